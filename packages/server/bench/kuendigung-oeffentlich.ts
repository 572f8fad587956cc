// `npm run bench:kuendigung` (issue #13 §1): the public termination must not reveal by its timing whether
// a customer exists. Sends alternating matching and non-matching requests through the whole app
// (inject, real database, mails collected in memory) and prints the medians side by side.
// EKP_BENCH_DB=postgres uses the PostgreSQL server of the tests instead of PGlite. Not part of npm test.
import { bauen, einspielen, kunde, type DbArt } from '../test/helper.ts';

const ART = (process.env.EKP_BENCH_DB ?? 'pglite') as DbArt;
const KUNDEN = 1000;
const LAEUFE = Number(process.env.EKP_BENCH_LAEUFE ?? 300);

const median = (werte: number[]) => [...werte].sort((a, b) => a - b)[Math.floor(werte.length / 2)]!;
const p90 = (werte: number[]) => [...werte].sort((a, b) => a - b)[Math.floor(werte.length * 0.9)]!;

const t = await bauen(ART);
const vertrag = (i: number) => ({ id: `V${i}`, versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2024-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Ort', kundenArt: 'Haushaltskunde' as const });
await einspielen(t.db, { anschlussnutzer: Array.from({ length: KUNDEN }, (_, i) => kunde(String(10000 + i), { vertraege: [vertrag(i)] })) });

const zeiten: Record<'treffer' | 'kein Treffer', number[]> = { treffer: [], 'kein Treffer': [] };
for (let i = 0; i < 2 * LAEUFE + 20; i++) {
  const treffer = i % 2 === 0;
  const n = i % KUNDEN;
  const payload = { art: 'ORDENTLICH', vorname: 'Max', nachname: 'Muster', kundennummer: String(treffer ? 10000 + n : 90000 + n), plz: '12345', zeitpunkt: 'NAECHSTMOEGLICH', email: 'bench@example.org' };
  const start = process.hrtime.bigint();
  const res = await t.app.inject({ method: 'POST', url: '/api/kuendigung', headers: { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` }, payload });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (res.statusCode !== 201) throw new Error(`Antwort ${res.statusCode}: ${res.body}`);
  if (i >= 20) zeiten[treffer ? 'treffer' : 'kein Treffer'].push(ms); // the first 20 warm up
}
const [a, b] = [median(zeiten.treffer), median(zeiten['kein Treffer'])];
console.log(`POST /api/kuendigung on ${ART}, ${KUNDEN} customers, ${LAEUFE} requests each (Node ${process.version})`);
for (const [name, werte] of Object.entries(zeiten)) console.log(`  ${name.padEnd(13)} median ${median(werte).toFixed(2)} ms   p90 ${p90(werte).toFixed(2)} ms`);
console.log(`  difference of the medians: ${(Math.abs(a - b) / Math.min(a, b) * 100).toFixed(1)} % (reference: under 10 %, the spread of one run)`);
await t.schliessen();
