import { heuteIn, tagDanach } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { tagesgrenzen, VIERTELSTUNDE_MS, ZEICHEN_QUALITAET } from '../../domain/intervall/tage.ts';
import { quellenDekodieren } from '../../domain/intervall/quellen.ts';
import type { Kanal, Qualitaet } from './modell.ts';
import { werteSql } from '../../domain/intervall/werte.ts';

// The read side of what lastgang-speichern.ts writes: every version of a quarter hour with who sent it.

export interface Messwertstand {
  von: Date;
  bis: Date;
  /** kWh (a longer interval: its share of the quarter hour, to the Wh). */
  wert: number;
  qualitaet: Qualitaet;
  status: string | null;
  absender: string;
  dokumentnummer: string;
  erstellt: Date;
  /** null for the current value. */
  abgeloest: Date | null;
}

/** Every version of a contract's quarter-hour values in [von, bis), the current one last per quarter hour. */
export async function messwertVersionen(db: Db, mandant: string, vertragNr: number, kanal: Kanal, von: Date, bis: Date): Promise<Messwertstand[]> {
  const erster = tagDanach(heuteIn(von), -1);
  const letzter = heuteIn(new Date(bis.getTime() - 1));
  // Current values are the day rows' (Wh, only quarter hours a message sent); versions keep kWh.
  const r = await sql<{ tag: string; werte: (number | null)[]; qualitaet: string | null; quellen: number[] | null; nachricht: number | null; status: Record<string, string> | null; abgeloest: Date | null }>`
    select tag::text as tag, array(select w / 1000.0::float8 from unnest(${werteSql()}) with ordinality u(w, i) order by i) as werte, qualitaet, quellen,
      null::int as nachricht, status, null::timestamptz as abgeloest from intervall_tag
    where mandant = ${mandant} and vertrag_nr = ${vertragNr} and kanal = ${kanal} and tag between ${erster}::date and ${letzter}::date and quellen is not null
    union all
    select tag::text, werte, qualitaet, null, nachricht, status, abgeloest from messwert_tag_version
    where mandant = ${mandant} and vertrag_nr = ${vertragNr} and kanal = ${kanal} and tag between ${erster}::date and ${letzter}::date`.execute(db);
  const quellen = new Map(r.rows.filter((z) => z.nachricht === null).map((z) => [z, quellenDekodieren(z.quellen, z.werte)]));
  const nrs = [...new Set(r.rows.flatMap((z) => (z.nachricht !== null ? [z.nachricht] : quellen.get(z)!.filter((q): q is number => q !== null))))];
  const nachrichten = new Map(
    nrs.length === 0
      ? []
      : (await sql<{ nr: number; absender: string; dokumentnummer: string; erstellt: Date }>`
          select nr, absender, dokumentnummer, erstellt from mscons_nachricht where mandant = ${mandant} and nr = any(${nrs}::int[])`.execute(db)).rows.map((n) => [n.nr, n]),
  );
  const staende: Messwertstand[] = [];
  for (const z of r.rows) {
    const beginn = tagesgrenzen(z.tag).beginn;
    const quelle = quellen.get(z) ?? null;
    z.werte.forEach((w, i) => {
      const t = beginn + i * VIERTELSTUNDE_MS;
      if (w === null || t < von.getTime() || t >= bis.getTime() || (quelle && quelle[i] === null)) return;
      const n = nachrichten.get(quelle ? quelle[i]! : z.nachricht!)!;
      staende.push({
        von: new Date(t), bis: new Date(t + VIERTELSTUNDE_MS), wert: Number(w), qualitaet: ZEICHEN_QUALITAET[z.qualitaet?.[i] ?? 'G']!, status: z.status?.[i] ?? null,
        absender: n.absender, dokumentnummer: n.dokumentnummer, erstellt: new Date(n.erstellt), abgeloest: z.abgeloest === null ? null : new Date(z.abgeloest),
      });
    });
  }
  return staende.sort(
    (a, b) => a.von.getTime() - b.von.getTime() || Number(a.abgeloest === null) - Number(b.abgeloest === null) || a.erstellt.getTime() - b.erstellt.getTime() || a.dokumentnummer.localeCompare(b.dokumentnummer),
  );
}
