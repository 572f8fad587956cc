import { allinPreis, inViertelstunden, type AllinAufschluesselung, type Mandant, type Preisbestandteile } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { bestandteileLesen, marktpreiseLesen, tarifZeilenLesen, tarifZu, type TarifZeile } from '../../shared/sparen/preisgrundlagen.ts';
import type { VertragZeile } from '../../shared/vertrag-zugriff.ts';
import { sparenTexte } from '@ekp/contract';

export interface AllinViertelstunde {
  von: number;
  bis: number;
  preis: number;
  bestandteile: AllinAufschluesselung | null;
}

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

/**
 * The all-in price of every known quarter hour starting in [von, bis): market price + aufschlag + the
 * components, with VAT (docs/sparen.md); without components market price + aufschlag with 19 % VAT.
 */
export async function allinReihe(db: Db, d: DynamischerTarif, von: Date, bis: Date): Promise<AllinViertelstunde[]> {
  const aufschlag = d.tarif.aufschlag ?? 0;
  const markt = inViertelstunden(await marktpreiseLesen(db, d.tarif.mandant, von, bis));
  return markt.map((m) => {
    if (!d.bestandteile) return { von: m.von, bis: m.bis, preis: Math.round((m.preis + aufschlag) * 1.19 * 1e8) / 1e8, bestandteile: null };
    const b = allinPreis(m.preis, aufschlag, d.bestandteile, m.von);
    return { von: m.von, bis: m.bis, preis: b.preis, bestandteile: b };
  });
}
