import { envLesen } from '../config/env.ts';
import { mandantenLaden } from '../config/mandanten.ts';
import { datenbankOeffnen } from '../db/oeffnen.ts';
import { clientAnlegen } from '../domain/oauth-clients.ts';
import { parseArgs } from 'node:util';
import { ausfuehren } from './argumente.ts';

const AUFRUF = 'Aufruf: npm run freigabe -- client-anlegen --mandant KEY --name "Name" --redirect URI [--redirect URI …] --scopes "vertrag:lesen verbrauch:lesen ablesungen:lesen"';

// Registers a third party's OAuth client for a tenant and prints its client_id (docs/schnittstellen.md).
async function main(): Promise<number> {
  let a;
  try {
    a = parseArgs({ args: process.argv.slice(2), allowPositionals: true, strict: true, options: { mandant: { type: 'string' }, name: { type: 'string' }, redirect: { type: 'string', multiple: true }, scopes: { type: 'string' } } });
  } catch (e) {
    console.error(`${(e as Error).message}\n${AUFRUF}`);
    return 2;
  }
  const { values: w, positionals } = a;
  if (positionals[0] !== 'client-anlegen' || !w.mandant || !w.name) {
    console.error(AUFRUF);
    return 2;
  }
  const env = envLesen();
  const mandanten = mandantenLaden(env.EKP_TENANTS);
  if (!mandanten.alle.some((m) => m.key === w.mandant)) {
    console.error(`Unbekannter Mandant ${w.mandant}. Bekannt: ${mandanten.alle.map((m) => m.key).join(', ')}`);
    return 2;
  }
  const datenbank = await datenbankOeffnen(env);
  try {
    const clientId = await clientAnlegen(datenbank.db, w.mandant, { name: w.name, redirects: w.redirect ?? [], scopes: (w.scopes ?? '').split(/[\s,]+/).filter(Boolean) });
    console.log(clientId);
    return 0;
  } finally {
    await datenbank.schliessen();
  }
}

ausfuehren(main);
