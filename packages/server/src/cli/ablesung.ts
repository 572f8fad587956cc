import { readFileSync, writeFileSync } from 'node:fs';
import { IsoDatumSchema } from '@ekp/contract';
import { envLesen } from '../config/env.ts';
import { mandantenLaden } from '../config/mandanten.ts';
import { datenbankOeffnen } from '../db/oeffnen.ts';
import { briefCsv, kampagneAnlegen } from '../features/ablesekampagne/kampagne-anlegen.ts';
import { schluesselbund, schluesselDatei, schluesselLesen } from '../shared/schluesselbund.ts';
import { argumente, ausfuehren } from './argumente.ts';

const AUFRUF = 'Aufruf: npm run ablesung -- kampagne --mandant KEY --stichtag JJJJ-MM-TT --frist JJJJ-MM-TT [--vertraege DATEI] [--ausgabe DATEI]';

// The annual reading campaign (docs/ablesekampagne.md): codes for the tenant's contracts, as a CSV for
// the letter printer (stdout or --ausgabe). The codes exist only in that file; the database keeps hashes.
// A second run for the same Stichtag prints only contracts that had no code yet.
async function main(): Promise<number> {
  let aufruf;
  try {
    aufruf = argumente({ mandant: { type: 'string' }, stichtag: { type: 'string' }, frist: { type: 'string' }, vertraege: { type: 'string' }, ausgabe: { type: 'string' } });
  } catch (e) {
    console.error(`${(e as Error).message}\n${AUFRUF}`);
    return 2;
  }
  const w = aufruf.values;
  if (aufruf.positionals[0] !== 'kampagne' || !w.mandant || !w.stichtag || !w.frist) {
    console.error(AUFRUF);
    return 2;
  }
  for (const [name, wert] of [['--stichtag', w.stichtag], ['--frist', w.frist]] as const) {
    if (!IsoDatumSchema.safeParse(wert).success) {
      console.error(`${name} ${wert} ist kein Datum im Format JJJJ-MM-TT.\n${AUFRUF}`);
      return 2;
    }
  }
  if (w.frist < w.stichtag) {
    console.error('--frist darf nicht vor dem --stichtag liegen.');
    return 2;
  }
  const env = envLesen();
  const mandant = mandantenLaden(env.EKP_TENANTS).alle.find((m) => m.key === w.mandant);
  if (!mandant) {
    console.error(`Unbekannter Mandant ${w.mandant}.`);
    return 2;
  }
  const vertraege = w.vertraege ? [...new Set(readFileSync(w.vertraege, 'utf8').split(/\r?\n/).map((z) => z.trim()).filter(Boolean))] : undefined;
  // The same key ring as the server (main.ts), so the server finds the codes this run hashes.
  const schluessel = schluesselbund(
    env.EKP_SCHLUESSEL ? schluesselLesen(env.EKP_SCHLUESSEL) : schluesselDatei(env.EKP_DATA_DIR),
    (env.EKP_SCHLUESSEL_ALT ?? '').split(',').filter((k) => k.trim()).map((k) => schluesselLesen(k, 'EKP_SCHLUESSEL_ALT')),
  );
  const datenbank = await datenbankOeffnen(env);
  try {
    const e = await kampagneAnlegen(datenbank.db, schluessel, mandant, { stichtag: w.stichtag, frist: w.frist, vertraege });
    const csv = briefCsv(e.zeilen);
    if (w.ausgabe) writeFileSync(w.ausgabe, csv, { mode: 0o600 });
    else process.stdout.write(csv);
    if (e.fristAbweichend) console.error(`Die Kampagne zum ${w.stichtag} besteht bereits mit der Frist ${e.fristAbweichend}; diese gilt weiter.`);
    if (e.unbekannt.length) console.error(`${e.unbekannt.length} Vertragsnummern ohne aktiven Vertrag mit Zähler: ${e.unbekannt.slice(0, 20).join(', ')}${e.unbekannt.length > 20 ? ' …' : ''}`);
    console.error(`${e.zeilen.length} neue Codes für ${mandant.key} zum ${w.stichtag}${w.ausgabe ? ` in ${w.ausgabe}` : ''}.`);
    return 0;
  } finally {
    await datenbank.schliessen();
  }
}

ausfuehren(main);
