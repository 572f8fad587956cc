// `npm run bench:login`: median time of a wrong-password login for a known customer number
// and for an unknown one, through the whole app (routing, throttle, database, password check) on PGlite.
// The two must lie within 10 % of each other, or the timing tells which numbers are customers.
// Not part of npm test: timings depend on the machine. EKP_BENCH_RUNDEN (≥ 3, default 3) rounds of
// EKP_BENCH_LAEUFE pairs each; prints the median of the rounds' medians with their spread (min–max).
import { bauen, einspielen, kunde } from '../test/helper.ts';
import { median, mitSpanne, runden, rundenAusUmgebung } from './runden.ts';

const LAEUFE = Number(process.env.EKP_BENCH_LAEUFE ?? 30);
const RUNDEN = rundenAusUmgebung();

const t = await bauen('pglite');
await einspielen(t.db, { anschlussnutzer: [kunde('1001')] });
let start = t.uhr.jetzt().getTime();

async function messen(kundennummer: string, i: number): Promise<number> {
  // A day later and another address each time: the throttle must not answer instead of the password check.
  start += 25 * 60 * 60 * 1000;
  t.uhr.stellen(new Date(start));
  const vorher = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/anschlussnutzer/login',
    remoteAddress: `198.51.${Math.floor(i / 250)}.${i % 250}`,
    headers: { kundennummer, passwort: 'Falsch-2026' },
  });
  const dauer = performance.now() - vorher;
  if (res.statusCode !== 401) throw new Error(`unerwartet ${res.statusCode} für ${kundennummer}`);
  return dauer;
}

for (let i = 0; i < 3; i++) await messen(i % 2 ? '1001' : '9999', 1000 + i);
let n = 0;
const ergebnisse = await runden(RUNDEN, async () => {
  const bekannt: number[] = [];
  const unbekannt: number[] = [];
  for (let i = 0; i < LAEUFE; i++) {
    // Interleaved, so that load on the machine hits both series alike.
    bekannt.push(await messen('1001', n++));
    unbekannt.push(await messen('9999', n++));
  }
  const [b, u] = [median(bekannt), median(unbekannt)];
  return { b, u, abstand: Math.abs(b - u) / Math.max(b, u) };
});
const ms = (x: number) => x.toFixed(1);
console.log(`Login mit falschem Passwort, Median von ${RUNDEN} Runden à ${LAEUFE} Läufen (Spanne min–max; Node ${process.version}):`);
console.log(`  bekannte Kundennummer    ${mitSpanne(ergebnisse.map((e) => e.b), ms)} ms`);
console.log(`  unbekannte Kundennummer  ${mitSpanne(ergebnisse.map((e) => e.u), ms)} ms`);
console.log(`  Abstand ${mitSpanne(ergebnisse.map((e) => e.abstand * 100), ms)} % (Ziel: höchstens 10 %)`);
await t.schliessen();
// The app's timers (schedules, limits) would keep the process alive after the figures are printed.
process.exit(0);
