import { berlinDatum, berlinOrtszeit, kwhAusgeben, preisAusgeben, teilbetragAusgeben, inViertelstunden, kundenpreis, tagDanach, umsatzsteuerSatz, tagesbeginn, VIERTELSTUNDE_MS, zeitpunktIso, type HistorieEintrag, type HistorieIntervall, type Mandant, type Preisbestandteile } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import type { VertragZeile } from '../vertrag-zugriff.ts';
import { bestandteileMehrererLesen, marktpreiseLesen, tarifZeilenLesen, type TarifZeile } from './preisgrundlagen.ts';
import { verbrauchswerteLesen } from './viertelstunden.ts';

// The history's kosten at the all-in price where the contract's dynamic tariff has price
// components (docs/sparen.md). Computed here from the quarter hours with the contract's pure all-in
// function, instead of the SQL aggregation, which knows only market price + aufschlag.

export interface Periode {
  von: number;
  bis: number;
  tarif: TarifZeile;
  bestandteile: Preisbestandteile | null;
}

/** The contract's tariffs as gap-free instants (as tarifperioden-sql.ts), each with its components. */
export async function perioden(db: Db, mandant: Mandant, vertrag: VertragZeile): Promise<Periode[]> {
  const zeilen = await tarifZeilenLesen(db, vertrag.mandant, vertrag.id);
  return periodenAus(zeilen, await bestandteileMehrererLesen(db, mandant, zeilen.filter((t) => t.ist_dynamisch).map((t) => t.preisbestandteile)));
}

/** perioden from the contract's tariff rows and its dynamic tariffs' components (bestandteileMehrererLesen), read already. */
export function periodenAus(tarife: readonly TarifZeile[], bestandteile: (id: string | null | undefined) => Preisbestandteile | null): Periode[] {
  const zeilen = [...tarife].sort(
    (a, b) => (a.gueltig_von ?? '').localeCompare(b.gueltig_von ?? '') || a.position - b.position,
  );
  const aus: Periode[] = [];
  for (const [i, t] of zeilen.entries()) {
    const naechste = zeilen[i + 1]?.gueltig_von;
    const von = t.gueltig_von ? tagesbeginn(t.gueltig_von).getTime() : -Infinity;
    const bis = Math.min(t.gueltig_bis ? tagesbeginn(tagDanach(t.gueltig_bis)).getTime() : Infinity, naechste ? tagesbeginn(naechste).getTime() : Infinity);
    aus.push({ von, bis, tarif: t, bestandteile: t.ist_dynamisch ? bestandteile(t.preisbestandteile) : null });
  }
  return aus;
}

/** The periods when any dynamic tariff of the contract has components; null when none has (the SQL path applies). */
export async function allinPerioden(db: Db, mandant: Mandant, vertrag: VertragZeile): Promise<Periode[] | null> {
  const p = await perioden(db, mandant, vertrag);
  return p.some((x) => x.bestandteile !== null) ? p : null;
}

const grenzenCache = new Map<string, { von: number; bis: number }>();
/** Local day or month bounds by key; tagesbeginn (TZDate) is slow, so each key is computed once. */
function grenzen(schluessel: string, naechster: () => string): { von: number; bis: number } {
  let g = grenzenCache.get(schluessel);
  if (!g) {
    g = { von: tagesbeginn(schluessel).getTime(), bis: tagesbeginn(naechster()).getTime() };
    grenzenCache.set(schluessel, g);
  }
  return g;
}

function eimer(intervall: HistorieIntervall, t: number): { schluessel: number; von: number; bis: number } {
  if (intervall === 'hourly') {
    const von = Math.floor(t / 3_600_000) * 3_600_000;
    return { schluessel: von, von, bis: von + 3_600_000 };
  }
  const o = berlinOrtszeit(t);
  const zwei = (n: number) => String(n).padStart(2, '0');
  const tag = intervall === 'daily' ? `${o.jahr}-${zwei(o.monat)}-${zwei(o.tag)}` : `${o.jahr}-${zwei(o.monat)}-01`;
  const g = grenzen(tag, () => (intervall === 'daily' ? tagDanach(tag) : o.monat === 12 ? `${o.jahr + 1}-01-01` : `${o.jahr}-${zwei(o.monat + 1)}-01`));
  return { schluessel: g.von, ...g };
}

/**
 * History buckets as historie-repository.ts gives them (same rounding: kosten = arbeitspreis × verbrauch,
 * the price over the priced energy), priced per quarter hour by kundenpreis: fixed tariffs at their arbeitspreis
 * (NT hours at arbeitspreisNT; a net one with the VAT of the local day and Sparte, as the SQL path), dynamic ones with components at the all-in price, dynamic ones without at market price + aufschlag with VAT (as the SQL).
 */
export async function allinHistorieLesen(db: Db, vertrag: VertragZeile, p: Periode[], von: Date, bis: Date, intervall: HistorieIntervall): Promise<HistorieEintrag[]> {
  const [werte, markt] = await Promise.all([
    verbrauchswerteLesen(db, vertrag.mandant, vertrag.nr, von, bis),
    marktpreiseLesen(db, vertrag.mandant, new Date(von.getTime() - 3_600_000), bis),
  ]);
  const preis = new Map(inViertelstunden(markt).map((m) => [m.von, m.preis]));
  const eimerListe = new Map<number, { von: number; bis: number; verbrauch: number; bepreist: number; kosten: number }>();
  for (const w of werte) {
    const e = eimer(intervall, w.von);
    let b = eimerListe.get(e.schluessel);
    if (!b) {
      b = { von: e.von, bis: e.bis, verbrauch: 0, bepreist: 0, kosten: 0 };
      eimerListe.set(e.schluessel, b);
    }
    b.verbrauch += w.kwh;
    const teile = Math.max(1, Math.round((w.bis - w.von) / VIERTELSTUNDE_MS));
    for (let i = 0; i < teile; i++) {
      const t = w.von + i * VIERTELSTUNDE_MS;
      const per = p.find((x) => t >= x.von && t < x.bis);
      if (!per) continue;
      const boerse = preis.get(t) ?? null;
      // With or without components, what the customer pays (with VAT), as the SQL path.
      const q = kundenpreis({ istDynamisch: per.tarif.ist_dynamisch, arbeitspreis: per.tarif.arbeitspreis, arbeitspreisNT: per.tarif.arbeitspreis_nt, aufschlag: per.tarif.aufschlag }, boerse, per.bestandteile, t);
      if (q === null) continue;
      const netto = !per.tarif.ist_dynamisch && per.tarif.tariftyp !== 'ALLES_INKLUSIVE_BRUTTO';
      b.bepreist += w.kwh / teile;
      b.kosten += (w.kwh / teile) * q * (netto ? 1 + umsatzsteuerSatz(berlinDatum(t), vertrag.versorgungsart) : 1);
    }
  }
  return [...eimerListe.values()]
    .sort((a, b) => a.von - b.von)
    .map((b) => {
      const arbeitspreis = b.bepreist > 0 ? b.kosten / b.bepreist : null;
      const kosten = arbeitspreis === null ? null : Math.abs(b.bepreist - b.verbrauch) < 1e-9 ? b.kosten : arbeitspreis * b.verbrauch;
      return {
        von: zeitpunktIso(new Date(b.von)),
        bis: zeitpunktIso(new Date(b.bis)),
        verbrauch: kwhAusgeben(b.verbrauch),
        arbeitspreis: arbeitspreis === null ? null : preisAusgeben(arbeitspreis),
        kosten: kosten === null ? null : teilbetragAusgeben(kosten),
      };
    });
}
