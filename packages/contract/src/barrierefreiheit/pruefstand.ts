import { kriteriumAusTag, WCAG_KRITERIEN } from './kriterien.ts';
import type { OffenerPunkt, Pruefstand } from './schemas.ts';
import { barrierefreiheitTexte as t } from './texte.ts';

/** What one axe run in a browser test records (e2e/support/barrierefreiheit.ts writes it). */
export interface AxeErgebnis {
  art: 'axe';
  test: string;
  seite: string;
  zeit: string;
  verstoesse: { regel: string; hilfe: string; tags: string[]; anzahl: number }[];
}

/** What one keyboard-only browser test records: its flow and whether it passed. */
export interface TastaturErgebnis {
  art: 'tastatur';
  test: string;
  zeit: string;
  bestanden: boolean;
}

export type PruefErgebnis = AxeErgebnis | TastaturErgebnis;

const kriterienAus = (tags: string[]) => [...new Set(tags.map(kriteriumAusTag).filter((k): k is string => k !== undefined))];

/**
 * The statement's data from the test suite's own results: every axe rule violated anywhere becomes one open
 * item with the screens it was found on; every failed keyboard flow one item under WCAG 2.1.1. Nothing is
 * kept by hand: fixing the screen and running the tests again removes the item.
 */
export function pruefstandAus(ergebnisse: PruefErgebnis[]): Pruefstand {
  const punkte = new Map<string, OffenerPunkt>();
  const seiten = new Set<string>();
  const ablaeufe = new Set<string>();
  for (const e of ergebnisse) {
    if (e.art === 'tastatur') {
      ablaeufe.add(e.test);
      if (!e.bestanden) {
        punkte.set(`tastatur ${e.test}`, { quelle: 'tastatur', kriterien: ['2.1.1'], titel: WCAG_KRITERIEN['2.1.1']!, regel: e.test, beschreibung: `${t.quelleTastatur}: ${e.test}`, fundstellen: [e.test] });
      }
      continue;
    }
    seiten.add(e.seite);
    for (const v of e.verstoesse) {
      const schluessel = `axe ${v.regel}`;
      const da = punkte.get(schluessel);
      if (da) {
        if (!da.fundstellen.includes(e.seite)) da.fundstellen.push(e.seite);
        continue;
      }
      const kriterien = kriterienAus(v.tags);
      const erstes = kriterien[0];
      punkte.set(schluessel, { quelle: 'axe', kriterien, titel: (erstes && WCAG_KRITERIEN[erstes]) || v.hilfe, regel: v.regel, beschreibung: v.hilfe, fundstellen: [e.seite] });
    }
  }
  const zeiten = ergebnisse.map((e) => e.zeit).sort();
  return {
    letztePruefung: zeiten.at(-1) ?? null,
    gepruefteSeiten: seiten.size,
    tastaturAblaeufe: ablaeufe.size,
    offenePunkte: [...punkte.values()].map((p) => ({ ...p, fundstellen: p.fundstellen.sort() })).sort((a, b) => a.regel.localeCompare(b.regel)),
  };
}

/** Full conformance only when a check ran, found nothing and the tenant knows of no further limit. */
export function konformitaet(stand: Pruefstand, weitereEinschraenkungen: string[]): 'vollstaendig' | 'teilweise' {
  return stand.letztePruefung !== null && stand.offenePunkte.length === 0 && weitereEinschraenkungen.length === 0 ? 'vollstaendig' : 'teilweise';
}
