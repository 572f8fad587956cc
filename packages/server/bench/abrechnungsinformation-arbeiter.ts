// One server process's share of the monthly billing information, for `npm run bench:abrechnungsinformation`:
// the real daily job (features/abrechnungsinformation/auftrag.ts) through the one scheduler (shared/zeitplan),
// pass after pass, until the scheduler hands it no part any more (all done, or held by another process).
// The bench runs two of these at once and kills one halfway.
import { mandantenLaden } from '../src/config/mandanten.ts';
import { verbinden } from '../src/db/verbinden.ts';
import { abrechnungsinformationAuftraege } from '../src/features/abrechnungsinformation/auftrag.ts';
import type { Dienste } from '../src/shared/dienste.ts';
import { festeUhr } from '../src/config/uhr.ts';
import { faelligeAusfuehren } from '../src/shared/zeitplan/zeitplan.ts';

const db = verbinden({ databaseUrl: process.env.BENCH_DB_URL!, schema: process.env.BENCH_SCHEMA || undefined, anwendung: `ekp-bench-${process.env.BENCH_NAME}`, statementTimeout: 600 });
const mandanten = mandantenLaden(process.env.BENCH_MANDANTEN!);
const nur = { alle: mandanten.alle.filter((m) => m.key === 'musterstadt') };
// The day's 06:00 run, the clock running on from the round's start (as processes on synchronised hosts);
// BENCH_SPAETER moves it by seconds, for a process that comes later, after a dead one's lease ran out.
const start = new Date(process.env.BENCH_JETZT!).getTime() + Number(process.env.BENCH_SPAETER ?? 0) * 1000;
const versatz = start - Number(process.env.BENCH_RUNDENSTART);
const uhr = { ...festeUhr(new Date(start)), jetzt: () => new Date(Date.now() + versatz) };
const auftraege = abrechnungsinformationAuftraege({ db } as unknown as Dienste);

let teile = 0;
for (;;) {
  const laeufe = await faelligeAusfuehren({ db, uhr, mandanten: nur }, auftraege);
  const fehler = laeufe.filter((l) => l.ergebnis === 'FEHLER');
  if (fehler.length > 0) console.error(`${process.env.BENCH_NAME}: ${fehler.map((f) => f.fehler).join('; ')}`);
  teile += laeufe.length;
  if (laeufe.length === 0) break;
}
const cpu = process.cpuUsage();
console.log(`  ${process.env.BENCH_NAME}: ${teile} Teile, CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
await db.destroy();
