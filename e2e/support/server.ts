import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { envLesen } from '../../packages/server/src/config/env.ts';
import { mandantenLaden } from '../../packages/server/src/config/mandanten.ts';
import { datenbankOeffnen } from '../../packages/server/src/db/oeffnen.ts';
import { demoDatenEinspielen } from '../../packages/server/src/demo/einspielen.ts';
import { importieren } from '../../packages/server/src/import/index.ts';
import { msconsEinlesen } from '../../packages/server/src/import/mscons/einlesen.ts';
import { mitarbeiterAnlegen } from '../../packages/server/src/features/service/konten.ts';
import { aufloesen, preiseSpeichern } from '../../packages/server/src/marktpreise/holen.ts';
import { energyChartsLesen } from '../../packages/server/src/marktpreise/quellen.ts';
import { E2E_DATEN, E2E_OAUTH_CLIENT, E2E_PUSH_PORT, E2E_SACHBEARBEITUNG } from './konstanten.ts';
import { vapidSchluesselErzeugen } from '../../packages/server/src/shared/benachrichtigungen/push.ts';

// The browser tests' server: a fresh data directory with the demo data plus every file in
// e2e/fixtures (<name>.json for the default tenant, <name>.<mandant>.json for another), then the
// normal server process code.
process.env.EKP_DATA_DIR = path.resolve(E2E_DATEN);
// Issue 33: web push needs a VAPID pair; the browser tests' server makes one per run.
if (!process.env.EKP_VAPID_PUBLIC_KEY) Object.assign(process.env, Object.fromEntries(Object.entries(vapidSchluesselErzeugen()).map(([k, v]) => [k === 'publicKey' ? 'EKP_VAPID_PUBLIC_KEY' : 'EKP_VAPID_PRIVATE_KEY', v])));
process.env.EKP_PUSH_DIENSTE = `http://127.0.0.1:${E2E_PUSH_PORT}`;
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
// Issue 28: MSCONS files (<name>.edi) for the default tenant, after the contracts they name.
for (const datei of readdirSync(verzeichnis).filter((d) => d.endsWith('.edi')).sort()) {
  await msconsEinlesen(datenbank.db, mandanten.standard.key, datei, readFileSync(path.join(verzeichnis, datei)), new Date(env.EKP_NOW ?? Date.now()));
}
// Issue 28: a recorded Energy-Charts answer (<name>.<mandant>.energy-charts), stored as `npm run preise -- import` does.
for (const datei of readdirSync(verzeichnis).filter((d) => d.endsWith('.energy-charts'))) {
  const mandant = mandanten.alle.find((m) => m.key === datei.split('.')[1])!;
  const preise = energyChartsLesen(readFileSync(path.join(verzeichnis, datei), 'utf8'));
  await preiseSpeichern(datenbank.db, mandant.key, aufloesen(preise, mandant.marktpreise?.aufloesung ?? 'PT15M'), 'energy-charts', preise[0]!.von, preise.at(-1)!.bis);
}
// Issue 32: the third party of e2e/tests/freigabe.spec.ts (what `npm run freigabe -- client-anlegen` registers).
await datenbank.db.insertInto('oauth_client').values(E2E_OAUTH_CLIENT).execute();
// Issue 29: a staff member with a known secret, like the demo one (sealed at the start), but not an ADMIN.
const sb = E2E_SACHBEARBEITUNG;
const angelegt = await mitarbeiterAnlegen(datenbank.db, { mandant: mandanten.standard.key, kennung: sb.kennung, name: sb.name, rolle: 'SACHBEARBEITUNG', passwort: sb.passwort, demo: true, totpGeheimnis: sb.geheimnis });
if ('fehler' in angelegt) throw new Error(angelegt.fehler);
await datenbank.schliessen();
await import('../../packages/server/src/main.ts');
