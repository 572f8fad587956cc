import { z } from 'zod';
import { text } from '../common/text.ts';
import { MONAT_ID, ZEITRAUM_ID } from './zeitraum.ts';

const euro = z.number();
const kwh = z.number();

/** Net and gross of one cost line, in EUR (computed in whole cents). */
export const NettoBruttoSchema = z.object({ netto: euro, brutto: euro });

/**
 * One billing information (§ 40b EnWG) for a contract and a period: `von` and `bis` are Berlin dates, both
 * included; `saldo` = abschlaege.summe − kosten.brutto; `vorlaeufig` while provisional values or gaps remain.
 */
export const AbrechnungsinformationSchema = z.object({
  id: z.string(),
  von: z.iso.date(),
  bis: z.iso.date(),
  vorlaeufig: z.boolean(),
  verbrauchKwh: kwh,
  /** The same period a year earlier; null where no data exists for it. */
  verbrauchVorjahrKwh: kwh.nullable(),
  /** Change against the previous year in percent (one decimal); null without a previous year. */
  veraenderungProzent: z.number().nullable(),
  proKanal: z.array(z.object({ obiskennzahl: z.string(), bezeichnung: z.string(), kwh })),
  /** Feed-in for a contract that has it, else null. */
  einspeisungKwh: kwh.nullable(),
  /** Shares (0–1, by time) of measured, substitute and provisional values; all 0 without interval data. */
  qualitaet: z.object({ gemessen: z.number(), ersatzwert: z.number(), vorlaeufig: z.number() }),
  /** The VAT rate of the period (umsatzsteuerSatz by its first day and the energy), for the amounts' label; absent in contents stored before. */
  umsatzsteuerSatz: z.number().optional(),
  kosten: z.object({ arbeit: NettoBruttoSchema, grund: NettoBruttoSchema, netto: euro, umsatzsteuer: euro, brutto: euro }),
  abschlaege: z.object({ faelligkeiten: z.array(z.object({ datum: z.iso.date(), betrag: euro })), summe: euro }),
  saldo: euro,
  /** The forecast to the next billing date (p50 and range); null when there is nothing to forecast from. */
  prognose: z.object({ abrechnungsstichtag: z.iso.date(), saldo: z.object({ p10: euro, p50: euro, p90: euro }) }).nullable(),
  erstellt: z.string(),
});
export type Abrechnungsinformation = z.infer<typeof AbrechnungsinformationSchema>;

/** A list entry: what the list screen shows of each information. */
export const AbrechnungsinformationEintragSchema = AbrechnungsinformationSchema.pick({ id: true, von: true, bis: true, vorlaeufig: true, verbrauchKwh: true, saldo: true, erstellt: true }).extend({
  brutto: euro,
});
export type AbrechnungsinformationEintrag = z.infer<typeof AbrechnungsinformationEintragSchema>;

export const AbrechnungsinformationParamsSchema = z.object({
  vertragId: text().min(1).max(64),
  id: text()
    .max(21)
    .refine((id) => MONAT_ID.test(id) || ZEITRAUM_ID.test(id), { message: 'Bitte eine gültige Abrechnungsinformation angeben.' }),
});

/** The console's calls name the customer too. */
export const KonsoleVertragParamsSchema = z.object({ kundennummer: text().trim().min(1).max(64), vertragId: text().min(1).max(64) });
export const KonsoleParamsSchema = KonsoleVertragParamsSchema.extend({ id: AbrechnungsinformationParamsSchema.shape.id });

/**
 * The request names the period it wants, so a POST is always meant: from the last billing date (or the last
 * information) to the latest reading — the one period § 40b(2) EnWG asks for.
 */
export const AnforderungSchema = z.object({
  zeitraum: z.literal('SEIT_LETZTER_ABRECHNUNG', { message: 'Bitte den Zeitraum SEIT_LETZTER_ABRECHNUNG angeben.' }),
});
