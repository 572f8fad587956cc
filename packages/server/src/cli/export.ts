import { envLesen } from '../config/env.ts';
import { mandantenLaden } from '../config/mandanten.ts';
import { datenbankOeffnen } from '../db/oeffnen.ts';
import { outboxExportieren } from '../export/outbox-export.ts';
import { argumente, ausfuehren } from './argumente.ts';

const AUFRUF = 'Aufruf: npm run export -- [--mandant KEY] [--since ISO-ZEITPUNKT] [--all] [--limit N]';

// npm run export -- [--mandant KEY] [--since ISO] [--all] [--limit N]   (docs/operations.md)
// JSON lines on stdout for the billing system; the summary goes to stderr so it never mixes in.
async function main(): Promise<number> {
  let werte;
  try {
    werte = argumente({ mandant: { type: 'string' }, since: { type: 'string' }, all: { type: 'boolean' }, limit: { type: 'string' } }).values;
  } catch (e) {
    console.error(`${(e as Error).message}\n${AUFRUF}`);
    return 2;
  }
  const env = envLesen();
  const mandanten = mandantenLaden(env.EKP_TENANTS);
  if (werte.mandant && !mandanten.alle.some((m) => m.key === werte.mandant)) {
    console.error(`Unbekannter Mandant ${werte.mandant}. Bekannt: ${mandanten.alle.map((m) => m.key).join(', ')}`);
    return 2;
  }
  const seit = werte.since ? new Date(werte.since) : undefined;
  if (seit && Number.isNaN(seit.getTime())) {
    console.error(`--since ${werte.since} ist kein ISO-Zeitpunkt (z. B. 2026-11-01 oder 2026-11-01T00:00:00+01:00).\n${AUFRUF}`);
    return 2;
  }
  const limit = werte.limit === undefined ? undefined : Number(werte.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
    console.error(`--limit ${werte.limit} ist keine positive ganze Zahl.\n${AUFRUF}`);
    return 2;
  }
  const datenbank = await datenbankOeffnen(env);
  try {
    const anzahl = await outboxExportieren(
      datenbank.db,
      { mandant: werte.mandant, seit, alle: werte.all, limit },
      (zeile) => new Promise<void>((fertig) => (process.stdout.write(`${zeile}\n`) ? fertig() : process.stdout.once('drain', fertig))),
      new Date(),
    );
    console.error(`${anzahl} Einträge exportiert.`);
    return 0;
  } finally {
    await datenbank.schliessen();
  }
}

ausfuehren(main);
