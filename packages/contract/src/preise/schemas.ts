import { z } from 'zod';
import { UMSATZSTEUER_REGELSATZ } from '../geld/umsatzsteuer.ts';

// The components of a household electricity price besides energy. All amounts are net EUR/kWh,
// like `arbeitspreis` and `aufschlag` in the import; `umsatzsteuer` is a rate (0.19 = 19 %).

const ctProKwh = z.number().finite().min(0);
const uhrzeit = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Uhrzeit als HH:MM angeben');

export const NETZENTGELT_STUFEN = ['HLZ', 'SLZ', 'NLZ'] as const;
export type NetzentgeltStufe = (typeof NETZENTGELT_STUFEN)[number];

/**
 * §14a EnWG Modul 3: the grid operator publishes, per quarter of the year, the times of day of the high-load
 * (HLZ) and low-load (NLZ) windows; all other times are standard (SLZ). `von` ≥ `bis` runs over midnight.
 */
export const ZeitfensterSchema = z.object({
  quartale: z.array(z.number().int().min(1).max(4)).min(1),
  von: uhrzeit,
  bis: uhrzeit,
  stufe: z.enum(['HLZ', 'NLZ']),
});
export type Zeitfenster = z.infer<typeof ZeitfensterSchema>;

export const NetzentgeltSchema = z.object({
  /** Standard (SLZ) rate, and the only one without Modul 3. */
  standard: ctProKwh,
  hochlast: ctProKwh.nullish(),
  niedriglast: ctProKwh.nullish(),
  zeitfenster: z.array(ZeitfensterSchema).default([]),
});
export type Netzentgelt = z.infer<typeof NetzentgeltSchema>;

export const PreisbestandteileWerteSchema = z.object({
  netzentgelt: NetzentgeltSchema,
  konzessionsabgabe: ctProKwh,
  kwkgUmlage: ctProKwh,
  /** §19 StromNEV-Umlage */
  stromnevUmlage: ctProKwh,
  offshoreUmlage: ctProKwh,
  stromsteuer: ctProKwh,
  umsatzsteuer: z.number().min(0).max(1).default(UMSATZSTEUER_REGELSATZ),
});
export type Preisbestandteile = z.output<typeof PreisbestandteileWerteSchema>;

/** One all-in price with its parts (EUR/kWh); `preis` is what the customer pays, VAT included. */
export interface AllinAufschluesselung {
  marktpreis: number;
  aufschlag: number;
  netzentgelt: number;
  netzentgeltStufe: NetzentgeltStufe;
  konzessionsabgabe: number;
  kwkgUmlage: number;
  stromnevUmlage: number;
  offshoreUmlage: number;
  stromsteuer: number;
  netto: number;
  umsatzsteuer: number;
  preis: number;
}
