import { z } from 'zod';
import { DatumOderZeitpunktSchema, ZeitpunktSchema } from '../common/schemas.ts';
import { HISTORIE_INTERVALLE, type HistorieIntervall } from './fenster.ts';
import { verbrauchTexte } from './texte.ts';
import { alsBeginn, alsEnde } from './zeit.ts';

/** SPEC §3 consumption period; summeJahr is summe extrapolated to 365 days (SPEC §9). */
export const VerbrauchszeitraumSchema = z.object({
  von: z.iso.date(),
  bis: z.iso.date(),
  summe: z.number(),
  summeJahr: z.number(),
  prognose: z.boolean(),
  proKanal: z.array(z.object({ obiskennzahl: z.string(), verbrauch: z.number() })),
});
export type Verbrauchszeitraum = z.infer<typeof VerbrauchszeitraumSchema>;

/** How a value came about, from the metering operator's MSCONS (QTY 220, 67, Z18). */
export const QUALITAETEN = ['GEMESSEN', 'ERSATZWERT', 'VORLAEUFIG'] as const;
export const QualitaetSchema = z.enum(QUALITAETEN);
export type Qualitaet = z.infer<typeof QualitaetSchema>;

/** SPEC §3 history entry: energy in kWh, arbeitspreis in EUR/kWh (consumption-weighted), kosten in EUR. */
export const HistorieEintragSchema = z.object({
  von: ZeitpunktSchema,
  bis: ZeitpunktSchema,
  verbrauch: z.number(),
  arbeitspreis: z.number().nullable(),
  kosten: z.number().nullable(),
  /**
   * The weakest quality among the bucket's values from the metering operator (VORLAEUFIG is weaker
   * than ERSATZWERT, which is weaker than GEMESSEN); absent where no value came by MSCONS (JSON import).
   */
  qualitaet: QualitaetSchema.optional(),
  /** The share (0–1, by time) of each quality among those values. */
  anteile: z.object({ GEMESSEN: z.number(), ERSATZWERT: z.number(), VORLAEUFIG: z.number() }).optional(),
  /** Feed-in (Einspeisung) in kWh in the bucket, for a contract that has it. */
  einspeisung: z.number().optional(),
});
export type HistorieEintrag = z.infer<typeof HistorieEintragSchema>;
export const HistorieAntwortSchema = z.object({
  data: z.array(HistorieEintragSchema),
  /** "Daten vollständig bis": the end of the contract's last consumption interval received. */
  datenBis: ZeitpunktSchema.optional(),
});

/** SPEC §3 price series entry (EUR/kWh); `bis` is added so a step chart knows where the last step ends. */
export const PreisSchema = z.object({ von: ZeitpunktSchema, bis: ZeitpunktSchema, preis: z.number() });
export type Preis = z.infer<typeof PreisSchema>;
export const PreiszeitreiheAntwortSchema = z.object({
  preise: z.array(PreisSchema),
  /** The sources of the prices shown (`energy-charts`, `entsoe`); the chart names them with their licence. */
  quellen: z.array(z.string()).optional(),
});

/** Longest range one request may ask for, in days, so a single call stays cheap. */
export const MAX_TAGE = { hourly: 31, daily: 400, monthly: 3700, preise: 31 } as const;

// SPEC §7 spells the resolutions hourly/daily/monthly, SPEC §3 STUENDLICH/TAEGLICH/MONATLICH: both are accepted.
const INTERVALL_ALIAS: Record<string, HistorieIntervall> = { STUENDLICH: 'hourly', TAEGLICH: 'daily', MONATLICH: 'monthly' };
export const IntervallSchema = z
  .enum([...HISTORIE_INTERVALLE, 'STUENDLICH', 'TAEGLICH', 'MONATLICH'], { message: verbrauchTexte.intervallUngueltig })
  .transform((w): HistorieIntervall => INTERVALL_ALIAS[w] ?? (w as HistorieIntervall));

interface Zeitraum {
  von?: string | undefined;
  bis?: string | undefined;
}

function zeitraumPruefen(maxTage: (z: Zeitraum) => number) {
  return (q: Zeitraum, ctx: z.RefinementCtx) => {
    if (q.von === undefined && q.bis === undefined) return;
    if (q.von === undefined || q.bis === undefined) {
      ctx.addIssue({ code: 'custom', path: [q.von === undefined ? 'von' : 'bis'], message: verbrauchTexte.zeitraumUnvollstaendig });
      return;
    }
    const dauer = alsEnde(q.bis).getTime() - alsBeginn(q.von).getTime();
    if (dauer <= 0) ctx.addIssue({ code: 'custom', path: ['bis'], message: verbrauchTexte.zeitraumVerkehrt });
    else if (dauer > maxTage(q) * 86_400_000 + 3_600_000) {
      ctx.addIssue({ code: 'custom', path: ['bis'], message: verbrauchTexte.zeitraumZuLang(maxTage(q)) });
    }
  };
}

export const VerbraeucheQuerySchema = z.object({ von: DatumOderZeitpunktSchema.optional(), bis: DatumOderZeitpunktSchema.optional() });

export const HistorieQuerySchema = z
  .object({ von: DatumOderZeitpunktSchema.optional(), bis: DatumOderZeitpunktSchema.optional(), interval: IntervallSchema.default('hourly') })
  .superRefine((q, ctx) => zeitraumPruefen(() => MAX_TAGE[q.interval])(q, ctx));
export type HistorieQuery = z.output<typeof HistorieQuerySchema>;

export const PreiszeitreiheQuerySchema = z
  .object({ von: DatumOderZeitpunktSchema.optional(), bis: DatumOderZeitpunktSchema.optional() })
  .superRefine(zeitraumPruefen(() => MAX_TAGE.preise));
