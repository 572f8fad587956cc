// One server process's notification work, for `npm run bench:benachrichtigungen`: the daily price job through
// shared/zeitplan (claimed once), then the delivery loop until nothing is due or claimed. The bench kills
// one of these halfway and starts another.
import { sql } from 'kysely';
import { mandantenLaden } from '../src/config/mandanten.ts';
import { verbinden } from '../src/db/verbinden.ts';
import { benachrichtigungsAuftraege } from '../src/features/benachrichtigungen/auftraege.ts';
import { zustellen } from '../src/shared/benachrichtigungen/zustellen.ts';
import { festeUhr } from '../src/shared/uhr.ts';
import { faelligeAusfuehren } from '../src/shared/zeitplan/zeitplan.ts';

const db = verbinden({ databaseUrl: process.env.BENCH_DB_URL!, schema: process.env.BENCH_SCHEMA!, anwendung: 'ekp-bench-arbeiter' });
const mandanten = mandantenLaden(process.env.BENCH_MANDANTEN!);
const start = new Date(process.env.BENCH_JETZT!);
// The clock runs on from the day's 14:30, so a takeover after a lease sees time pass.
const versatz = start.getTime() - Date.now();
const uhr = { ...festeUhr(start), jetzt: () => new Date(Date.now() + versatz) };
const mailer = { senden: async () => undefined };
const dienste = { db, mandanten, uhr, mailer, sitzungTtl: 900, vapid: { publicKey: process.env.EKP_VAPID_PUBLIC_KEY!, privateKey: process.env.EKP_VAPID_PRIVATE_KEY! } };

const preise = benachrichtigungsAuftraege(dienste).filter((a) => a.name === 'benachrichtigung-preise');
await faelligeAusfuehren({ db, uhr, mandanten: { alle: mandanten.alle.filter((m) => m.key === 'musterstadt') } }, preise);
const parallel = Number(process.env.BENCH_PARALLEL ?? 32);
for (;;) {
  await zustellen({ db, uhr, mailer, mandanten, vapid: dienste.vapid }, { stapel: 500, parallel });
  const offen = await sql<{ n: string }>`select count(*) as n from benachrichtigung_zustellung where zustand in ('OFFEN', 'LAEUFT')`.execute(db);
  if (Number(offen.rows[0]!.n) === 0) break;
  // Claimed by a process that died: wait for its lease.
  await new Promise((r) => setTimeout(r, 500));
}
await db.destroy();
