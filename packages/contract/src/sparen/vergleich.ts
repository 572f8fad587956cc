import { allinPreis } from '../preise/allin.ts';
import { berlinOrtszeit } from '../preise/ortszeit.ts';
import type { Preisbestandteile } from '../preise/schemas.ts';
import type { ProduktArt } from './produkte.ts';
import { VIERTELSTUNDE_MS } from './fenster.ts';

// Issue 30 item 3: "Was hätte ich mit … gezahlt?" — pure, so docs/sparen.md's formulas can be checked by
// hand against the tests. Energy kWh, prices EUR/kWh, money EUR.

export interface Verbrauchswert {
  von: number;
  bis: number;
  kwh: number;
}

/** A product (or the current tariff) as the comparison prices it. */
export interface Preisung {
  art: ProduktArt;
  grundpreis: number;
  arbeitspreis: number;
  arbeitspreisNT: number | null;
  ntVon: string;
  ntBis: string;
  aufschlag: number;
  bestandteile: Preisbestandteile | null;
}

const minuten = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a local time of day falls in the NT window [ntVon, ntBis) (over midnight when ntVon ≥ ntBis). */
export function istNt(preisung: Pick<Preisung, 'ntVon' | 'ntBis'>, zeitpunkt: number): boolean {
  const m = berlinOrtszeit(zeitpunkt).minute;
  const von = minuten(preisung.ntVon);
  const bis = minuten(preisung.ntBis);
  return von < bis ? m >= von && m < bis : m >= von || m < bis;
}

/** Price of one quarter hour: fixed, HT/NT by time of day, or all-in from the market price (null: unknown). */
export function preisJeViertelstunde(p: Preisung, zeitpunkt: number, marktpreis: number | null): number | null {
  if (p.art === 'FEST') return p.arbeitspreis;
  if (p.art === 'HTNT') return istNt(p, zeitpunkt) ? (p.arbeitspreisNT ?? p.arbeitspreis) : p.arbeitspreis;
  if (marktpreis === null) return null;
  if (p.bestandteile) return allinPreis(marktpreis, p.aufschlag, p.bestandteile, zeitpunkt).preis;
  return (marktpreis + p.aufschlag) * 1.19;
}

export interface Energiekosten {
  /** Σ kWh × price over the values with a price. */
  kosten: number;
  /** kWh with a price. */
  kwh: number;
}

/**
 * Energy cost on the customer's own values. A value longer than a quarter hour (hourly data) is split
 * evenly over its quarter hours, each priced on its own; a quarter hour without a market price is left out.
 */
export function energiekosten(werte: readonly Verbrauchswert[], p: Preisung, marktpreis: (viertelstunde: number) => number | null): Energiekosten {
  let kosten = 0;
  let kwh = 0;
  for (const w of werte) {
    const teile = Math.max(1, Math.round((w.bis - w.von) / VIERTELSTUNDE_MS));
    const teil = w.kwh / teile;
    for (let i = 0; i < teile; i++) {
      const t = w.von + i * VIERTELSTUNDE_MS;
      const preis = preisJeViertelstunde(p, t, p.art === 'DYNAMISCH' ? marktpreis(t) : null);
      if (preis === null) continue;
      kosten += teil * preis;
      kwh += teil;
    }
  }
  return { kosten, kwh };
}

export interface Hochrechnung {
  kosten: number;
  unsicherheit: number;
  /** Share of the period the price rests on, 0–1. */
  abdeckung: number;
}

/**
 * From the priced part to the whole period (docs/sparen.md):
 * - grundkosten = grundpreis × 12 × tage / 365;
 * - the period's energy cost is the priced cost scaled by energy: kostenGemessen × (kwhGesamt / kwhBepreist),
 *   then by time coverage to the whole period: ÷ abdeckungZeit;
 * - abdeckung = abdeckungZeit × kwhBepreist / kwhGesamt; the unknown rest (1 − abdeckung) of the energy
 *   cost is the uncertainty: unsicherheit = arbeitskosten × (1 − abdeckung), plus a model share for data
 *   not measured per quarter hour (`zusatzUnsicherheit`, EUR).
 */
export function hochrechnen(
  e: Energiekosten,
  kwhGesamt: number,
  abdeckungZeit: number,
  grundpreis: number,
  tage: number,
  zusatzUnsicherheit = 0,
): Hochrechnung | null {
  if (abdeckungZeit <= 0 || e.kwh <= 0 || kwhGesamt <= 0) return null;
  const abdeckung = Math.min(1, abdeckungZeit * (e.kwh / kwhGesamt));
  const arbeitskosten = (e.kosten * (kwhGesamt / e.kwh)) / Math.min(1, abdeckungZeit);
  const grundkosten = (grundpreis * 12 * tage) / 365;
  return {
    kosten: Math.round((arbeitskosten + grundkosten) * 100) / 100,
    unsicherheit: Math.round((arbeitskosten * (1 - abdeckung) + zusatzUnsicherheit) * 100) / 100,
    abdeckung: Math.round(abdeckung * 10000) / 10000,
  };
}

/** A product is called cheaper only when it saves more than both uncertainties together. */
export function istGuenstiger(produkt: Hochrechnung, aktuell: Hochrechnung): boolean {
  return produkt.kosten - aktuell.kosten < -(produkt.unsicherheit + aktuell.unsicherheit);
}
