// What bench:last prints per variant and number of customers: the median of the rounds per call.
import { DAUER, ZIEL_P95_MS } from './last-einstellungen.ts';
import type { Ergebnis } from './last-runde.ts';

const zahl = (n: number, breite = 7) => (Number.isFinite(n) ? String(Math.round(n)) : '–').padStart(breite);
const median = (werte: number[]) => [...werte].sort((a, b) => a - b)[Math.floor(werte.length / 2)] ?? NaN;

export function ausgeben(titel: string, nutzer: number, runden: Ergebnis[]): boolean {
  const namen = [...new Set(runden.flatMap((r) => [...r.aufrufe.keys()]))].sort();
  console.log(`\n${titel}, ${nutzer} Kunden gleichzeitig: Median von ${runden.length} Runde(n) à ${DAUER} s (p95 min–max)`);
  console.log('call                           answers   p50 ms   p95 ms   p99 ms   p95 spread');
  let ziel = true;
  for (const name of namen) {
    const werte = runden.map((r) => r.aufrufe.get(name)).filter((w) => w !== undefined);
    const p95 = werte.map((w) => w.p95);
    const m95 = median(p95);
    if (!(m95 < ZIEL_P95_MS)) ziel = false;
    console.log(
      `${name.padEnd(28)} ${zahl(werte.reduce((s, w) => s + w.n, 0), 9)} ${zahl(median(werte.map((w) => w.p50)), 8)} ${zahl(m95, 8)} ${zahl(median(werte.map((w) => w.p99)), 8)}   ${Math.round(Math.min(...p95))}–${Math.round(Math.max(...p95))}`,
    );
  }
  const fehler = new Map<string, number>();
  for (const r of runden) for (const [k, n] of r.fehler) fehler.set(k, (fehler.get(k) ?? 0) + n);
  const summeFehler = [...fehler.values()].reduce((s, n) => s + n, 0);
  console.log(
    `answers/s ${zahl(median(runden.map((r) => r.proS)), 0)} (${runden.map((r) => Math.round(r.proS)).join(', ')}); errors ${summeFehler}` +
      `${summeFehler ? ` (${[...fehler].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}; CPU s per 1,000 answers: ekp ${median(runden.map((r) => r.cpuEkp)).toFixed(2)}, PostgreSQL ${median(runden.map((r) => r.cpuPg)).toFixed(2)}; load average ${runden.map((r) => r.last.toFixed(1)).join(', ')}`,
  );
  const erreicht = ziel && summeFehler === 0;
  if (nutzer <= 200) console.log(`goal (p95 < ${ZIEL_P95_MS} ms for every call, 0 errors): ${erreicht ? 'reached' : 'NOT reached'}`);
  return erreicht;
}
