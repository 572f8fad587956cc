import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { envLesen, startverzeichnis } from '../config/env.ts';
import { mandantenLaden } from '../config/mandanten.ts';
import { datenbankOeffnen } from '../db/oeffnen.ts';
import { msconsBericht } from '../import/mscons/bericht.ts';
import { msconsEinlesen } from '../import/mscons/einlesen.ts';
import { uhrAusUmgebung } from '../config/uhr.ts';
import { argumente, ausfuehren } from './argumente.ts';

// npm run import:mscons -- FILE|DIRECTORY... [--mandant KEY]   (docs/marktdaten.md)
// Exit status as the JSON import: 0 everything stored (or already there), 1 something refused, 2 wrong call
// or a file that does not exist.
async function main(): Promise<number> {
  const { values, positionals } = argumente({ mandant: { type: 'string' } });
  if (positionals.length === 0) {
    console.error('Aufruf: npm run import:mscons -- DATEI|VERZEICHNIS... [--mandant KEY]');
    return 2;
  }
  const dateien: string[] = [];
  for (const angegeben of positionals) {
    const pfad = path.resolve(startverzeichnis(), angegeben);
    let istVerzeichnis: boolean;
    try {
      istVerzeichnis = statSync(pfad).isDirectory();
    } catch {
      console.error(`Datei nicht gefunden: ${pfad}`);
      return 2;
    }
    if (!istVerzeichnis) dateien.push(pfad);
    // A directory: its files in name order (operators' file names carry the date), no recursion.
    else for (const name of readdirSync(pfad).sort()) if (statSync(path.join(pfad, name)).isFile() && !name.startsWith('.')) dateien.push(path.join(pfad, name));
  }
  const env = envLesen();
  const mandanten = mandantenLaden(env.EKP_TENANTS);
  const mandant = values.mandant ?? mandanten.standard.key;
  if (!mandanten.nachKey(mandant)) {
    console.error(`Unbekannter Mandant ${mandant}; bekannt sind ${mandanten.alle.map((m) => m.key).join(', ')}`);
    return 2;
  }
  const uhr = uhrAusUmgebung(env);
  const datenbank = await datenbankOeffnen(env);
  let abgelehnt = 0;
  try {
    for (const datei of dateien) {
      const r = await msconsEinlesen(datenbank.db, mandant, path.basename(datei), readFileSync(datei), uhr.jetzt());
      abgelehnt += msconsBericht(datei, r, console.log, console.error);
    }
    return abgelehnt > 0 ? 1 : 0;
  } finally {
    await datenbank.schliessen();
  }
}

ausfuehren(main);
