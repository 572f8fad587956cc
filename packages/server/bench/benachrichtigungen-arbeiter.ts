// One server process's notification work, for `npm run bench:benachrichtigungen`: the daily price job through
// shared/zeitplan (claimed once across processes), then the delivery loop until nothing is due or claimed.
// The bench runs several of these at once, kills one halfway and starts another. Logs as production does
// (pino, info), to the bench's log file.
import { pino } from 'pino';
import { sql } from 'kysely';
import { mandantenLaden } from '../src/config/mandanten.ts';
import { verbinden } from '../src/db/verbinden.ts';
import { benachrichtigungsAuftraege } from '../src/features/benachrichtigungen/auftraege.ts';
import { loggerOptionen } from '../src/plugins/protokoll.ts';
import { zustellen } from '../src/domain/benachrichtigungen/zustellen.ts';
import { pushErlaubnis } from '../src/shared/push/push-ziel.ts';
import { festeUhr } from '../src/config/uhr.ts';
import { faelligeAusfuehren } from '../src/shared/zeitplan/zeitplan.ts';

const log = pino(loggerOptionen({ level: 'info' }), pino.destination({ dest: process.env.BENCH_LOG!, append: true, sync: false })).child({ arbeiter: process.env.BENCH_NAME });
const db = verbinden({ databaseUrl: process.env.BENCH_DB_URL!, schema: process.env.BENCH_SCHEMA!, anwendung: 'ekp-bench-arbeiter' });
const mandanten = mandantenLaden(process.env.BENCH_MANDANTEN!);
const start = new Date(process.env.BENCH_JETZT!);
// One clock for all workers of a round, running on from the day's 14:30 at the round's start (as
// processes on synchronised hosts), so a takeover after a lease sees time pass.
const versatz = start.getTime() - Number(process.env.BENCH_RUNDENSTART);
const uhr = { ...festeUhr(start), jetzt: () => new Date(Date.now() + versatz) };
const mailer = { senden: async () => undefined };
const dienste = { db, mandanten, uhr, mailer, sitzungTtl: 900, vapid: { publicKey: process.env.EKP_VAPID_PUBLIC_KEY!, privateKey: process.env.EKP_VAPID_PRIVATE_KEY! } };

const preise = benachrichtigungsAuftraege(dienste).filter((a) => a.name === 'benachrichtigung-preise');
const parallel = Number(process.env.BENCH_PARALLEL ?? 32);
for (;;) {
  // As the scheduler's tick: runs the job unless another process has it (or had it: then nothing).
  const jobs = await faelligeAusfuehren({ db, uhr, mandanten: { alle: mandanten.alle.filter((m) => m.key === 'musterstadt') } }, preise);
  if (jobs.length > 0) log.info({ jobs }, 'Preisauftrag');
  const n = await zustellen({ db, uhr, mailer, mandanten, vapid: dienste.vapid, pushErlaubnis: pushErlaubnis(process.env.BENCH_PUSH_DIENST ? [process.env.BENCH_PUSH_DIENST] : []) }, { stapel: 500, parallel, warnen: (text, daten) => log.warn(daten, text) });
  log.info({ gesendet: n }, 'Zustellung: Durchlauf beendet');
  // Done once the job has recorded its rows (perhaps in another process) and none is open or claimed.
  const stand = await sql<{ fertig: boolean; offen: string }>`
    select exists (select 1 from auftrag_lauf where auftrag = 'benachrichtigung-preise' and zustand = 'FERTIG') as fertig,
      (select count(*) from benachrichtigung_zustellung where zustand in ('OFFEN', 'LAEUFT')) as offen`.execute(db);
  if (stand.rows[0]!.fertig && Number(stand.rows[0]!.offen) === 0) break;
  // The job still running elsewhere, or rows claimed by another process (alive, or dead: then its lease runs out).
  await new Promise((r) => setTimeout(r, 500));
}
await db.destroy();
log.flush();
