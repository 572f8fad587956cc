import { heuteIn, type IsoDatum } from '../common/datum.ts';
import type { Tarif } from './schemas.ts';

export interface TarifAufteilung {
  zukuenftige: Tarif[];
  aktuelle: Tarif[];
  vorangegangene: Tarif[];
}

/** Newest first; an open start (no gueltigVon) is the oldest. */
function nachGueltigVonAbsteigend(a: Tarif, b: Tarif): number {
  return (b.gueltigVon ?? '').localeCompare(a.gueltigVon ?? '');
}

/**
 * SPEC §4 tariff-history split at `jetzt` (days in Europe/Berlin): future when gueltigVon is after
 * today; past when gueltigBis lies before today (gueltigBis is the last day the tariff applies, so
 * it ends at the midnight after it); current otherwise — a missing start means valid, a missing end
 * means open. A past entry without gueltigVon takes the contract's lieferbeginn. Each list is sorted
 * by gueltigVon descending.
 */
export function tarifhistorieAufteilen(historie: readonly Tarif[], jetzt: Date, lieferbeginn: IsoDatum | null): TarifAufteilung {
  const heute = heuteIn(jetzt);
  const zukuenftige: Tarif[] = [];
  const aktuelle: Tarif[] = [];
  const vorangegangene: Tarif[] = [];
  for (const t of historie) {
    if (t.gueltigVon && t.gueltigVon > heute) zukuenftige.push(t);
    else if (t.gueltigBis && t.gueltigBis < heute) vorangegangene.push({ ...t, gueltigVon: t.gueltigVon ?? lieferbeginn });
    else aktuelle.push(t);
  }
  return {
    zukuenftige: zukuenftige.sort(nachGueltigVonAbsteigend),
    aktuelle: aktuelle.sort(nachGueltigVonAbsteigend),
    vorangegangene: vorangegangene.sort(nachGueltigVonAbsteigend),
  };
}

/** The tariff that applies now: the current one that started last, or none. */
export function aktuellerTarif(historie: readonly Tarif[], jetzt: Date): Tarif | undefined {
  return tarifhistorieAufteilen(historie, jetzt, null).aktuelle[0];
}
