import { z } from 'zod';
import { passwortHeaderDekodieren } from '../auth/aufrufe.ts';
import { endpoint } from '../common/endpoint.ts';
import { text } from '../common/text.ts';
import { FREIGABE_SCOPES } from '../freigabe/scopes.ts';
import { IsoDatumSchema, ZeitpunktSchema } from '../common/schemas.ts';
import { QualitaetSchema } from '../verbrauch/schemas.ts';
import { serviceAblesekampagnenApi } from './ablesekampagnen.ts';
import { messwerteTexte } from './messwerte-texte.ts';
import { VORGANG_ARTEN, VORGANG_SICHTEN, VORGANG_STATUS } from './vorgaenge.ts';

// The service console's API under /service. Every call but the two sign-in steps needs a staff
// session (headers token and kennung; `bereich: 'service'`), which customers' tokens never are.
const kennung = text().trim().min(1).max(64);
const iso = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitte ein Datum im Format JJJJ-MM-TT angeben.');

export const ROLLEN = ['ADMIN', 'SACHBEARBEITUNG'] as const;
export type Rolle = (typeof ROLLEN)[number];

export const KONTO_AKTIONEN = [
  'sperren',
  'entsperren',
  'passwort-link',
  'passwort-aendern-erzwingen',
  'sitzungen-beenden',
  'zweiter-faktor-zuruecksetzen',
  'drosselung-aufheben',
] as const;
export type KontoAktion = (typeof KONTO_AKTIONEN)[number];
/** Actions that change what the customer can do ask for a reason (docs/service.md). */
export const AKTIONEN_MIT_GRUND: readonly KontoAktion[] = ['sperren', 'entsperren', 'passwort-aendern-erzwingen', 'zweiter-faktor-zuruecksetzen'];

export const KONTO_ZUSTAENDE = ['aktiv', 'passwort_aendern', 'gesperrt', 'kein_zugang'] as const;
export type KontoZustand = (typeof KONTO_ZUSTAENDE)[number];

export const ServiceAnmeldenHeadersSchema = z.object({
  kennung,
  passwort: z.string().max(1024).transform(passwortHeaderDekodieren).pipe(z.string().min(1).max(256)),
});
export const ServiceAnmeldenAntwortSchema = z.object({
  challenge: z.string().describe('Einmal-Token für den Code-Schritt'),
  gueltigSekunden: z.int(),
  einrichtung: z.object({ secret: z.string(), otpauthUrl: z.string() }).optional().describe('Nur bei der ersten Anmeldung: das TOTP-Geheimnis zum Einrichten'),
});
export const ServiceCodeHeadersSchema = z.object({ kennung, challenge: text().min(1).max(256), code: text().trim().min(1).max(64) });
export const MitarbeiterSchema = z.object({
  kennung: z.string(),
  name: z.string(),
  rolle: z.enum(ROLLEN),
  aktiv: z.boolean(),
  passwortAendern: z.boolean(),
});
export type Mitarbeiter = z.infer<typeof MitarbeiterSchema>;
export const ServicePasswortBodySchema = z.object({ altesPasswort: text().min(1).max(256), neuesPasswort: text().max(256) });

export const KundenSucheQuerySchema = z.object({
  suche: text().trim().max(100).default(''),
  seite: z.coerce.number().int().min(1).max(1000).default(1),
});
export const SUCHFELDER = ['kundennummer', 'name', 'firma', 'email', 'vertrag', 'zaehler', 'malo', 'melo'] as const;
export const KundenTrefferSchema = z.object({
  kundennummer: z.string(),
  name: z.string(),
  firma: z.string().nullable(),
  email: z.string().nullable(),
  feld: z.enum(SUCHFELDER).describe('Worin der Suchbegriff gefunden wurde'),
  wert: z.string(),
});
export const KundenSucheSchema = z.object({
  treffer: z.array(KundenTrefferSchema),
  gesamt: z.int(),
  begrenzt: z.boolean().describe('Mehr Treffer als gezählt: bitte genauer suchen'),
  seite: z.int(),
  seitengroesse: z.int(),
});

