import type { Kuendigungsart, Kuendigungsgrund, Kuendigungszeitpunkt } from '@ekp/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Datum, ErstelltAm, Json, Zeitpunkt } from './spalten.ts';

// What customers submit: terminations, moves, contact requests.

export interface KuendigungTabelle {
  id: Generated<number>;
  mandant: string;
  vertrag_id: string;
  kundennummer: string;
  grund: Kuendigungsgrund | null;
  datum: Datum;
  text: string | null;
  erstellt: ErstelltAm;
  art: Generated<Kuendigungsart>;
  zeitpunkt: Generated<Kuendigungszeitpunkt>;
}

/** Terminations sent without login; `vertrag_ids` is empty when nothing matched. */
export interface KuendigungOeffentlichTabelle {
  id: Generated<number>;
  mandant: string;
  eingangsnummer: string;
  schluessel_hash: string;
  /** Receipt keys (SHA-256) of retries with the same content; each opens the PDF like the first. */
  weitere_schluessel: ColumnType<string[], string[] | undefined, string[]>;
  antrag: Json<unknown>;
  kundennummer: string | null;
  vertrag_ids: Json<string[]>;
  eingegangen: Zeitpunkt;
  /** Finds a retried declaration (migration 0051); null on rows from before. */
  antrag_hash: string | null;
  idempotenz_schluessel: string | null;
}

/** A reported move (migration 0035_umzug). */
export interface UmzugTabelle {
  id: Generated<number>;
  mandant: string;
  vertrag_id: string;
  kundennummer: string;
  auszugsdatum: Datum;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  weiterbeliefern: boolean;
  einzugsdatum: Datum | null;
  zaehlernummer_neu: string | null;
  malo_id_neu: string | null;
  zaehlerstaende: Json<Record<string, number> | null>;
  vertragsende: Datum | null;
  erstellt: ErstelltAm;
}

export interface KontaktanfrageTabelle {
  id: Generated<number>;
  mandant: string;
  kundennummer: string;
  betreff: string;
  text: string;
  erstellt: ErstelltAm;
  /** ; null for requests stored before. */
  ticketnummer: string | null;
}

export interface AntragsTabellen {
  kuendigung: KuendigungTabelle;
  kuendigung_oeffentlich: KuendigungOeffentlichTabelle;
  umzug: UmzugTabelle;
  kontaktanfrage: KontaktanfrageTabelle;
}
