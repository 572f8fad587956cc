import { EREIGNISSE, FENSTER_STANDARD_STUNDEN, KANAELE, standardAktiv, type BenachrichtigungsEinstellungen as Einstellungen, type Ereignis, type BenachrichtigungsKanal } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';

/** The customer's choices with the defaults filled in where nothing is stored. */
export async function einstellungenLesen(db: Db, mandant: string, kundennummer: string): Promise<Einstellungen> {
  const [zeilen, profil] = await Promise.all([
    db.selectFrom('benachrichtigung_einstellung').select(['ereignis', 'kanal', 'aktiv']).where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).execute(),
    db.selectFrom('benachrichtigung_profil').select(['nachts_erlaubt', 'fenster_stunden']).where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).executeTakeFirst(),
  ]);
  const gespeichert = new Map(zeilen.map((z) => [`${z.ereignis} ${z.kanal}`, z.aktiv]));
  const aktiv = (e: Ereignis, k: BenachrichtigungsKanal) => gespeichert.get(`${e} ${k}`) ?? standardAktiv(e, k);
  return {
    ereignisse: Object.fromEntries(EREIGNISSE.map((e) => [e, Object.fromEntries(KANAELE.map((k) => [k, aktiv(e, k)]))])) as Einstellungen['ereignisse'],
    nachtsErlaubt: profil?.nachts_erlaubt ?? false,
    fensterStunden: (profil?.fenster_stunden ?? FENSTER_STANDARD_STUNDEN) as Einstellungen['fensterStunden'],
  };
}

/** Stores every choice (one row per event and channel), in one transaction. */
export async function einstellungenSpeichern(db: Db, mandant: string, kundennummer: string, e: Einstellungen): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const zeilen = EREIGNISSE.flatMap((ereignis) => KANAELE.map((kanal) => ({ mandant, kundennummer, ereignis, kanal, aktiv: e.ereignisse[ereignis][kanal] })));
    await trx.insertInto('benachrichtigung_einstellung').values(zeilen).onConflict((oc) => oc.columns(['mandant', 'kundennummer', 'ereignis', 'kanal']).doUpdateSet((eb) => ({ aktiv: eb.ref('excluded.aktiv') }))).execute();
    await trx
      .insertInto('benachrichtigung_profil')
      .values({ mandant, kundennummer, nachts_erlaubt: e.nachtsErlaubt, fenster_stunden: e.fensterStunden })
      .onConflict((oc) => oc.columns(['mandant', 'kundennummer']).doUpdateSet({ nachts_erlaubt: e.nachtsErlaubt, fenster_stunden: e.fensterStunden }))
      .execute();
  });
}