const KundennummerParams = z.object({ kundennummer: text().trim().min(1).max(64) });
export const KontoSchema = z.object({
  zustand: z.enum(KONTO_ZUSTAENDE),
  grund: z.string().nullable(),
  gesetztVon: z.string().nullable(),
  gesetztAm: z.string().nullable(),
  zweiterFaktor: z.boolean(),
  offeneSitzungen: z.int(),
});
export const VorgangSchema = z.object({
  id: z.int(),
  art: z.enum(VORGANG_ARTEN),
  outboxArt: z.string(),
  kundennummer: z.string().nullable(),
  vertragId: z.string().nullable(),
  eingegangen: z.string(),
  faellig: iso,
  ueberfaellig: z.boolean(),
  status: z.enum(VORGANG_STATUS),
  bearbeiter: z.string().nullable(),
  notizen: z.array(z.object({ von: z.string(), am: z.string(), text: z.string() })),
  inhalt: z.unknown(),
});
export type Vorgang = z.infer<typeof VorgangSchema>;
/** One notification the customer got, from whichever channel. */
export const BENACHRICHTIGUNG_KANAELE = ['zentrale', 'mail', 'push'] as const;
export const BENACHRICHTIGUNG_ZUSTAENDE = ['ungelesen', 'gelesen', 'ausstehend', 'gesendet', 'fehlgeschlagen'] as const;
export const BenachrichtigungGesendetSchema = z.object({
  am: z.string(),
  kanal: z.enum(BENACHRICHTIGUNG_KANAELE),
  was: z.string(),
  zustand: z.enum(BENACHRICHTIGUNG_ZUSTAENDE),
  von: z.string().nullable().describe('Die Kennung, wenn die Konsole sie schickte'),
});
export type BenachrichtigungGesendet = z.infer<typeof BenachrichtigungGesendetSchema>;
export const KundenseiteSchema = z.object({
  kundennummer: z.string(),
  anrede: z.string(),
  titel: z.string().nullable(),
  vorname: z.string().nullable(),
  nachname: z.string().nullable(),
  firma: z.string().nullable(),
  email: z.string().nullable(),
  festnetz: z.string().nullable(),
  mobil: z.string().nullable(),
  kundenArt: z.string(),
  vertraege: z.array(z.object({ id: z.string(), versorgungsart: z.string(), status: z.string(), lieferbeginn: z.string().nullable(), lieferende: z.string().nullable(), adresse: z.string(), zaehlernummer: z.string().nullable() })),
  ablesungen: z.array(z.object({ vertragId: z.string(), zaehlernummer: z.string(), ablesedatum: z.string(), ablesewerte: z.record(z.string(), z.number()), ermittlungsart: z.string(), plausibel: z.boolean().nullable() })),
  vorgaenge: z.array(VorgangSchema),
  konto: KontoSchema,
  anmeldungen: z.array(z.string()),
  benachrichtigungen: z.array(BenachrichtigungGesendetSchema).describe('Alles, was der Kunde bekam: Benachrichtigungszentrale, E-Mails und Push und die E-Mails der Konsole; neueste zuerst'),
});
export type Kundenseite = z.infer<typeof KundenseiteSchema>;

/**
 * Read in the console: one Berlin day of a contract's MSCONS quarter hours on one
 * channel, every version (the current one last per quarter hour). A day is the unit, so no range can get long.
 */
export const MESSWERT_KANAELE = ['BEZUG', 'EINSPEISUNG'] as const;
export type MesswertKanal = (typeof MESSWERT_KANAELE)[number];
export const MesswerteParams = z.object({ kundennummer: text().trim().min(1).max(64), vertragId: text().trim().min(1).max(64) });
export const MesswerteQuerySchema = z.object({
  tag: IsoDatumSchema,
  kanal: z.enum(MESSWERT_KANAELE, { message: messwerteTexte.kanalUngueltig }),
});
export const MesswertFassungSchema = z.object({
  von: ZeitpunktSchema,
  bis: ZeitpunktSchema,
  wert: z.number().describe('kWh'),
  qualitaet: QualitaetSchema,
  status: z.string().nullable().describe('STS-Codes wie gesendet, z. B. „Z32:Z88 Z33:Z83“'),
  absender: z.string().describe('MP-ID des Absenders (NAD+MS)'),
  dokumentnummer: z.string().describe('BGM-Dokumentnummer der Nachricht'),
  erstellt: ZeitpunktSchema.describe('Erstellungszeitpunkt der Nachricht (DTM+137)'),
  abgeloest: ZeitpunktSchema.nullable().describe('Wann eine spätere Nachricht den Wert ablöste; null für den aktuellen'),
});
export type MesswertFassung = z.infer<typeof MesswertFassungSchema>;
export const MesswerteSchema = z.object({ tag: z.string(), kanal: z.enum(MESSWERT_KANAELE), werte: z.array(MesswertFassungSchema) });
export type Messwerte = z.infer<typeof MesswerteSchema>;

