// autocannon ships no types; only what bench/kompression.ts reads.
declare module 'autocannon' {
  interface Ergebnis {
    requests: { average: number; total: number };
    latency: { p99: number };
    throughput: { total: number };
  }
  export default function autocannon(optionen: { url: string; connections: number; duration: number; headers?: Record<string, string> }): Promise<Ergebnis>;
}
