import { heuteIn, type ImportDatei } from '@ekp/contract';
import type { Mandanten } from '../config/mandanten.ts';
import type { Db } from '../db/verbinden.ts';
import { importieren } from '../import/index.ts';
import { msconsEinlesen } from '../import/mscons/einlesen.ts';
import { demoDokumente } from './dokumente.ts';
import { demoKunden } from './kunden.ts';
import { demoMitarbeiterEinspielen } from './mitarbeiter.ts';
import { DEMO_PV_MALO, demoMscons } from './messwerte.ts';
import { DEMO_PREISBESTANDTEILE, DEMO_PRODUKTE } from './sparen.ts';

/** The demo import file of one tenant, built by the seeded generators. */
export async function demoDatei(mandant: string, heute: string): Promise<ImportDatei> {
  const { kunden, preise } = demoKunden(mandant, heute);
  for (const kunde of kunden) {
    kunde.dokumente = await demoDokumente(kunde, null, heute);
    for (const v of kunde.vertraege ?? []) v.dokumente = await demoDokumente(kunde, v.id, heute);
  }
  return { mandant, preise, preisbestandteile: DEMO_PREISBESTANDTEILE, produkte: DEMO_PRODUKTE, anschlussnutzer: kunden };
}

/** On first start (no customers yet) every tenant gets its demo data, through the normal import. */
export async function demoDatenEinspielen(db: Db, mandanten: Mandanten, jetzt: Date, log: (t: string) => void): Promise<void> {
  const vorhanden = await db.selectFrom('anschlussnutzer').select('kundennummer').limit(1).executeTakeFirst();
  if (vorhanden) return;
  const keys = mandanten.alle.map((m) => m.key);
  for (const key of keys) {
    const datei = await demoDatei(key, heuteIn(jetzt));
    const ergebnis = await importieren(db, datei, key, keys, { demo: true, veroeffentlichtePasswoerter: true });
    log(`Demodaten für ${key}: ${ergebnis.anschlussnutzer} Kunden, ${ergebnis.vertraege} Verträge, ${ergebnis.intervalle} Lastgangwerte, ${ergebnis.preise} Preise`);
    // The metering operator's MSCONS for the PV customer, through the real importer.
    if (!datei.anschlussnutzer?.some((k) => k.vertraege?.some((v) => v.maloId === DEMO_PV_MALO))) continue;
    const mscons = await msconsEinlesen(db, key, 'demo-messwerte.edi', demoMscons(heuteIn(jetzt)), jetzt);
    const abgelehnt = mscons.nachrichten.filter((n) => n.ergebnis === 'ABGELEHNT');
    if (mscons.fehler.length > 0 || abgelehnt.length > 0) throw new Error(`Demo-MSCONS abgelehnt: ${[...mscons.fehler, ...abgelehnt.map((n) => n.text)].join(' ')}`);
    log(`Demodaten für ${key}: ${mscons.nachrichten.length} MSCONS-Nachrichten des Messstellenbetreibers`);
  }
  await demoMitarbeiterEinspielen(db, keys, log);
}
