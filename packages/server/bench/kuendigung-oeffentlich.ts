// `npm run bench:kuendigung`: the public termination must not reveal by its timing whether
// a customer exists. Sends alternating matching and non-matching requests through the whole app
// (inject, real database, mails collected in memory) and prints the medians side by side.
// EKP_BENCH_DB=postgres uses the PostgreSQL server of the tests instead of PGlite. Not part of npm test.
// EKP_BENCH_RUNDEN (≥ 3, default 3) rounds of EKP_BENCH_LAEUFE pairs after 20 warm-up requests; prints the
// median of the rounds with their spread (min–max).
import { bauen, einspielen, kunde, type DbArt } from '../test/helper.ts';
import { median, mitSpanne, quantil, runden, rundenAusUmgebung } from './runden.ts';

const ART = (process.env.EKP_BENCH_DB ?? 'pglite') as DbArt;
const KUNDEN = 1000;
const LAEUFE = Number(process.env.EKP_BENCH_LAEUFE ?? 100);
const RUNDEN = rundenAusUmgebung();

const t = await bauen(ART);
const vertrag = (i: number) => ({ id: `V${i}`, versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2024-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Ort', kundenArt: 'Haushaltskunde' as const });
await einspielen(t.db, { anschlussnutzer: Array.from({ length: KUNDEN }, (_, i) => kunde(String(10000 + i), { vertraege: [vertrag(i)] })) });

let i = 0;
async function anfrage(): Promise<{ treffer: boolean; ms: number }> {
  const treffer = i % 2 === 0;
  const n = i % KUNDEN;
  const payload = { art: 'ORDENTLICH', vorname: 'Max', nachname: 'Muster', kundennummer: String(treffer ? 10000 + n : 90000 + n), plz: '12345', zeitpunkt: 'NAECHSTMOEGLICH', email: 'bench@example.org' };
  const start = process.hrtime.bigint();
  const res = await t.app.inject({ method: 'POST', url: '/api/kuendigung', headers: { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` }, payload });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (res.statusCode !== 201) throw new Error(`Antwort ${res.statusCode}: ${res.body}`);
  i++;
  return { treffer, ms };
}

for (let w = 0; w < 20; w++) await anfrage(); // warm-up
const ergebnisse = await runden(RUNDEN, async () => {
  const zeiten = { treffer: [] as number[], 'kein Treffer': [] as number[] };
  // Alternating, so that load on the machine hits both alike.
  for (let k = 0; k < 2 * LAEUFE; k++) {
    const { treffer, ms } = await anfrage();
    zeiten[treffer ? 'treffer' : 'kein Treffer'].push(ms);
  }
  const [a, b] = [median(zeiten.treffer), median(zeiten['kein Treffer'])];
  return { zeiten, abstand: (Math.abs(a - b) / Math.min(a, b)) * 100 };
});
const ms = (x: number) => x.toFixed(2);
console.log(`POST /api/kuendigung on ${ART}, ${KUNDEN} customers, ${RUNDEN} rounds of ${LAEUFE} requests each; median of the rounds (spread min–max), Node ${process.version}`);
for (const name of ['treffer', 'kein Treffer'] as const) {
  console.log(`  ${name.padEnd(13)} median ${mitSpanne(ergebnisse.map((e) => median(e.zeiten[name])), ms)} ms   p90 ${mitSpanne(ergebnisse.map((e) => quantil(e.zeiten[name], 0.9)), ms)} ms`);
}
console.log(`  difference of the medians: ${mitSpanne(ergebnisse.map((e) => e.abstand), (x) => x.toFixed(1))} % (reference: under 10 %)`);
await t.schliessen();
// The app's timers (schedules, limits) would keep the process alive after the figures are printed.
process.exit(0);
