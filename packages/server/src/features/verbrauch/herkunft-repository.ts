import { type HistorieEintrag, type HistorieIntervall, heuteIn, QUALITAETEN, type Qualitaet, tagDanach } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { quellenDekodieren } from '../../domain/intervall/quellen.ts';
import { tagesgrenzen, VIERTELSTUNDE_MS, ZEICHEN_QUALITAET, zeichenVon } from '../../domain/intervall/tage.ts';
import { werteSql } from '../../domain/intervall/werte.ts';

// Where the history's values come from. Reads the quarter hours of the day rows that the metering
// operator sent by MSCONS (`intervall_tag` with `quellen`, migration 0210: a quality letter per quarter hour,
// and feed-in) and sums them per history bucket; kept apart from the priced history query. Buckets as the
// history cuts them: UTC hours (Berlin's offsets are whole hours), Berlin days and months.

type Herkunft = Pick<HistorieEintrag, 'qualitaet' | 'anteile' | 'einspeisung'>;

const STUNDE_MS = 3_600_000;

interface Eimer {
  bezug: number;
  anzahl: Record<Qualitaet, number>;
  /** Wh. */
  einspeisung: number | null;
}

/** Per bucket start (ms): weakest quality, shares by time, feed-in in kWh. */
export async function herkunftLesen(db: Db, mandant: string, vertragNr: number, von: Date, bis: Date, intervall: HistorieIntervall): Promise<Map<number, Herkunft>> {
  const r = await sql<{ kanal: 'BEZUG' | 'EINSPEISUNG'; tag: string; werte: (number | null)[]; qualitaet: string | null; quellen: number[] }>`
    select kanal, tag::text as tag, ${werteSql()} as werte, qualitaet, quellen from intervall_tag
    where mandant = ${mandant} and vertrag_nr = ${vertragNr} and quellen is not null
      and tag between ${tagDanach(heuteIn(von), -1)}::date and ${heuteIn(new Date(bis.getTime() - 1))}::date`.execute(db);
  const eimer = new Map<number, Eimer>();
  for (const z of r.rows) {
    const beginn = tagesgrenzen(z.tag).beginn;
    // Days and months start at local midnight: the day row's own start, or that of the month's first day.
    const festerBeginn = intervall === 'daily' ? beginn : intervall === 'monthly' ? tagesgrenzen(`${z.tag.slice(0, 8)}01`).beginn : null;
    const quelle = quellenDekodieren(z.quellen, z.werte);
    const zeichen = zeichenVon(z.werte, z.qualitaet);
    z.werte.forEach((w, i) => {
      const t = beginn + i * VIERTELSTUNDE_MS;
      if (w === null || quelle[i] === null || t < von.getTime() || t >= bis.getTime()) return;
      const schluessel = festerBeginn ?? Math.floor(t / STUNDE_MS) * STUNDE_MS;
      let e = eimer.get(schluessel);
      if (!e) eimer.set(schluessel, (e = { bezug: 0, anzahl: { GEMESSEN: 0, ERSATZWERT: 0, VORLAEUFIG: 0 }, einspeisung: null }));
      if (z.kanal === 'EINSPEISUNG') e.einspeisung = (e.einspeisung ?? 0) + w;
      else {
        e.bezug++;
        e.anzahl[ZEICHEN_QUALITAET[zeichen[i]!] ?? 'GEMESSEN']++;
      }
    });
  }
  const ergebnis = new Map<number, Herkunft>();
  const runden = (x: number) => Math.round(x * 10_000) / 10_000;
  for (const [beginn, e] of eimer) {
    const h: Herkunft = {};
    if (e.bezug > 0) {
      const anteile = { GEMESSEN: e.anzahl.GEMESSEN / e.bezug, ERSATZWERT: e.anzahl.ERSATZWERT / e.bezug, VORLAEUFIG: e.anzahl.VORLAEUFIG / e.bezug };
      // Weakest first: a provisional value may still change, a substitute is an estimate.
      h.qualitaet = [...QUALITAETEN].reverse().find((q) => anteile[q] > 0) ?? 'GEMESSEN';
      h.anteile = { GEMESSEN: runden(anteile.GEMESSEN), ERSATZWERT: runden(anteile.ERSATZWERT), VORLAEUFIG: runden(anteile.VORLAEUFIG) };
    }
    if (e.einspeisung !== null) h.einspeisung = e.einspeisung / 1000;
    ergebnis.set(beginn, h);
  }
  return ergebnis;
}
