import { z } from 'zod';
import { text as sauber } from '../common/text.ts';
import { AnredeSchema, KundenArtSchema, ZugangSchema } from '../anschlussnutzer/schemas.ts';
import { IsoDatumSchema, ZeitpunktSchema } from '../common/schemas.ts';
import { istGueltigeMaloId } from '../umzug/regeln.ts';
import { PreisbestandteileWerteSchema } from '../preise/schemas.ts';
import { ProduktSchema } from '../sparen/produkte.ts';

// The import file of one tenant (docs/import-format.md). Field names are SPEC §3's.
const text = sauber().trim().min(1);
const optText = sauber().nullish();
const optDatum = IsoDatumSchema.nullish();
const betrag = z.number().finite();

export const PREISMODELLE = ['DYNAMISCHER_PREIS', 'ALLES_INKLUSIVE_NETTO', 'ALLES_INKLUSIVE_BRUTTO', 'REINER_ENERGIEPREIS'] as const;
export const ABLESE_QUELLEN = ['NETZBETREIBER', 'ERSATZWERT', 'KUNDE'] as const;
/** How often the monthly instalment (Abschlag) is paid. */
export const ABSCHLAG_RHYTHMEN = ['MONATLICH', 'ZWEIMONATLICH', 'VIERTELJAEHRLICH'] as const;
export type AbschlagRhythmus = (typeof ABSCHLAG_RHYTHMEN)[number];

export const ImportRechnungsadresseSchema = z.object({
  id: text,
  anrede: AnredeSchema,
  titel: optText,
  vorname: optText,
  nachname: optText,
  firma: optText,
  co: optText,
  strasse: optText,
  hausnummer: optText,
  postfach: optText,
  postleitzahl: text,
  ort: text,
  land: sauber().default('Deutschland'),
  gueltigVon: IsoDatumSchema,
  gueltigBis: optDatum,
});

export const ImportBankverbindungSchema = z.object({
  bankverbindungId: text,
  kontoinhaber: text,
  iban: sauber().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'IBAN ohne Leerzeichen angeben'),
  bic: optText,
  bankname: optText,
  gueltigVon: IsoDatumSchema,
  gueltigBis: optDatum,
  lastschrifteinzugErlaubt: z.boolean().default(true),
  mandatsreferenz: optText,
});

export const ImportDokumentSchema = z.object({
  id: text,
  dateiname: text,
  kategorie: text,
  beschreibung: optText,
  erstellzeitpunkt: ZeitpunktSchema,
  /** Optional MIME type; defaults to application/pdf. */
  mimeType: sauber().default('application/pdf'),
  inhalt: z.base64({ message: 'inhalt muss Base64 sein' }),
});

export const ImportTarifSchema = z.object({
  name: text,
  tariftyp: z.enum(PREISMODELLE),
  preisgarantietyp: optText,
  grundpreis: betrag,
  arbeitspreis: betrag,
  arbeitspreisNT: betrag.nullish(),
  anteilNt: betrag.nullish(),
  istDynamisch: z.boolean().default(false),
  durchschnittlicherArbeitspreisVormonat: betrag.nullish(),
  durchschnittlicherArbeitspreisGesamt: betrag.nullish(),
  gueltigVon: optDatum,
  gueltigBis: optDatum,
  /** EUR/kWh added to the market price for dynamic tariffs. */
  aufschlag: betrag.nullish(),
  /** Id of the file's `preisbestandteile` entry that prices a dynamic tariff all-in. */
  preisbestandteile: optText,
  /** EUR/kWh paid for electricity fed into the grid (a PV roof); the history shows the feed-in's value with it. */
  einspeiseverguetung: betrag.nullish(),
});

export const ImportKanalSchema = z.object({
  obiskennzahl: text,
  vorkommastellen: z.number().int().min(1).max(12),
  nachkommastellen: z.number().int().min(0).max(6),
});

export const ImportZaehlerSchema = z.object({ nummer: text, kanaele: z.array(ImportKanalSchema).min(1) });

export const ImportAblesungSchema = z.object({
  ablesedatum: IsoDatumSchema,
  zaehlernummer: text,
  ablesewerte: z.record(sauber(), z.number().finite()),
  ablesegrund: optText,
  erfassungshinweis: optText,
  ermittlungsart: z.enum(ABLESE_QUELLEN).nullish(),
  ableseart: z.enum(ABLESE_QUELLEN).nullish(),
});

