import { type Mandant, type Preisbestandteile } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { allinReiheLesen, type AllinViertelstunde } from '../../domain/sparen/allin-reihe.ts';
import { bestandteileLesen, tarifZeilenLesen, tarifZu, type TarifZeile } from '../../domain/sparen/preisgrundlagen.ts';
import type { VertragZeile } from '../../domain/vertrag-zugriff.ts';
import { sparenTexte } from '@ekp/contract';

export type { AllinViertelstunde } from '../../domain/sparen/allin-reihe.ts';

export interface DynamischerTarif {
  tarif: TarifZeile;
  bestandteile: Preisbestandteile | null;
}

/** The dynamic tariff valid now with its components, or 422 (the contract exists, it just has no such tariff). */
export async function dynamischerTarif(db: Db, mandant: Mandant, vertrag: VertragZeile, jetzt: Date): Promise<DynamischerTarif> {
  const tarif = tarifZu(await tarifZeilenLesen(db, vertrag.mandant, vertrag.id), jetzt);
  if (!tarif?.ist_dynamisch) throw new HttpFehler(422, sparenTexte.keinDynamischerTarif);
  return { tarif, bestandteile: await bestandteileLesen(db, mandant, tarif.preisbestandteile) };
}

/** The all-in price of every known quarter hour starting in [von, bis) (domain/sparen/allin-reihe.ts). */
export async function allinReihe(db: Db, d: DynamischerTarif, von: Date, bis: Date): Promise<AllinViertelstunde[]> {
  return allinReiheLesen(db, d.tarif.mandant, { aufschlag: d.tarif.aufschlag ?? 0, bestandteile: d.bestandteile }, von, bis);
}