export const AktionParams = z.object({ kundennummer: text().trim().min(1).max(64), aktion: z.enum(KONTO_AKTIONEN) });
export const AktionBodySchema = z.object({ grund: text().trim().max(500).default('') });
export const AnsichtSchema = z.object({ kundennummer: z.string(), token: z.string(), gueltigSekunden: z.int(), bis: z.string() });

export const VorgaengeQuerySchema = z.object({
  status: z.enum(VORGANG_STATUS).optional(),
  art: z.enum(VORGANG_ARTEN).optional(),
  bearbeiter: text().trim().max(64).optional(),
  faelligBis: iso.optional(),
  sicht: z.enum(VORGANG_SICHTEN).optional().describe('mir: mir zugewiesen; ueberfaellig: offen und über die Frist; heute: offen und heute fällig'),
  seite: z.coerce.number().int().min(1).max(1000).default(1),
});
export const VorgaengeSchema = z.object({ vorgaenge: z.array(VorgangSchema), gesamt: z.int(), seite: z.int(), seitengroesse: z.int() });
export const VorgangParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const VorgangBodySchema = z
  .object({
    status: z.enum(VORGANG_STATUS).optional(),
    bearbeiter: text().trim().max(64).nullable().optional(),
    notiz: text().trim().min(1).max(2000).optional(),
    mailSenden: z.boolean().optional(),
  })
  .refine((b) => b.status !== undefined || b.bearbeiter !== undefined || b.notiz !== undefined, { message: 'Bitte ändern Sie mindestens ein Feld.' });

export const ProtokollQuerySchema = z.object({ von: iso.optional(), bis: iso.optional() });
export const ProtokollEintragSchema = z.object({
  id: z.int(),
  zeitpunkt: z.string(),
  kennung: z.string(),
  aktion: z.string(),
  kundennummer: z.string().nullable(),
  details: z.string(),
  adresse: z.string(),
});
export const ProtokollSchema = z.object({ eintraege: z.array(ProtokollEintragSchema) });

export const MitarbeiterListeSchema = z.object({ mitarbeiter: z.array(MitarbeiterSchema) });
export const MitarbeiterAnlegenBodySchema = z.object({ kennung: text().trim().min(2).max(64).regex(/^[a-z0-9._-]+$/i, 'Bitte nur Buchstaben, Ziffern, Punkt, Bindestrich und Unterstrich.'), name: text().trim().min(1).max(200), rolle: z.enum(ROLLEN) });
export const MitarbeiterAngelegtSchema = z.object({ kennung: z.string(), startpasswort: z.string() });
export const MitarbeiterParams = z.object({ kennung });
export const MitarbeiterAendernBodySchema = z.object({ aktiv: z.boolean() });

export const EinstellungenSchema = z.object({
  protokollTage: z.int().min(30).max(3650),
  erledigtBetreff: text().trim().min(1).max(200),
  erledigtText: text().trim().min(1).max(5000),
});
export type Einstellungen = z.infer<typeof EinstellungenSchema>;

// The tenant's third-party OAuth clients, registered by an ADMIN (the same code as the CLI's).
// The full client_id is shown once, in the answer to creating it; the list shows its beginning.
export const OauthClientSchema = z.object({
  clientIdAnfang: z.string().describe('Die ersten Zeichen der client_id, zum Unterscheiden'),
  name: z.string(),
  redirects: z.array(z.string()),
  scopes: z.array(z.string()),
  erstellt: z.string(),
});
export const OauthClientsSchema = z.object({ clients: z.array(OauthClientSchema) });
export const OauthClientAnlegenBodySchema = z.object({
  name: text().trim().min(1).max(200),
  redirects: z.array(text().trim().min(1).max(2000)).min(1).max(10),
  scopes: z.array(z.enum(FREIGABE_SCOPES)).min(1).max(FREIGABE_SCOPES.length),
});
export const OauthClientAngelegtSchema = z.object({ clientId: z.string() });

