// Used by api.ts: times GET requests to one URL with a few parallel loops until SIGTERM, then prints the
// latencies' p50/p99/max as JSON. A process of its own, so the uploading client does not skew it.
const url = process.argv[2]!;
const parallel = Number(process.argv[3] ?? 10);
const zeiten: number[] = [];
let beendet = false;
process.once('SIGTERM', () => (beendet = true));
// Bounded in time as well: a benchmark never loads the machine on its own past this, whatever its parent does.
const ENDE = Date.now() + 300_000;
const weiter = () => !beendet && Date.now() < ENDE;

async function schleife(): Promise<void> {
  while (weiter()) {
    const start = performance.now();
    const res = await fetch(url).catch(() => undefined);
    await res?.arrayBuffer();
    zeiten.push(performance.now() - start);
  }
}

await Promise.all(Array.from({ length: parallel }, schleife));
zeiten.sort((a, b) => a - b);
const q = (p: number) => Math.round(zeiten[Math.min(zeiten.length - 1, Math.floor(zeiten.length * p))] ?? NaN);
console.log(JSON.stringify({ anzahl: zeiten.length, p50: q(0.5), p99: q(0.99), max: Math.round(zeiten.at(-1) ?? NaN) }));

// A module, for the top-level await.
export {};
