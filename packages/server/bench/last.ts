// `npm run bench:last`: many simulated customers, each with a session of its own, against
// `EKP_WORKERS=2` on PostgreSQL, without and with a read replica. By default it makes its own PostgreSQL
// (test/pg-cluster.ts, port 54332), fills it with `npm run bench:daten`'s generator (last-daten.ts; sizes from
// EKP_BENCH_KUNDEN / _ZAEHLPUNKTE / _TAGE) and, for the second part, a streaming replica (port 54333).
// EKP_BENCH_DATABASE_URL uses a database generated before instead (with EKP_BENCH_READ_URL for its replica).
// Each customer logs in, views 10–30 pages with a think time between them (EKP_BENCH_DENKZEIT, mean 3,000 ms),
// logs out and comes back as another customer; one page view in 50 submits a meter reading. The server logs
// as `npm start` does (LOG_LEVEL info) into EKP_BENCH_LOG (default: ekp-bench-last-server.log in the temp directory). Prints per call p50/p95/p99 (median of EKP_BENCH_RUNDEN rounds, p95
// spread), answers/s, errors and CPU seconds per 1,000 answers of ekp's and PostgreSQL's processes.
// EKP_BENCH_NUTZER (200,1000), EKP_BENCH_DAUER (s measured, 60), EKP_BENCH_AUFWAERMEN (s, 20),
// EKP_BENCH_REPLIKAT (ohne,mit), EKP_BENCH_BEHALTEN=1 keeps the PostgreSQL directories. Not part of npm test.
// EKP_BENCH_PROFIL (besuche,takt): "besuche" is the above; "takt" (last-takt.ts) signs 200 customers in and
// calls the six most opened pages at a fixed 150/s, without the replica. EKP_PROGNOSE_MERKEN=0 gives the
// server's figure from before the forecast was kept.
import os from 'node:os';
import { clusterGrund, primaerAnlegen, replikatAnlegen, type Cluster } from '../test/pg-cluster.ts';
import { ausgeben } from './last-ausgabe.ts';
import { datenbankNeu, datenErzeugen, GROESSEN } from './last-daten.ts';
import { DENKZEIT_MS, log, NUTZER, PG_PORT, REPLIKAT_PORT, RUNDEN, VARIANTEN } from './last-einstellungen.ts';
import { agent, ekpStarten } from './last-http.ts';
import { runde, type Ergebnis } from './last-runde.ts';
import { taktAnmelden, taktRunde, TAKT_KUNDEN, TAKT_PRO_S } from './last-takt.ts';

async function main(): Promise<void> {
  let primaer: Cluster | undefined;
  let replikat: Cluster | undefined;
  let url = process.env.EKP_BENCH_DATABASE_URL;
  let leseUrl = process.env.EKP_BENCH_READ_URL;
  try {
    if (!url) {
      const grund = clusterGrund();
      if (grund) throw new Error(`bench:last braucht einen eigenen PostgreSQL-Server: ${grund} (oder EKP_BENCH_DATABASE_URL)`);
      // More memory than the initdb default, as a database server of this size would get.
      primaer = primaerAnlegen(PG_PORT, { shared_buffers: "'1GB'", max_connections: 200, checkpoint_timeout: "'15min'", max_wal_size: "'8GB'" });
      url = await datenbankNeu(primaer.url(), 'ekp_last');
      log(`Erzeuge die Daten in ${primaer.dir} (Port ${PG_PORT}) …`);
      await datenErzeugen(url);
    }
    const pgPids = () => [primaer?.pid(), replikat?.pid()].filter((p): p is number => p !== undefined);
    console.log(
      `\nbench:last: ${os.cpus().length} Kerne (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, EKP_WORKERS=2, Lastgenerator im selben Rechner; ` +
        `Denkzeit ${DENKZEIT_MS} ms im Mittel; ${GROESSEN.kunden.toLocaleString('de-DE')} Kunden, ${GROESSEN.zaehlpunkte.toLocaleString('de-DE')} Zählpunkte`,
    );
    let ziel = true;
    const profile = (process.env.EKP_BENCH_PROFIL ?? 'besuche,takt').split(',');
    for (const variante of VARIANTEN) {
      if (!profile.includes('besuche') && variante !== 'ohne') continue;
      const env: Record<string, string> = { DATABASE_URL: url };
      if (variante === 'mit') {
        if (!leseUrl && primaer) {
          log('Lege das Lesereplikat an (pg_basebackup -R) …');
          replikat = replikatAnlegen(primaer, REPLIKAT_PORT);
          leseUrl = replikat.url('ekp_last');
        }
        if (!leseUrl) {
          console.log('\nmit Replikat: übersprungen (EKP_BENCH_READ_URL fehlt zu EKP_BENCH_DATABASE_URL)');
          continue;
        }
        env.DATABASE_READ_URL = leseUrl;
      }
      const server = await ekpStarten(env);
      try {
        for (const nutzer of profile.includes('besuche') ? NUTZER : []) {
          const runden: Ergebnis[] = [];
          for (let i = 1; i <= RUNDEN; i++) {
            log(`${variante} Replikat, ${nutzer} Kunden, Runde ${i} …`);
            runden.push(await runde(nutzer, server.kind.pid, pgPids()));
          }
          const ok = ausgeben(`${variante === 'mit' ? 'mit Lesereplikat' : 'ohne Replikat'}`, nutzer, runden);
          if (nutzer <= 200) ziel &&= ok;
        }
        if (profile.includes('takt') && variante === 'ohne') {
          const kunden = await taktAnmelden();
          const runden: Ergebnis[] = [];
          for (let i = 1; i <= RUNDEN; i++) {
            log(`Takt ${TAKT_PRO_S}/s, ${kunden.length} Kunden, Runde ${i} …`);
            runden.push(await taktRunde(kunden, server.kind.pid, pgPids()));
          }
          ziel &&= ausgeben(`Takt ${TAKT_PRO_S} Aufrufe/s (Stammdaten, Vertrag, Abschlag, 48 h, Monate, Verbräuche)${process.env.EKP_PROGNOSE_MERKEN === '0' ? ', Prognose ungemerkt' : ''}`, TAKT_KUNDEN, runden);
        }
      } finally {
        await server.stoppen();
      }
    }
    if (!ziel) process.exitCode = 1;
  } finally {
    agent.destroy();
    if (process.env.EKP_BENCH_BEHALTEN === '1') log(`PostgreSQL bleibt: ${primaer?.dir ?? ''} ${replikat?.dir ?? ''}`);
    else {
      replikat?.entfernen();
      primaer?.entfernen();
    }
  }
}

await main();
