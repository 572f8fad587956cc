import { aufCent, inCent, inEuro } from '../geld/cent.ts';
import { UMSATZSTEUER_REGELSATZ } from '../geld/umsatzsteuer.ts';
import { allinPreis, netzentgeltSatz, stufeNachOrtszeit } from '../preise/allin.ts';
import { berlinOrtszeit, berlinVersatzMinuten } from '../preise/ortszeit.ts';
import type { Preisbestandteile } from '../preise/schemas.ts';
import type { ProduktArt } from './produkte.ts';
import { VIERTELSTUNDE_MS } from './fenster.ts';

// "Was hätte ich mit … gezahlt?" — pure, so docs/sparen.md's formulas can be checked by
// hand against the tests. Energy kWh, prices EUR/kWh, money EUR — every price gross (VAT included), so a
// product and the contract's tariff are compared on one basis.

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
  return (marktpreis + p.aufschlag) * (1 + UMSATZSTEUER_REGELSATZ);
}

export interface Energiekosten {
  /** Σ kWh × price over the values with a price. */
  kosten: number;
  /** kWh with a price. */
  kwh: number;
}

/**
 * The customer's values as quarter hours with their local time slot, computed once per comparison and
 * shared by every product (a value longer than a quarter hour, hourly data, is split evenly over its
 * quarter hours). `markt` is NaN where no market price is known.
 */
export interface Raster {
  kwh: Float64Array;
  /** 0–95: local quarter hour of the day. */
  slot: Uint8Array;
  /** 0–3: quarter of the year. */
  quartal: Uint8Array;
  markt: Float64Array;
}

export function rasterBauen(werte: readonly Verbrauchswert[], marktpreis: (viertelstunde: number) => number | null): Raster {
  let n = 0;
  for (const w of werte) n += Math.max(1, Math.round((w.bis - w.von) / VIERTELSTUNDE_MS));
  const r: Raster = { kwh: new Float64Array(n), slot: new Uint8Array(n), quartal: new Uint8Array(n), markt: new Float64Array(n) };
  let i = 0;
  for (const w of werte) {
    const teile = Math.max(1, Math.round((w.bis - w.von) / VIERTELSTUNDE_MS));
    for (let k = 0; k < teile; k++, i++) {
      const t = w.von + k * VIERTELSTUNDE_MS;
      const ort = berlinOrtszeit(t);
      r.kwh[i] = w.kwh / teile;
      r.slot[i] = Math.floor(ort.minute / 15);
      r.quartal[i] = Math.ceil(ort.monat / 3) - 1;
      const m = marktpreis(t);
      r.markt[i] = m === null ? NaN : m;
    }
  }
  return r;
}

/**
 * One local day of a contract's quarter hours as stored (`intervall_tag.werte`, Wh, null = no
 * value; quarter hour i starts at beginn + i × 15 min) with its market prices aligned (EUR/kWh, NaN = none).
 */
export interface Tageswerte {
  /** YYYY-MM-DD, local. */
  tag: string;
  /** Local midnight, ms. */
  beginn: number;
  werte: ReadonlyArray<number | null>;
  markt: ArrayLike<number> | null;
}

/**
 * rasterBauen straight from day arrays, for a year's 35,040 quarter hours without an object or a calendar
 * computation per value: the quarter of the year is the day's, the slot is i except on the change days.
 * Also gives what the comparison needs besides: the number of quarter hours with a value and their kWh.
 */