const s = { auth: true, bereich: 'service' } as const;
export const serviceApi = {
  anmelden: endpoint({ methode: 'POST', pfad: '/service/anmelden', auth: false, bereich: 'service', headers: ServiceAnmeldenHeadersSchema, response: ServiceAnmeldenAntwortSchema, fehler: [401, 429] }),
  anmeldenCode: endpoint({ methode: 'POST', pfad: '/service/anmelden/code', auth: false, bereich: 'service', headers: ServiceCodeHeadersSchema, response: MitarbeiterSchema, fehler: [401, 429], antwortHeader: ['token', 'ttl'] }),
  abmelden: endpoint({ methode: 'POST', pfad: '/service/abmelden', ...s, response: null }),
  ich: endpoint({ methode: 'GET', pfad: '/service/ich', ...s, response: MitarbeiterSchema }),
  passwortAendern: endpoint({ methode: 'PUT', pfad: '/service/passwort', ...s, body: ServicePasswortBodySchema, response: null, fehler: [429] }),
  kundenSuche: endpoint({ methode: 'GET', pfad: '/service/kunden', ...s, query: KundenSucheQuerySchema, response: KundenSucheSchema, fehler: [403] }),
  kunde: endpoint({ methode: 'GET', pfad: '/service/kunden/:kundennummer', ...s, params: KundennummerParams, response: KundenseiteSchema, fehler: [403] }),
  messwerte: endpoint({ methode: 'GET', pfad: '/service/kunden/:kundennummer/vertraege/:vertragId/messwerte', ...s, params: MesswerteParams, query: MesswerteQuerySchema, response: MesswerteSchema, fehler: [403] }),
  ansicht: endpoint({ methode: 'POST', pfad: '/service/kunden/:kundennummer/ansicht', ...s, params: KundennummerParams, response: AnsichtSchema, fehler: [403] }),
  ansichtBeenden: endpoint({ methode: 'DELETE', pfad: '/service/kunden/:kundennummer/ansicht', ...s, params: KundennummerParams, response: null, fehler: [403] }),
  aktion: endpoint({ methode: 'POST', pfad: '/service/kunden/:kundennummer/:aktion', ...s, params: AktionParams, body: AktionBodySchema, response: KontoSchema, fehler: [403, 409, 429] }),
  vorgaenge: endpoint({ methode: 'GET', pfad: '/service/vorgaenge', ...s, query: VorgaengeQuerySchema, response: VorgaengeSchema, fehler: [403] }),
  vorgangAendern: endpoint({ methode: 'PATCH', pfad: '/service/vorgaenge/:id', ...s, params: VorgangParams, body: VorgangBodySchema, response: VorgangSchema, fehler: [403] }),
  protokoll: endpoint({ methode: 'GET', pfad: '/service/protokoll', ...s, query: ProtokollQuerySchema, response: ProtokollSchema, fehler: [403] }),
  mitarbeiterListe: endpoint({ methode: 'GET', pfad: '/service/mitarbeiter', ...s, response: MitarbeiterListeSchema, fehler: [403] }),
  mitarbeiterAnlegen: endpoint({ methode: 'POST', pfad: '/service/mitarbeiter', ...s, body: MitarbeiterAnlegenBodySchema, response: MitarbeiterAngelegtSchema, erfolg: 201, fehler: [403, 409] }),
  mitarbeiterAendern: endpoint({ methode: 'PATCH', pfad: '/service/mitarbeiter/:kennung', ...s, params: MitarbeiterParams, body: MitarbeiterAendernBodySchema, response: MitarbeiterSchema, fehler: [403, 409] }),
  einstellungen: endpoint({ methode: 'GET', pfad: '/service/einstellungen', ...s, response: EinstellungenSchema, fehler: [403] }),
  oauthClients: endpoint({ methode: 'GET', pfad: '/service/oauth-clients', ...s, response: OauthClientsSchema, fehler: [403] }),
  oauthClientAnlegen: endpoint({ methode: 'POST', pfad: '/service/oauth-clients', ...s, body: OauthClientAnlegenBodySchema, response: OauthClientAngelegtSchema, erfolg: 201, fehler: [403] }),
  einstellungenSpeichern: endpoint({ methode: 'PUT', pfad: '/service/einstellungen', ...s, body: EinstellungenSchema, response: EinstellungenSchema, fehler: [403] }),
  ...serviceAblesekampagnenApi,
};
