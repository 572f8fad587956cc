import { imNtFenster, inViertelstunden, kundenpreis, preisangabe, tagDanach, tagesbeginn, type Verbrauchswert } from '@ekp/contract';
import type { VertragZeile } from '../../domain/vertrag-zugriff.ts';
import type { Periode } from '../../domain/sparen/allin-historie.ts';
import type { Preisbasis } from './betraege.ts';

// What the tariff says the customer owes, in EUR before rounding, per price basis (betraege.ts rounds).
// Working price per quarter hour as the history prices it (kundenpreis: a fixed tariff's arbeitspreis, a
// dynamic one's all-in price or market price + aufschlag with VAT, NT hours 22–06 at the NT price where the
// tariff has one).

/** The price basis of a tariff's figures: a dynamic tariff's quarter-hour price is always gross (kundenpreis). */
export function basisArbeit(p: Periode, vertrag: VertragZeile): Preisbasis {
  return p.tarif.ist_dynamisch ? 'brutto' : basisGrund(p, vertrag);
}

export function basisGrund(p: Periode, vertrag: VertragZeile): Preisbasis {
  return preisangabe({ tariftyp: p.tarif.tariftyp, istDynamisch: p.tarif.ist_dynamisch }, vertrag.kunden_art);
}

const periodeZu = (perioden: readonly Periode[], t: number) => perioden.find((p) => t >= p.von && t < p.bis);

// Berlin wall time is slow to compute and a monthly run asks the same quarter hours and days for every
// contract: each answer is kept (a few months of quarter hours at most; cleared beyond that).
// Kept by quarter-hour number (t / 15 min): a small integer is a much cheaper map key than the instant.
const ntJe = new Map<number, boolean>();
function imNt(t: number): boolean {
  const k = t / 900_000;
  let nt = ntJe.get(k);
  if (nt === undefined) {
    if (ntJe.size > 50_000) ntJe.clear();
    nt = imNtFenster(t);
    ntJe.set(k, nt);
  }
  return nt;
}
const beginnJe = new Map<string, number>();
function tagBeginn(tag: string): number {
  let t = beginnJe.get(tag);
  if (t === undefined) {
    if (beginnJe.size > 10_000) beginnJe.clear();
    t = tagesbeginn(tag).getTime();
    beginnJe.set(tag, t);
  }
  return t;
}

// A batch's contracts share one list of market prices (vorrat.ts): its quarter-hour map is made once for it.
const preisJe = new WeakMap<object, Map<number, number>>();
function preisJeViertelstunde(markt: ReadonlyArray<{ von: number; bis: number; preis: number }>): Map<number, number> {
  let m = preisJe.get(markt);
  if (!m) preisJe.set(markt, (m = new Map(inViertelstunden(markt).map((x) => [x.von, x.preis]))));
  return m;
}

export interface Arbeitskosten {
  euro: Record<Preisbasis, number>;
  htKwh: number;
  ntKwh: number;
  /** kWh without a price (no tariff, or no market price yet). */
  ohnePreisKwh: number;
}

/** The working price of quarter-hour values (hourly ones split evenly, as the history does). */
export function arbeitskostenAusWerten(
  werte: readonly Verbrauchswert[],
  perioden: readonly Periode[],
  markt: ReadonlyArray<{ von: number; bis: number; preis: number }>,
  vertrag: VertragZeile,
): Arbeitskosten {
  const preis = preisJeViertelstunde(markt);
  // Per period, once: its price basis and the tariff as kundenpreis takes it in HT and in NT hours.
  const jePeriode = new Map(
    perioden.map((p) => {
      const tarif = (arbeitspreis: number) => ({ istDynamisch: p.tarif.ist_dynamisch, arbeitspreis, arbeitspreisNT: null, aufschlag: p.tarif.aufschlag });
      return [p, { basis: basisArbeit(p, vertrag), ht: tarif(p.tarif.arbeitspreis), nt: tarif(p.tarif.arbeitspreis_nt ?? p.tarif.arbeitspreis) }] as const;
    }),
  );
  const aus: Arbeitskosten = { euro: { netto: 0, brutto: 0 }, htKwh: 0, ntKwh: 0, ohnePreisKwh: 0 };
  for (const w of werte) {
    const teile = Math.max(1, Math.round((w.bis - w.von) / 900_000));
    for (let i = 0; i < teile; i++) {
      const t = w.von + i * 900_000;
      const kwh = w.kwh / teile;
      const p = periodeZu(perioden, t);
      if (!p) {
        aus.ohnePreisKwh += kwh;
        continue;
      }
      const nt = !p.tarif.ist_dynamisch && p.tarif.arbeitspreis_nt !== null && imNt(t);
      const jp = jePeriode.get(p)!;
      // Whether it is an NT hour is known already: kundenpreis gets the price of that hour as the fixed one
      // (its NT rule would look the window up again, which is slow, for a third of the quarter hours).
      const q = kundenpreis(nt ? jp.nt : jp.ht, preis.get(t) ?? null, p.bestandteile, t);
      if (nt) aus.ntKwh += kwh;
      else aus.htKwh += kwh;
      if (q === null) {
        aus.ohnePreisKwh += kwh;
        continue;
      }
      aus.euro[jp.basis] += kwh * q;
    }
  }
  // As the history: energy without a price is billed at the mean price of the priced energy.
  const gesamt = aus.htKwh + aus.ntKwh;
  const bepreist = gesamt - aus.ohnePreisKwh;
  if (aus.ohnePreisKwh > 0 && bepreist > 0) for (const b of ['netto', 'brutto'] as const) aus.euro[b] *= gesamt / bepreist;
  return aus;
}

/**
 * The working price of energy known only from readings: spread evenly over the period's days, each day at the
 * tariff valid on it; HT and NT registers at their prices where the tariff has an NT price.
 */
export function arbeitskostenAusAblesung(htKwh: number, ntKwh: number, von: string, bis: string, perioden: readonly Periode[], vertrag: VertragZeile): Record<Preisbasis, number> {
  const aus: Record<Preisbasis, number> = { netto: 0, brutto: 0 };
  const tage: string[] = [];
  for (let tag = von; tag <= bis; tag = tagDanach(tag)) tage.push(tag);
  for (const tag of tage) {
    const p = periodeZu(perioden, tagesbeginn(tag).getTime());
    if (!p) continue;
    const nt = p.tarif.arbeitspreis_nt;
    const betrag = nt === null ? ((htKwh + ntKwh) * p.tarif.arbeitspreis) / tage.length : (htKwh * p.tarif.arbeitspreis + ntKwh * nt) / tage.length;
    aus[basisArbeit(p, vertrag)] += betrag;
  }
  return aus;
}

/** The base price of the period's days, each at the tariff valid on it. */
export function grundkosten(von: string, bis: string, perioden: readonly Periode[], vertrag: VertragZeile, anteilig: (grundpreis: number, tage: number) => number): Record<Preisbasis, number> {
  const aus: Record<Preisbasis, number> = { netto: 0, brutto: 0 };
  for (let tag = von; tag <= bis; tag = tagDanach(tag)) {
    const p = periodeZu(perioden, tagBeginn(tag));
    if (p) aus[basisGrund(p, vertrag)] += anteilig(p.tarif.grundpreis, 1);
  }
  return aus;
}