export function rasterAusTagen(tage: readonly Tageswerte[]): { raster: Raster; viertelstunden: number; kwh: number } {
  let n = 0;
  for (const t of tage) for (const w of t.werte) if (w !== null) n++;
  const r: Raster = { kwh: new Float64Array(n), slot: new Uint8Array(n), quartal: new Uint8Array(n), markt: new Float64Array(n) };
  let k = 0;
  let summe = 0;
  for (const t of tage) {
    const quartal = Math.ceil(Number(t.tag.slice(5, 7)) / 3) - 1;
    const normal = t.werte.length === 96;
    const mitternacht = Date.UTC(Number(t.tag.slice(0, 4)), Number(t.tag.slice(5, 7)) - 1, Number(t.tag.slice(8, 10)));
    for (let i = 0; i < t.werte.length; i++) {
      const w = t.werte[i];
      if (w === null || w === undefined) continue;
      const kwh = w / 1000;
      r.kwh[k] = kwh;
      summe += kwh;
      if (normal) r.slot[k] = i;
      else {
        // 23 or 25 hours: the local time of the quarter hour (02:00–02:45 twice in October).
        const ms = t.beginn + i * VIERTELSTUNDE_MS;
        r.slot[k] = Math.floor((ms + berlinVersatzMinuten(ms) * 60_000 - mitternacht) / VIERTELSTUNDE_MS);
      }
      r.quartal[k] = quartal;
      r.markt[k] = t.markt ? t.markt[i]! : NaN;
      k++;
    }
  }
  return { raster: r, viertelstunden: n, kwh: summe };
}

/** Energy cost of one product on the raster: price tables per slot, so no date arithmetic per value. */
export function rasterKosten(r: Raster, p: Preisung): Energiekosten {
  let kosten = 0;
  let kwh = 0;
  if (p.art === 'FEST') {
    for (let i = 0; i < r.kwh.length; i++) kwh += r.kwh[i]!;
    return { kosten: kwh * p.arbeitspreis, kwh };
  }
  if (p.art === 'HTNT') {
    const nt = new Float64Array(96);
    const von = minuten(p.ntVon);
    const bis = minuten(p.ntBis);
    for (let s = 0; s < 96; s++) {
      const m = s * 15;
      const istNacht = von < bis ? m >= von && m < bis : m >= von || m < bis;
      nt[s] = istNacht ? (p.arbeitspreisNT ?? p.arbeitspreis) : p.arbeitspreis;
    }
    for (let i = 0; i < r.kwh.length; i++) {
      kosten += r.kwh[i]! * nt[r.slot[i]!]!;
      kwh += r.kwh[i]!;
    }
    return { kosten, kwh };
  }
  // Dynamic: (market + aufschlag + grid fee of the slot + the flat components) × (1 + VAT), as allinPreis.
  const b = p.bestandteile;
  const faktor = 1 + (b ? b.umsatzsteuer : UMSATZSTEUER_REGELSATZ);
  const fix = b ? b.konzessionsabgabe + b.kwkgUmlage + b.stromnevUmlage + b.offshoreUmlage + b.stromsteuer : 0;
  const netz = new Float64Array(4 * 96);
  if (b) for (let q = 0; q < 4; q++) for (let s = 0; s < 96; s++) netz[q * 96 + s] = netzentgeltSatz(b.netzentgelt, stufeNachOrtszeit(b.netzentgelt, q + 1, s * 15));
  for (let i = 0; i < r.kwh.length; i++) {
    const m = r.markt[i]!;
    if (Number.isNaN(m)) continue;
    kosten += r.kwh[i]! * (m + p.aufschlag + fix + netz[r.quartal[i]! * 96 + r.slot[i]!]!) * faktor;
    kwh += r.kwh[i]!;
  }
  return { kosten, kwh };
}

/** Energy cost on the customer's own values (rasterBauen + rasterKosten for one product). */
export function energiekosten(werte: readonly Verbrauchswert[], p: Preisung, marktpreis: (viertelstunde: number) => number | null): Energiekosten {
  return rasterKosten(rasterBauen(werte, marktpreis), p);
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
    kosten: inEuro(inCent(arbeitskosten) + inCent(grundkosten)),
    unsicherheit: aufCent(arbeitskosten * (1 - abdeckung) + zusatzUnsicherheit),
    abdeckung: Math.round(abdeckung * 10000) / 10000,
  };
}

/** A product is called cheaper only when it saves more than both uncertainties together. */
export function istGuenstiger(produkt: Hochrechnung, aktuell: Hochrechnung): boolean {
  return produkt.kosten - aktuell.kosten < -(produkt.unsicherheit + aktuell.unsicherheit);
}
