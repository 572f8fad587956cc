import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { envLesen } from '../../packages/server/src/config/env.ts';
import { mandantenLaden } from '../../packages/server/src/config/mandanten.ts';
import { datenbankOeffnen } from '../../packages/server/src/db/oeffnen.ts';
import { demoDatenEinspielen } from '../../packages/server/src/demo/einspielen.ts';
import { importieren } from '../../packages/server/src/import/index.ts';
import { vapidSchluesselErzeugen } from '../../packages/server/src/shared/benachrichtigungen/push.ts';
import { E2E_DATEN } from './konstanten.ts';

// The browser tests' server: a fresh data directory with the demo data plus every file in
// e2e/fixtures (<name>.json for the default tenant, <name>.<mandant>.json for another), then the
// normal server process code.
process.env.EKP_DATA_DIR = path.resolve(E2E_DATEN);
// Issue 33: web push needs a VAPID pair; the browser tests' server makes one per run.
if (!process.env.EKP_VAPID_PUBLIC_KEY) Object.assign(process.env, Object.fromEntries(Object.entries(vapidSchluesselErzeugen()).map(([k, v]) => [k === 'publicKey' ? 'EKP_VAPID_PUBLIC_KEY' : 'EKP_VAPID_PRIVATE_KEY', v])));
rmSync(process.env.EKP_DATA_DIR, { recursive: true, force: true });
const env = envLesen();
const mandanten = mandantenLaden(env.EKP_TENANTS);
const datenbank = await datenbankOeffnen(env);
await demoDatenEinspielen(datenbank.db, mandanten, new Date(env.EKP_NOW ?? Date.now()), () => {});
const verzeichnis = path.resolve(import.meta.dirname, '../fixtures');
const keys = mandanten.alle.map((m) => m.key);
for (const datei of readdirSync(verzeichnis).filter((d) => d.endsWith('.json')).sort()) {
  const mandant = datei.split('.').length === 3 ? datei.split('.')[1] : mandanten.standard.key;
  await importieren(datenbank.db, JSON.parse(readFileSync(path.join(verzeichnis, datei), 'utf8')), mandant, keys);
}
await datenbank.schliessen();
await import('../../packages/server/src/main.ts');
