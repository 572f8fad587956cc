import type { Tarif } from '@ekp/contract';
import type { Selectable } from 'kysely';
import type { TarifTabelle } from '../db/tabellen.ts';

/** A stored tariff row as SPEC §3's Tarif (contract tariffs and the instalment's recommendation read it). */
export function tarifAusZeile(z: Selectable<TarifTabelle>): Tarif {
  return {
    name: z.name,
    tariftyp: z.tariftyp,
    preisgarantietyp: z.preisgarantietyp,
    grundpreis: z.grundpreis,
    arbeitspreis: z.arbeitspreis,
    arbeitspreisNT: z.arbeitspreis_nt,
    anteilNt: z.anteil_nt,
    istDynamisch: z.ist_dynamisch,
    durchschnittlicherArbeitspreisVormonat: z.durchschnittlicher_arbeitspreis_vormonat,
    durchschnittlicherArbeitspreisGesamt: z.durchschnittlicher_arbeitspreis_gesamt,
    gueltigVon: z.gueltig_von,
    gueltigBis: z.gueltig_bis,
    einspeiseverguetung: z.einspeiseverguetung,
  };
}
