import { vertragsstatus, type Kuendigung, type Vertrag } from '@ekp/contract';
import type { Selectable } from 'kysely';
import type { KuendigungTabelle } from '../../db/tabellen.ts';
import type { VertragZeile } from '../../domain/vertrag-zugriff.ts';

// Rows to the API shapes of SPEC §3; the status is derived, never stored (SPEC §4).

/** `datenBis`: domain/intervall/daten-bis.ts; only GET /{vertragId} reads it, status checks pass null. */
export function vertragAusZeile(z: VertragZeile, datenBis: string | null): Vertrag {
  const v = {
    id: z.id,
    versorgungsart: z.versorgungsart,
    anmeldungsart: z.anmeldungsart,
    lieferbeginn: z.lieferbeginn,
    gewuenschterLieferbeginn: z.gewuenschter_lieferbeginn,
    lieferende: z.lieferende,
    gewuenschtesLieferende: z.gewuenschtes_lieferende,
    storniert: z.storniert,
    strasse: z.strasse,
    hausnummer: z.hausnummer,
    plz: z.plz,
    ort: z.ort,
    kundenArt: z.kunden_art,
  };
  return { ...v, status: vertragsstatus(v), datenBis };
}

export function kuendigungAusZeile(z: Selectable<KuendigungTabelle>): Kuendigung {
  return {
    vertragId: z.vertrag_id,
    art: z.art,
    zeitpunkt: z.zeitpunkt,
    grund: z.grund,
    datum: z.datum,
    text: z.text,
    eingegangen: z.erstellt.toISOString(),
  };
}
