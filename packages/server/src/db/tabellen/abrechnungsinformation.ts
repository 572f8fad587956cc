import type { Datum, Json, Zeitpunkt } from './spalten.ts';

/** § 40b EnWG billing information per contract and period (migration 0370); `daten` is the API's content. */
export interface AbrechnungsinformationTabelle {
  mandant: string;
  vertrag_id: string;
  id: string;
  kundennummer: string;
  angefordert: boolean;
  von: Datum;
  bis: Datum;
  vorlaeufig: boolean;
  daten: Json<unknown>;
  erstellt: Zeitpunkt;
  aktualisiert: Zeitpunkt;
}

export interface AbrechnungsinformationTabellen {
  abrechnungsinformation: AbrechnungsinformationTabelle;
}
