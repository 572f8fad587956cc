import { MONAT_ID } from '@ekp/contract';
import { envLesen } from '../config/env.ts';
import { mandantenLaden } from '../config/mandanten.ts';
import { datenbankOeffnen } from '../db/oeffnen.ts';
import { monatErstellen } from '../features/abrechnungsinformation/monatslauf.ts';
import { uhrAusUmgebung } from '../config/uhr.ts';
import { argumente, ausfuehren } from './argumente.ts';
import { jeMandant, mandantenWaehlen } from './mandanten-wahl.ts';

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
  const ziele = mandantenWaehlen(mandanten, values.mandant);
  if (!ziele) return 2;
  const uhr = uhrAusUmgebung(env);
  const datenbank = await datenbankOeffnen(env);
  try {
    return await jeMandant(ziele, async (m) => {
      const e = await monatErstellen(datenbank.db, m, values.monat!, uhr.jetzt());
      console.log(`${m.key}: ${e.neu} neu, ${e.geaendert} aktualisiert, ${e.gleich} unverändert, ${e.wartend} warten auf vollständige Daten.`);
    });
  } finally {
    await datenbank.schliessen();
  }
}

ausfuehren(main);
