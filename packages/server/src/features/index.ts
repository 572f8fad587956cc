import type { FastifyInstance } from 'fastify';
import { ablesekampagneRoutes } from './ablesekampagne/index.ts';
import { ablesungenRoutes } from './ablesungen/index.ts';
import { abschlagRoutes } from './abschlag/index.ts';
import { abrechnungsinformationRoutes } from './abrechnungsinformation/index.ts';
import { anschlussnutzerRoutes } from './anschlussnutzer/index.ts';
import { authRoutes } from './auth/index.ts';
import { bankverbindungenRoutes } from './bankverbindungen/index.ts';
import { dokumenteRoutes } from './dokumente/index.ts';
import { feiertageRoutes } from './feiertage/index.ts';
import { freigabeRoutes } from './freigabe/index.ts';
import { preisfeedRoutes } from './preisfeed/index.ts';
import { kontaktRoutes } from './kontakt/index.ts';
import { kontoRoutes } from './konto/index.ts';
import { kuendigungOeffentlichRoutes } from './kuendigung-oeffentlich/index.ts';
import { mandantRoutes } from './mandant/index.ts';
import { rechnungsadressenRoutes } from './rechnungsadressen/index.ts';
import { umzugRoutes } from './umzug/index.ts';
import { sicherheitRoutes } from './sicherheit/index.ts';
import { verbrauchRoutes } from './verbrauch/index.ts';
import { vertraegeRoutes } from './vertraege/index.ts';
import { serviceRoutes } from './service/index.ts';
import { sparenRoutes } from './sparen/index.ts';
import { barrierefreiheitRoutes } from './barrierefreiheit/index.ts';
import { pwaRoutes } from './pwa/index.ts';
import { benachrichtigungenRoutes } from './benachrichtigungen/index.ts';

// Feature modules mirror the spec (DESIGN "server"). Static paths before the per-contract /:vertragId ones
// does not matter to Fastify's router, but keeping contracts last reads in the same order.
export async function featuresRegistrieren(app: FastifyInstance): Promise<void> {
  await mandantRoutes(app);
  await authRoutes(app);
  await anschlussnutzerRoutes(app);
  await feiertageRoutes(app);
  await kontaktRoutes(app);
  await kuendigungOeffentlichRoutes(app);
  await ablesekampagneRoutes(app);
  await dokumenteRoutes(app);
  await bankverbindungenRoutes(app);
  await rechnungsadressenRoutes(app);
  await ablesungenRoutes(app);
  await verbrauchRoutes(app);
  await sicherheitRoutes(app);
  await vertraegeRoutes(app);
  await umzugRoutes(app);
  await abschlagRoutes(app);
  await abrechnungsinformationRoutes(app);
  await serviceRoutes(app);
  await kontoRoutes(app);
  await freigabeRoutes(app);
  await preisfeedRoutes(app);
  await sparenRoutes(app);
  await barrierefreiheitRoutes(app);
  await pwaRoutes(app);
  await benachrichtigungenRoutes(app);
}
