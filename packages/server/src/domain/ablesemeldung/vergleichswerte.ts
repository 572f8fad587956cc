import type { FruehereAblesung, Verbrauchsperiode } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';

/** A campaign reading already stored for the contract (ablesemeldung), newest first. */
export interface Vorige {
  version: number;
  eingangsnummer: string;
  ablesung_id: number | null;
  code_id: number | null;
}

export interface Lage {
  vorige: Vorige[];
  /** Earlier readings of the meter before the reading date (those we flagged implausible are no yardstick). */
  fruehere: FruehereAblesung[];
  verbraeuche: Verbrauchsperiode[];
}

/**
 * Everything a campaign reading is judged against, in one statement: the contract's earlier versions in this
 * campaign, the meter's earlier readings before `vor` and the consumption periods. Read after the caller has
 * locked the code (or the contract), as a statement of its own, so it sees what a submission before it committed.
 */
export async function lageLesen(db: Db, mandant: string, kampagneId: number, vertragId: string, zaehlernummer: string, vor: string): Promise<Lage> {
  const z = await sql<{ vorige: Vorige[]; fruehere: Lage['fruehere']; verbraeuche: Lage['verbraeuche'] }>`select
      (select coalesce(json_agg(json_build_object('version', version, 'eingangsnummer', eingangsnummer, 'ablesung_id', ablesung_id, 'code_id', code_id) order by version desc), '[]')
        from ablesemeldung where mandant = ${mandant} and kampagne_id = ${kampagneId} and vertrag_id = ${vertragId}) as vorige,
      (select coalesce(json_agg(json_build_object('ablesedatum', ablesedatum, 'werte', ablesewerte)), '[]')
        from ablesung where mandant = ${mandant} and vertrag_id = ${vertragId} and zaehlernummer = ${zaehlernummer} and ablesedatum < ${vor}::date and plausibel is not false) as fruehere,
      (select coalesce(json_agg(json_build_object('von', von, 'bis', bis, 'summe', summe, 'prognose', prognose, 'proKanal', pro_kanal)), '[]')
        from verbrauch where mandant = ${mandant} and vertrag_id = ${vertragId}) as verbraeuche`.execute(db);
  const r = z.rows[0]!;
  return { vorige: r.vorige, fruehere: r.fruehere, verbraeuche: r.verbraeuche };
}

/** Earlier readings of the meter before `vor` and the consumption periods (a reading taken on the phone). */
export async function vergleichswerte(db: Db, mandant: string, vertragId: string, zaehlernummer: string, vor: string) {
  const { fruehere, verbraeuche } = await lageLesen(db, mandant, 0, vertragId, zaehlernummer, vor);
  return { fruehere, verbraeuche };
}
