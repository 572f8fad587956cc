import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import { envLesen, type Env } from './config/env.ts';
import { mandantenLaden } from './config/mandanten.ts';
import { datenbankOeffnen } from './db/oeffnen.ts';
import { demoDatenEinspielen } from './demo/einspielen.ts';
import { loggerOptionen } from './plugins/protokoll.ts';
import { uhrAusUmgebung } from './config/uhr.ts';

/**
 * The server's entry point for `npm start` / `npm run serve` (started with `exec node --import tsx`, so
 * this process is the one that receives SIGTERM). EKP_WORKERS=1 (default): this process is the server.
 * EKP_WORKERS=N: a primary that migrates and seeds once, forks N server processes sharing the port
 * (node:cluster), forwards SIGTERM/SIGINT to them and ends when they have drained.
 */
async function start(): Promise<void> {
  let env: Env;
  try {
    env = envLesen();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  if (env.EKP_WORKERS > 1 && !env.DATABASE_URL) {
    console.error(
      `EKP_WORKERS=${env.EKP_WORKERS} geht nur mit DATABASE_URL (PostgreSQL-Server). Die eingebaute Datenbank PGlite ` +
        'läuft im Serverprozess selbst und kann nur von einem Prozess benutzt werden. Setzen Sie EKP_WORKERS=1 oder DATABASE_URL.',
    );
    process.exit(1);
  }
  if (env.EKP_WORKERS === 1 || cluster.isWorker) {
    await import('./main.ts');
    return;
  }
  await primaer(env);
}

async function primaer(env: Env): Promise<void> {
  const log = pino(loggerOptionen({ level: env.LOG_LEVEL }));
  // Migrations and demo data once, before any worker serves (the workers' own migration run is a no-op).
  const datenbank = await datenbankOeffnen(env);
  if (env.EKP_DEMO === 'true') {
    log.warn('ACHTUNG: EKP_DEMO=true auf einem PostgreSQL-Server. Die Demodaten (Passwort aus der README) werden eingespielt, falls noch kein Kunde existiert. Niemals in Produktion!');
    const uhr = uhrAusUmgebung(env);
    await demoDatenEinspielen(datenbank.db, mandantenLaden(env.EKP_TENANTS), uhr.jetzt(), (t) => log.info(t));
  }
  await datenbank.schliessen();

  let beendet = false;
  const lauschend = new Set<number>();
  const forken = (): Worker => cluster.fork({ EKP_DEMO: 'false' });
  cluster.on('listening', (worker) => lauschend.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (beendet) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('Alle Serverprozesse beendet');
        process.exit(ende);
      }
      return;
    }
    if (!lauschend.delete(worker.id)) {
      // It never listened (port taken, database gone): a replacement would fail the same way.
      log.fatal({ pid: worker.process.pid, code }, 'Ein Serverprozess konnte nicht starten; ekp wird beendet');
      beenden('SIGTERM', 1);
      return;
    }
    // A crashed worker is replaced.
    log.error({ pid: worker.process.pid, code, signal }, 'Serverprozess unerwartet beendet; ein neuer wird gestartet');
    setTimeout(forken, 1000);
  });
  let ende = 0;
  const beenden = (signal: NodeJS.Signals, code = 0) => {
    if (beendet) return;
    beendet = true;
    ende = code;
    log.info({ signal }, 'Beende alle Serverprozesse');
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    // Workers drain within EKP_SHUTDOWN_TIMEOUT; anything still alive a little later is killed.
    setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(1);
    }, (env.EKP_SHUTDOWN_TIMEOUT + 5) * 1000).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(ende);
  };
  process.on('SIGTERM', () => beenden('SIGTERM'));
  process.on('SIGINT', () => beenden('SIGINT'));
  for (let i = 0; i < env.EKP_WORKERS; i++) forken();
  log.info({ workers: env.EKP_WORKERS, port: env.PORT }, `ekp startet ${env.EKP_WORKERS} Serverprozesse auf Port ${env.PORT}`);
}

start().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
