import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envLesen, startverzeichnis } from '../config/env.ts';
import { mandantenLaden } from '../config/mandanten.ts';
import { datenbankOeffnen } from '../db/oeffnen.ts';
import { ImportAbgelehnt, importieren } from '../import/index.ts';
import { argumente, ausfuehren } from './argumente.ts';

// npm run import -- FILE.json [--mandant KEY]   (docs/import-format.md)
async function main(): Promise<number> {
  const { values, positionals } = argumente({ mandant: { type: 'string' } });
  const angegeben = positionals[0];
  if (!angegeben || positionals.length > 1) {
    console.error('Aufruf: npm run import -- DATEI.json [--mandant KEY]');
    return 2;
  }
  const datei = path.resolve(startverzeichnis(), angegeben);
  const env = envLesen();
  const mandanten = mandantenLaden(env.EKP_TENANTS);
  let text: string;
  try {
    text = readFileSync(datei, 'utf8');
  } catch (e) {
    if ((e as { code?: string }).code !== 'ENOENT') throw e;
    console.error(`Datei nicht gefunden: ${datei}`);
    return 2;
  }
  let roh: unknown;
  try {
    // Editors on Windows save UTF-8 with a byte-order mark; JSON.parse refuses it.
    roh = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    text = '';
  } catch (e) {
    console.error(`Die Datei ${datei} ist kein lesbares JSON: ${(e as Error).message}`);
    return 1;
  }
  const datenbank = await datenbankOeffnen(env);
  try {
    const keys = [mandanten.standard.key, ...mandanten.alle.map((m) => m.key).filter((k) => k !== mandanten.standard.key)];
    const r = await importieren(datenbank.db, roh, values.mandant, keys);
    console.log(`Import nach ${r.mandant} abgeschlossen: ${r.anschlussnutzer} Kunden, ${r.vertraege} Verträge, ${r.intervalle} Lastgangwerte, ${r.preise} Preise.`);
    return 0;
  } catch (e) {
    if (!(e instanceof ImportAbgelehnt)) throw e;
    console.error(`Import abgelehnt, nichts wurde geschrieben. ${e.fehler.length} Fehler:`);
    for (const f of e.fehler) console.error(`  ${f.pfad}: ${f.nachricht}`);
    return 1;
  } finally {
    await datenbank.schliessen();
  }
}

ausfuehren(main);
