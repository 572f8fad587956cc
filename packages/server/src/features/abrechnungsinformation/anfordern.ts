import { abrechnungsinformationTexte as t, dreiMonateSpaeter, heuteIn, tagDanach, type Abrechnungsinformation, type Mandant } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { datenBisLesen } from '../../domain/intervall/daten-bis.ts';
import type { VertragZeile } from '../../domain/vertrag-zugriff.ts';
import { dokumenteSchreiben } from './dokument.ts';
import { inhaltBerechnen } from './inhalt.ts';
import { eineLesen, letzteAnforderung, letztesBis, speichern } from './repository.ts';

const spaetestes = (...daten: Array<string | null | undefined>) => daten.filter((d): d is string => !!d).sort().at(-1);

/**
 * § 40b(2) EnWG, on request: the period from the last billing date (or the day after the last information)
 * up to the day before the latest reading. At most one every three months (409 with the date it is possible
 * from); without a reading after the period's start 422 with the link to enter one. A contract with interval
 * data gets one every month and none on request (409).
 */
export async function anfordern(db: Db, mandant: Mandant, vertrag: VertragZeile, jetzt: Date): Promise<Abrechnungsinformation> {
  const heute = heuteIn(jetzt);
  if ((await datenBisLesen(db, vertrag.mandant, [vertrag.nr])).has(vertrag.nr)) throw new HttpFehler(409, t.mitIntervalldaten);
  // Check and insert under one lock per contract, so parallel requests cannot all pass the three-month rule
  // before one of them is stored: the first one gets its information, the others the 409.
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`${vertrag.mandant}|abrechnungsinformation|${vertrag.id}`}, 0))`.execute(trx);
    const zuletzt = await letzteAnforderung(trx, vertrag.mandant, vertrag.id);
    if (zuletzt) {
      const ab = dreiMonateSpaeter(heuteIn(zuletzt));
      if (heute < ab) throw new HttpFehler(409, t.zuFrueh(ab), { ab });
    }
    const [abgerechnet, bisher, ablesungen] = await Promise.all([
      trx.selectFrom('verbrauch').select('bis').where('mandant', '=', vertrag.mandant).where('vertrag_id', '=', vertrag.id).where('prognose', '=', false).orderBy('bis', 'desc').limit(1).executeTakeFirst(),
      letztesBis(trx, vertrag.mandant, vertrag.id),
      trx.selectFrom('ablesung').select('ablesedatum').where('mandant', '=', vertrag.mandant).where('vertrag_id', '=', vertrag.id).orderBy('ablesedatum').execute(),
    ]);
    const von = spaetestes(abgerechnet?.bis, bisher ? tagDanach(bisher) : null, vertrag.lieferbeginn) ?? ablesungen[0]?.ablesedatum;
    const letzte = ablesungen.at(-1)?.ablesedatum;
    const keineAblesung = () => new HttpFehler(422, t.keineAblesung, { link: `/vertrag/${encodeURIComponent(vertrag.id)}/ablesung` });
    if (!von || !letzte || letzte <= von || letzte > heute) throw keineAblesung();
    const bis = tagDanach(letzte, -1);
    const inhalt = await inhaltBerechnen(trx, mandant, vertrag, { id: `${von}_${bis}`, von, bis }, jetzt);
    if (!inhalt) throw keineAblesung();
    await speichern(trx, { mandant: vertrag.mandant, vertragId: vertrag.id, kundennummer: vertrag.kundennummer, angefordert: true, inhalt, jetzt });
    const info = (await eineLesen(trx, vertrag.mandant, vertrag.id, inhalt.id))!;
    await dokumenteSchreiben(trx, mandant, [{ v: vertrag, info }], jetzt);
    return info;
  });
}
