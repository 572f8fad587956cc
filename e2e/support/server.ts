import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { envLesen } from '../../packages/server/src/config/env.ts';
import { uhrAusUmgebung } from '../../packages/server/src/config/uhr.ts';
import { mandantenLaden } from '../../packages/server/src/config/mandanten.ts';
import { datenbankOeffnen } from '../../packages/server/src/db/oeffnen.ts';
import { demoDatenEinspielen } from '../../packages/server/src/demo/einspielen.ts';
import { importieren } from '../../packages/server/src/import/index.ts';
import { msconsEinlesen } from '../../packages/server/src/import/mscons/einlesen.ts';
import { mitarbeiterAnlegen } from '../../packages/server/src/features/service/konten.ts';
import { aufloesen, preiseSpeichern } from '../../packages/server/src/marktpreise/holen.ts';
import { energyChartsLesen } from '../../packages/server/src/marktpreise/quellen.ts';
import { E2E_DATEN, E2E_KAMPAGNE, E2E_KONSOLE_MA, E2E_OAUTH_CLIENT, E2E_PORT, E2E_PUSH_PORT, E2E_SACHBEARBEITUNG, E2E_WEB } from './konstanten.ts';
import { e2eDatenbank } from './datenbank.ts';
import { briefCsv, kampagneAnlegen } from '../../packages/server/src/features/ablesekampagne/kampagne-anlegen.ts';
import { schluesselbund, schluesselDatei, schluesselLesen } from '../../packages/server/src/shared/schluesselbund.ts';
import { vapidSchluesselErzeugen } from '../../packages/server/src/shared/push/push.ts';

// The browser tests' server: a fresh data directory and database (support/datenbank.ts) with the demo data plus
// every file in e2e/fixtures (<name>.json for the default tenant, <name>.<mandant>.json for another), then the
// normal server process code.
process.env.EKP_DATA_DIR = path.resolve(E2E_DATEN);
const databaseUrl = await e2eDatenbank(E2E_PORT);
// On PostgreSQL the demo mode is off unless asked for; the browser tests see the same portal on either engine.
if (databaseUrl) Object.assign(process.env, { DATABASE_URL: databaseUrl, EKP_DEMO: 'true' });
// Web push needs a VAPID pair; the browser tests' server makes one per run.
if (!process.env.EKP_VAPID_PUBLIC_KEY) Object.assign(process.env, Object.fromEntries(Object.entries(vapidSchluesselErzeugen()).map(([k, v]) => [k === 'publicKey' ? 'EKP_VAPID_PUBLIC_KEY' : 'EKP_VAPID_PRIVATE_KEY', v])));
process.env.EKP_PUSH_DIENSTE = `http://127.0.0.1:${E2E_PUSH_PORT}`;
rmSync(process.env.EKP_DATA_DIR, { recursive: true, force: true });
const env = envLesen();
const uhr = uhrAusUmgebung(env);
const mandanten = mandantenLaden(env.EKP_TENANTS);
const datenbank = await datenbankOeffnen(env);
await demoDatenEinspielen(datenbank.db, mandanten, uhr.jetzt(), () => {});
const verzeichnis = path.resolve(import.meta.dirname, '../fixtures');
const keys = mandanten.alle.map((m) => m.key);
for (const datei of readdirSync(verzeichnis).filter((d) => d.endsWith('.json')).sort()) {
  const mandant = datei.split('.').length === 3 ? datei.split('.')[1] : mandanten.standard.key;
  // Their password is published (support/konstanten.ts PASSWORT): hashed once for all of them (import/schreiben.ts).
  await importieren(datenbank.db, JSON.parse(readFileSync(path.join(verzeichnis, datei), 'utf8')), mandant, keys, { veroeffentlichtePasswoerter: true });
}
// MSCONS files (<name>.edi) for the default tenant, after the contracts they name.
for (const datei of readdirSync(verzeichnis).filter((d) => d.endsWith('.edi')).sort()) {
  await msconsEinlesen(datenbank.db, mandanten.standard.key, datei, readFileSync(path.join(verzeichnis, datei)), uhr.jetzt());
}
// A recorded Energy-Charts answer (<name>.<mandant>.energy-charts), stored as `npm run preise -- import` does.
for (const datei of readdirSync(verzeichnis).filter((d) => d.endsWith('.energy-charts'))) {
  const mandant = mandanten.alle.find((m) => m.key === datei.split('.')[1])!;
  const preise = energyChartsLesen(readFileSync(path.join(verzeichnis, datei), 'utf8'));
  await preiseSpeichern(datenbank.db, mandant.key, aufloesen(preise, mandant.marktpreise?.aufloesung ?? 'PT15M'), 'energy-charts', preise[0]!.von, preise.at(-1)!.bis);
}
// The third party of e2e/tests/freigabe.spec.ts (what `npm run freigabe -- client-anlegen` registers).
await datenbank.db.insertInto('oauth_client').values(E2E_OAUTH_CLIENT).execute();
// A staff member with a known secret, like the demo one (sealed at the start), but not an ADMIN.
const sb = E2E_SACHBEARBEITUNG;
const angelegt = await mitarbeiterAnlegen(datenbank.db, { mandant: mandanten.standard.key, kennung: sb.kennung, name: sb.name, rolle: 'SACHBEARBEITUNG', passwort: sb.passwort, demo: true, totpGeheimnis: sb.geheimnis });
if ('fehler' in angelegt) throw new Error(angelegt.fehler);
for (const km of E2E_KONSOLE_MA) {
  const konsole = await mitarbeiterAnlegen(datenbank.db, { mandant: mandanten.standard.key, kennung: km.kennung, name: km.name, rolle: 'SACHBEARBEITUNG', passwort: km.passwort, demo: true, totpGeheimnis: km.geheimnis });
  if ('fehler' in konsole) throw new Error(konsole.fehler);
}
// The reading campaign: codes under the data directory's key, the one the server takes (no EKP_SCHLUESSEL here).
const kampagne = await kampagneAnlegen(datenbank.db, schluesselbund(env.EKP_SCHLUESSEL ? schluesselLesen(env.EKP_SCHLUESSEL) : schluesselDatei(env.EKP_DATA_DIR)), mandanten.standard, { ...E2E_KAMPAGNE, vertraege: [...E2E_KAMPAGNE.vertraege] });
mkdirSync(path.dirname(path.resolve(E2E_KAMPAGNE.datei)), { recursive: true });
writeFileSync(path.resolve(E2E_KAMPAGNE.datei), briefCsv(kampagne.zeilen));
await datenbank.schliessen();
// The server serves its own copy of the built web app: the PWA test rewrites its sw.js to play a new deployment,
// and no test may change the shared build output that the budget check, another run or Lighthouse read.
rmSync(E2E_WEB, { recursive: true, force: true });
cpSync(env.EKP_WEB_DIR, E2E_WEB, { recursive: true });
process.env.EKP_WEB_DIR = path.resolve(E2E_WEB);
await import('../../packages/server/src/main.ts');
