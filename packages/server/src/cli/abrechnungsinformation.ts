import { MONAT_ID, type Mandant } from '@ekp/contract';
import { envLesen } from '../config/env.ts';
import { mandantenLaden } from '../config/mandanten.ts';
import { datenbankOeffnen } from '../db/oeffnen.ts';
import { monatErstellen } from '../features/abrechnungsinformation/monatslauf.ts';
import { uhrAusUmgebung } from '../config/uhr.ts';
import { argumente, ausfuehren } from './argumente.ts';

// npm run abrechnungsinformation -- erstellen --monat YYYY-MM [--mandant KEY]   (docs/abrechnungsinformation.md)
// The monthly job by hand: the same rules (complete data or the fifth day), idempotent (a rerun adds nothing).
// Exit status: 0 done, 1 a tenant failed, 2 wrong call.
const AUFRUF = 'Aufruf: npm run abrechnungsinformation -- erstellen --monat JJJJ-MM [--mandant KEY]';

async function main(): Promise<number> {
  const { values, positionals } = argumente({ mandant: { type: 'string' }, monat: { type: 'string' } });
  if (positionals.length !== 1 || positionals[0] !== 'erstellen' || !values.monat || !MONAT_ID.test(values.monat)) {
    console.error(AUFRUF);
    return 2;
  }
  const env = envLesen();
  const mandanten = mandantenLaden(env.EKP_TENANTS);
  let ziele: Mandant[] = mandanten.alle;
  if (values.mandant) {
    const m = mandanten.nachKey(values.mandant);
    if (!m) {
      console.error(`Unbekannter Mandant ${values.mandant}; bekannt sind ${mandanten.alle.map((x) => x.key).join(', ')}`);
      return 2;
    }
    ziele = [m];
  }
  const uhr = uhrAusUmgebung(env);
  const datenbank = await datenbankOeffnen(env);
  let fehler = 0;
  try {
    for (const m of ziele) {
      try {
        const e = await monatErstellen(datenbank.db, m, values.monat, uhr.jetzt());
        console.log(`${m.key}: ${e.neu} neu, ${e.geaendert} aktualisiert, ${e.gleich} unverändert, ${e.wartend} warten auf vollständige Daten.`);
      } catch (e) {
        fehler++;
        console.error(`${m.key}: ${(e as Error).message}`);
      }
    }
  } finally {
    await datenbank.schliessen();
  }
  return fehler > 0 ? 1 : 0;
}

ausfuehren(main);
