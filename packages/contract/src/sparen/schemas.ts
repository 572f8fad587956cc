import { z } from 'zod';
import { DatumOderZeitpunktSchema, IsoDatumSchema, ZeitpunktSchema } from '../common/schemas.ts';
import { NETZENTGELT_STUFEN } from '../preise/schemas.ts';
import { PRODUKT_ARTEN } from './produkte.ts';
import { sparenTexte } from './texte.ts';

// Request and answer shapes of the saving tools. Prices EUR/kWh, amounts EUR, energy kWh.

export const BestandteileSchema = z.object({
  marktpreis: z.number(),
  aufschlag: z.number(),
  netzentgelt: z.number(),
  netzentgeltStufe: z.enum(NETZENTGELT_STUFEN),
  konzessionsabgabe: z.number(),
  kwkgUmlage: z.number(),
  stromnevUmlage: z.number(),
  offshoreUmlage: z.number(),
  stromsteuer: z.number(),
  netto: z.number(),
  umsatzsteuer: z.number(),
  preis: z.number(),
});

export const AllinPreisSchema = z.object({ von: ZeitpunktSchema, bis: ZeitpunktSchema, preis: z.number(), bestandteile: BestandteileSchema.nullable() });
export type AllinPreis = z.infer<typeof AllinPreisSchema>;
export const AllinPreiseAntwortSchema = z.object({
  /** true: priced with the tenant's components; false: market price + aufschlag with 19 % VAT. */
  mitBestandteilen: z.boolean(),
  preise: z.array(AllinPreisSchema),
});
export const AllinPreiseQuerySchema = z.object({ von: DatumOderZeitpunktSchema.optional(), bis: DatumOderZeitpunktSchema.optional() }).superRefine((q, ctx) => {
  if ((q.von === undefined) !== (q.bis === undefined)) ctx.addIssue({ code: 'custom', path: ['bis'], message: 'Bitte geben Sie von und bis gemeinsam an.' });
});

const DAUER = /^PT(?:(\d{1,2})H)?(?:(\d{1,4})M)?$/;
/** Minutes of an ISO 8601 duration PTnHnM, or null when it is not one in whole quarter hours of 15 min – 24 h. */
export function dauerMinuten(dauer: string): number | null {
  const m = DAUER.exec(dauer);
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  const minuten = Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0);
  return minuten >= 15 && minuten <= 24 * 60 && minuten % 15 === 0 ? minuten : null;
}

export const GuenstigstesFensterQuerySchema = z.object({
  dauer: z.string().refine((d) => dauerMinuten(d) !== null, { message: sparenTexte.dauerUngueltig }).default('PT2H'),
  bis: z.iso.datetime({ offset: true, message: sparenTexte.bisUngueltig }).optional(),
});
export const GuenstigstesFensterSchema = z.object({
  von: ZeitpunktSchema,
  bis: ZeitpunktSchema,
  /** Mean all-in price of the window's quarter hours (EUR/kWh). */
  durchschnittspreis: z.number(),
  /** Mean price of the same duration starting now minus durchschnittspreis (EUR/kWh); null when now's window is not fully priced. */
  ersparnisGegenueberJetzt: z.number().nullable(),
});
export type GuenstigstesFenster = z.infer<typeof GuenstigstesFensterSchema>;

/** ABRECHNUNG: the billed periods (`verbraeuche`, not `prognose`) spread with the profile, when nothing finer exists. */
export const DATENGRUNDLAGEN = ['INTERVALLDATEN', 'ABLESUNGEN_SLP', 'ABRECHNUNG', 'KEINE'] as const;
export type Datengrundlage = (typeof DATENGRUNDLAGEN)[number];

export const TarifvergleichQuerySchema = z
  .object({ von: IsoDatumSchema.optional(), bis: IsoDatumSchema.optional() })
  .superRefine((q, ctx) => {
    if ((q.von === undefined) !== (q.bis === undefined)) ctx.addIssue({ code: 'custom', path: ['bis'], message: 'Bitte geben Sie von und bis gemeinsam an.' });
    else if (q.von && q.bis && q.bis < q.von) ctx.addIssue({ code: 'custom', path: ['bis'], message: 'Das Ende des Zeitraums muss nach seinem Beginn liegen.' });
    else if (q.von && q.bis && Date.parse(q.bis) - Date.parse(q.von) > 366 * 86_400_000) ctx.addIssue({ code: 'custom', path: ['bis'], message: sparenTexte.vergleichZeitraumZuLang });
  });

export const VergleichsProduktSchema = z.object({
  id: z.string(),
  name: z.string(),
  art: z.enum(PRODUKT_ARTEN),
  /** Cost over the whole period (EUR), extrapolated over the part without data; null: not compared. */
  kosten: z.number().nullable(),
  differenzZumAktuellen: z.number().nullable(),
  /** ± EUR from the part of the period without data. */
  unsicherheit: z.number().nullable(),
  /** true only when the product is cheaper than the current tariff by more than both uncertainties. */
  guenstiger: z.boolean(),
  datengrundlage: z.enum(DATENGRUNDLAGEN),
  /** Share of the period with data, 0–1. */
  abdeckung: z.number(),
  hinweis: z.string().nullable(),
  angebotUrl: z.string().nullable(),
});
export type VergleichsProdukt = z.infer<typeof VergleichsProduktSchema>;

export const TarifvergleichSchema = z.object({
  von: IsoDatumSchema,
  bis: IsoDatumSchema,
  verbrauch: z.number(),
  aktuell: z.object({ name: z.string(), kosten: z.number().nullable(), unsicherheit: z.number().nullable() }),
  datengrundlage: z.enum(DATENGRUNDLAGEN),
  abdeckung: z.number(),
  /** Set while the data cover fewer than 90 days: the day they will, when a comparison says something. */
  vergleichAb: IsoDatumSchema.nullable(),
  produkte: z.array(VergleichsProduktSchema),
});
export type Tarifvergleich = z.infer<typeof TarifvergleichSchema>;

const Spanne = z.object({ p10: z.number(), p50: z.number(), p90: z.number() });
export const PrognoseSchema = z.object({
  abrechnungsstichtag: IsoDatumSchema,
  verbrauchKwh: Spanne,
  kosten: Spanne,
  abschlaegeBisStichtag: z.number(),
  /** false: the contract pays no Abschlag, so the screens show the expected cost, not a Nachzahlung. */
  mitAbschlag: z.boolean(),
  /** The VAT rate the gross amounts (kosten, saldo) include, for their label "inkl. 19 % USt.". */
  umsatzsteuerSatz: z.number(),
  /** Abschläge − kosten per quantile; negative = Nachzahlung. p10 is the unfavourable case. */
  saldo: Spanne,
  /** How the forecast was made, for the page's explanation. */
  grundlage: z.object({
    seit: IsoDatumSchema,
    bekannterVerbrauch: z.number(),
    datengrundlage: z.enum(DATENGRUNDLAGEN),
    profil: z.enum(['H25', 'G25']),
    streuung: z.number(),
    streuungAusHistorie: z.boolean(),
  }),
});
export type Prognose = z.infer<typeof PrognoseSchema>;
