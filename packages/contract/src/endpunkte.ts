import type { Endpoint } from './common/endpoint.ts';
import { ablesekampagneApi } from './ablesekampagne/api.ts';
import { ablesungenApi } from './ablesungen/api.ts';
import { abschlagApi } from './abschlag/api.ts';
import { abrechnungsinformationApi, abrechnungsinformationKonsoleApi } from './abrechnungsinformation/api.ts';
import { anschlussnutzerApi } from './anschlussnutzer/api.ts';
import { authApi } from './auth/api.ts';
import { bankverbindungenApi } from './bankverbindungen/api.ts';
import { barrierefreiheitApi } from './barrierefreiheit/schemas.ts';
import { benachrichtigungenApi } from './benachrichtigungen/schemas.ts';
import { dokumenteApi } from './dokumente/schemas.ts';
import { feiertageApi } from './feiertage/schemas.ts';
import { freigabeDrittApi, freigabenApi } from './freigabe/api.ts';
import { gesundheitApi } from './betrieb/api.ts';
import { kontaktApi } from './kontakt/schemas.ts';
import { kontoApi } from './konto/api.ts';
import { kuendigungOeffentlichApi } from './kuendigung-oeffentlich/api.ts';
import { mandantApi } from './mandant/schemas.ts';
import { preisfeedApi } from './preisfeed/schemas.ts';
import { rechnungsadressenApi } from './rechnungsadressen/api.ts';
import { serviceApi } from './service/api.ts';
import { sicherheitApi } from './sicherheit/api.ts';
import { sparenApi } from './sparen/api.ts';
import { stapelApi } from './stapel/api.ts';
import { umzugApi } from './umzug/api.ts';
import { verbrauchApi } from './verbrauch/api.ts';
import { vertraegeApi } from './vertraege/api.ts';

/**
 * The one registry of the contract's calls. The OpenAPI document, the server's access walk and
 * the answer checks read it instead of scanning the exports for names ending in "Api". A new API object is
 * added here; the server's OpenAPI test fails for a registered route whose endpoint is missing.
 */
export const apis = {
  ablesekampagneApi,
  ablesungenApi,
  abrechnungsinformationApi,
  abrechnungsinformationKonsoleApi,
  abschlagApi,
  anschlussnutzerApi,
  authApi,
  bankverbindungenApi,
  barrierefreiheitApi,
  benachrichtigungenApi,
  dokumenteApi,
  feiertageApi,
  freigabeDrittApi,
  freigabenApi,
  gesundheitApi,
  kontaktApi,
  kontoApi,
  kuendigungOeffentlichApi,
  mandantApi,
  preisfeedApi,
  rechnungsadressenApi,
  serviceApi,
  sicherheitApi,
  sparenApi,
  stapelApi,
  umzugApi,
  verbrauchApi,
  vertraegeApi,
} as const;

export interface EndpunktEintrag {
  /** `api.aufruf`, e.g. `vertraegeApi.alle`. */
  name: string;
  e: Endpoint;
}

/** Every endpoint of every API object, in the order above. */
export const endpunkte: readonly EndpunktEintrag[] = Object.entries(apis).flatMap(([api, aufrufe]) =>
  Object.entries(aufrufe as Record<string, Endpoint>).map(([aufruf, e]) => ({ name: `${api}.${aufruf}`, e })),
);
