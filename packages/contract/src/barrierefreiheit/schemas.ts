import { z } from 'zod';
import { istGueltigeEmail } from '../anschlussnutzer/email.ts';
import { endpoint } from '../common/endpoint.ts';
import { IsoDatumSchema, ZeitpunktSchema } from '../common/schemas.ts';
import { text } from '../common/text.ts';
import { barrierefreiheitTexte as t } from './texte.ts';

/** One open item of the statement: a WCAG criterion the last test run found violated, and where. */
export const OffenerPunktSchema = z.object({
  /** `axe`: an automated rule on a screen; `tastatur`: a keyboard-only browser test that failed. */
  quelle: z.enum(['axe', 'tastatur']),
  /** WCAG success criterion, e.g. `1.4.3`; several when a rule maps to more than one. */
  kriterien: z.array(z.string()),
  /** German name of the (first) criterion, or the axe rule's text when it maps to none. */
  titel: z.string(),
  /** The axe rule id or the keyboard test's name. */
  regel: z.string(),
  beschreibung: z.string(),
  /** Screens (paths) or keyboard flows where it was found. */
  fundstellen: z.array(z.string()),
});
export type OffenerPunkt = z.infer<typeof OffenerPunktSchema>;

/**
 * What the build derives from the test suite's own results (tools/barrierefreiheit.ts): when the last
 * check ran, how much it covered and what it found. Stored beside the built app.
 */
export const PruefstandSchema = z.object({
  letztePruefung: ZeitpunktSchema.nullable(),
  gepruefteSeiten: z.number().int().min(0),
  tastaturAblaeufe: z.number().int().min(0),
  offenePunkte: z.array(OffenerPunktSchema),
});
export type Pruefstand = z.infer<typeof PruefstandSchema>;

export const KONFORMITAET = ['vollstaendig', 'teilweise'] as const;

/** The market surveillance authority the statement names (BFSG §14, Anlage 3). */
export const MarktueberwachungSchema = z.object({
  name: z.string().min(1),
  anschrift: z.array(z.string().min(1)),
  email: z.string().optional(),
  telefon: z.string().optional(),
  website: z.string().optional(),
});

/** The tenant's own parts of the statement (tenant config `barrierefreiheit`); everything has a default. */
export const BarrierefreiheitKonfigSchema = z.object({
  /** Date the tenant first published the statement. */
  erstelltAm: IsoDatumSchema.optional(),
  /** Where feedback also goes besides the form: the tenant's mail address and phone. */
  kontaktEmail: z.email().optional(),
  telefon: z.string().optional(),
  /** Limits the tenant knows that no test finds (e.g. PDF bills from a third-party system). */
  weitereEinschraenkungen: z.array(z.string().min(1)).default([]),
  marktueberwachung: MarktueberwachungSchema.optional(),
});
export type BarrierefreiheitKonfig = z.infer<typeof BarrierefreiheitKonfigSchema>;

/** GET /barrierefreiheit: the statement of the request's tenant. */
export const ErklaerungSchema = z.object({
  anbieter: z.string(),
  website: z.string(),
  standard: z.string(),
  ziel: z.string(),
  konformitaet: z.enum(KONFORMITAET),
  pruefstand: PruefstandSchema,
  weitereEinschraenkungen: z.array(z.string()),
  erstelltAm: IsoDatumSchema.nullable(),
  kontaktEmail: z.string().nullable(),
  telefon: z.string().nullable(),
  marktueberwachung: MarktueberwachungSchema,
});
export type Erklaerung = z.infer<typeof ErklaerungSchema>;

export const RUECKMELDUNG_MAX = 5000;

/** Feedback on accessibility, without login: a text and an address to answer to (optional). */
export const RueckmeldungSchema = z.object({
  text: text().trim().min(10, t.textZuKurz).max(RUECKMELDUNG_MAX, t.textZuLang),
  email: text()
    .trim()
    .max(200, t.emailUngueltig)
    .refine((e) => e === '' || istGueltigeEmail(e), t.emailUngueltig)
    .optional(),
  name: text().trim().max(100, t.nameZuLang).optional(),
});
export type Rueckmeldung = z.infer<typeof RueckmeldungSchema>;

export const barrierefreiheitApi = {
  erklaerung: endpoint({ methode: 'GET', pfad: '/barrierefreiheit', auth: false, response: ErklaerungSchema }),
  rueckmeldung: endpoint({ methode: 'POST', pfad: '/barrierefreiheit/rueckmeldung', auth: false, body: RueckmeldungSchema, response: null, fehler: [429] }),
};
