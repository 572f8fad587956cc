import { readFileSync } from 'node:fs';
import path from 'node:path';
import { heuteIn, STANDARD_GEBOTSZONE, tagDanach } from '@ekp/contract';
import { envLesen, startverzeichnis } from '../config/env.ts';
import { mandantenLaden } from '../config/mandanten.ts';
import { datenbankOeffnen } from '../db/oeffnen.ts';
import { preiseHolen, preisKonfigAus } from '../marktpreise/auftrag.ts';
import { aufloesen, preiseSpeichern } from '../marktpreise/holen.ts';
import { energyChartsLesen, entsoeLesen, type Preispunkt, QuellenFehler } from '../marktpreise/quellen.ts';
import { uhrAusUmgebung } from '../config/uhr.ts';
import { argumente, ausfuehren } from './argumente.ts';
import { jeMandant, mandantenWaehlen } from './mandanten-wahl.ts';

// npm run preise -- holen [--tag YYYY-MM-DD] [--mandant KEY]
// npm run preise -- import --format energy-charts|entsoe DATEI [--mandant KEY]        (docs/marktdaten.md)
// Exit status: 0 stored, 1 a source or file failed, 2 wrong call or file not found.
const AUFRUF = 'Aufruf: npm run preise -- holen [--tag JJJJ-MM-TT] [--mandant KEY]\n       npm run preise -- import --format energy-charts|entsoe DATEI [--mandant KEY]';

async function main(): Promise<number> {
  const { values, positionals } = argumente({ mandant: { type: 'string' }, tag: { type: 'string' }, format: { type: 'string' } });
  const [befehl, ...rest] = positionals;
  const env = envLesen();
  const mandanten = mandantenLaden(env.EKP_TENANTS);
  const ziele = mandantenWaehlen(mandanten, values.mandant, mandanten.alle.filter((m) => m.marktpreise));
  if (!ziele) return 2;
  if (befehl === 'holen' && rest.length === 0) {
    if (values.tag !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.tag)) {
      console.error(AUFRUF);
      return 2;
    }
    const uhr = uhrAusUmgebung(env);
    const tag = values.tag ?? tagDanach(heuteIn(uhr.jetzt()));
    const datenbank = await datenbankOeffnen(env);
    try {
      return await jeMandant(ziele, async (m) => {
        const r = await preiseHolen(datenbank.db, preisKonfigAus(env), m, tag);
        for (const u of r.uebersprungen) console.log(`${m.key}: übersprungen – ${u}`);
        console.log(`${m.key}: ${r.anzahl} Preise für ${tag} aus ${r.quelle} gespeichert.`);
      });
    } finally {
      await datenbank.schliessen();
    }
  }
  if (befehl === 'import' && rest.length === 1 && (values.format === 'energy-charts' || values.format === 'entsoe')) {
    const datei = path.resolve(startverzeichnis(), rest[0]!);
    let text: string;
    try {
      text = readFileSync(datei, 'utf8');
    } catch (e) {
      if ((e as { code?: string }).code !== 'ENOENT') throw e;
      console.error(`Datei nicht gefunden: ${datei}`);
      return 2;
    }
    // Every tenant's prices are read before anything is stored: an ENTSO-E file of another bidding zone than
    // one of the tenants' is refused as a whole.
    const punkteJeMandant = new Map<string, Preispunkt[]>();
    try {
      for (const m of ziele) {
        const zone = m.marktpreise?.gebotszone ?? STANDARD_GEBOTSZONE;
        try {
          punkteJeMandant.set(m.key, values.format === 'entsoe' ? entsoeLesen(text, zone) : energyChartsLesen(text));
        } catch (e) {
          if (e instanceof QuellenFehler && ziele.length > 1) throw new QuellenFehler(`${e.message} (Mandant ${m.key})`);
          throw e;
        }
      }
    } catch (e) {
      if (!(e instanceof QuellenFehler)) throw e;
      console.error(`Datei abgelehnt, nichts wurde gespeichert: ${e.message}`);
      return 1;
    }
    if (ziele.length === 0 || [...punkteJeMandant.values()].some((p) => p.length === 0)) {
      console.error('Datei abgelehnt, nichts wurde gespeichert: keine Preise enthalten.');
      return 1;
    }
    const datenbank = await datenbankOeffnen(env);
    try {
      for (const m of ziele) {
        const preise = punkteJeMandant.get(m.key)!;
        const von = preise[0]!.von;
        const bis = preise.at(-1)!.bis;
        const n = await preiseSpeichern(datenbank.db, m.key, aufloesen(preise, m.marktpreise?.aufloesung ?? 'PT15M'), values.format, von, bis);
        console.log(`${m.key}: ${n} Preise von ${von.toISOString()} bis ${bis.toISOString()} aus ${values.format} gespeichert.`);
      }
    } finally {
      await datenbank.schliessen();
    }
    return 0;
  }
  console.error(AUFRUF);
  return 2;
}

ausfuehren(main);