export const ImportVerbrauchSchema = z.object({
  von: IsoDatumSchema,
  bis: IsoDatumSchema,
  summe: betrag,
  prognose: z.boolean().default(false),
  proKanal: z.array(z.object({ obiskennzahl: text, verbrauch: betrag })).default([]),
});

/** The contract's instalment; betrag in EUR, naechsteFaelligkeit the next due date. */
export const ImportAbschlagSchema = z.object({
  betrag: betrag.min(0),
  rhythmus: z.enum(ABSCHLAG_RHYTHMEN),
  naechsteFaelligkeit: IsoDatumSchema,
});

export const ImportIntervallSchema = z.object({ von: ZeitpunktSchema, bis: ZeitpunktSchema, verbrauch: betrag });

export const ImportVertragSchema = z.object({
  id: text,
  versorgungsart: sauber().min(1),
  anmeldungsart: text,
  lieferbeginn: optDatum,
  gewuenschterLieferbeginn: optDatum,
  lieferende: optDatum,
  gewuenschtesLieferende: optDatum,
  storniert: z.boolean().default(false),
  strasse: text,
  hausnummer: text,
  plz: text,
  ort: text,
  kundenArt: KundenArtSchema,
  tarife: z.array(ImportTarifSchema).default([]),
  zaehler: ImportZaehlerSchema.nullish(),
  ablesungen: z.array(ImportAblesungSchema).default([]),
  verbraeuche: z.array(ImportVerbrauchSchema).default([]),
  lastgang: z.array(ImportIntervallSchema).default([]),
  rechnungsadressen: z.array(ImportRechnungsadresseSchema).default([]),
  bankverbindungen: z.array(ImportBankverbindungSchema).default([]),
  dokumente: z.array(ImportDokumentSchema).default([]),
  abschlag: ImportAbschlagSchema.nullish(),
  /** Marktlokations-ID (11 digits, BDEW check digit); MSCONS messages are matched by it first. */
  maloId: sauber().refine(istGueltigeMaloId, 'Die Marktlokations-ID muss aus 11 Ziffern bestehen und eine gültige Prüfziffer haben.').nullish(),
  /** Messlokations-ID, the 33-character Zählpunktbezeichnung (e.g. DE0001234567890000000000000000001). */
  meloId: sauber().regex(/^[A-Z]{2}[A-Z0-9]{31}$/, 'Die Zählpunktbezeichnung (Messlokations-ID) besteht aus 33 Zeichen: zwei Großbuchstaben, dann Ziffern oder Großbuchstaben.').nullish(),
});

export const ImportAnschlussnutzerSchema = z.object({
  kundennummer: sauber().trim().min(1).max(64),
  /** Initial password in clear text; hashed on import and never stored as given. */
  passwort: sauber().min(1).nullish(),
  passwortAendern: z.boolean().default(false),
  portalGesperrt: z.boolean().default(false),
  anrede: AnredeSchema,
  titel: optText,
  vorname: optText,
  nachname: optText,
  firma: optText,
  geburtsdatum: optDatum,
  email: optText,
  festnetz: optText,
  mobil: optText,
  fax: optText,
  kundenArt: KundenArtSchema,
  zugang: ZugangSchema.default('voll'),
  rechnungsadressen: z.array(ImportRechnungsadresseSchema).default([]),
  bankverbindungen: z.array(ImportBankverbindungSchema).default([]),
  dokumente: z.array(ImportDokumentSchema).default([]),
  vertraege: z.array(ImportVertragSchema).default([]),
});

export const ImportPreisSchema = z.object({ von: ZeitpunktSchema, bis: ZeitpunktSchema, preis: betrag });

/** A set of price components (grid fee with §14a Modul 3 windows, levies, taxes), key `id`. */
export const ImportPreisbestandteileSchema = PreisbestandteileWerteSchema.extend({ id: text, name: optText });

export const ImportDateiSchema = z.object({
  mandant: sauber().optional(),
  preise: z.array(ImportPreisSchema).default([]),
  preisbestandteile: z.array(ImportPreisbestandteileSchema).default([]),
  /** The tenant's product catalogue for the tariff comparison, key `id`. */
  produkte: z.array(ProduktSchema).default([]),
  anschlussnutzer: z.array(ImportAnschlussnutzerSchema).default([]),
});
export type ImportDatei = z.input<typeof ImportDateiSchema>;
export type ImportDateiGeprueft = z.output<typeof ImportDateiSchema>;
export type ImportVertrag = z.output<typeof ImportVertragSchema>;
export type ImportAnschlussnutzer = z.output<typeof ImportAnschlussnutzerSchema>;
