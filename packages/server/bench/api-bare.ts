// The references of `npm run bench:api`: a bare Fastify without anything of ekp, either a hello
// world or doing with the same driver exactly the indexed reads GET /api/anschlussnutzer needs (session by
// token hash, customer with their contract ids by key). Started by api.ts, one process each.
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { poolLesen } from '../src/db/benannte-abfrage.ts';

const art = process.env.BARE ?? 'hello';
const port = Number(process.env.PORT ?? 3221);
type Abfrage = (text: string, werte: unknown[]) => Promise<Record<string, unknown>[]>;

async function abfrageOeffnen(): Promise<Abfrage | undefined> {
  if (art === 'pg') {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: '-c jit=off' });
    // BARE_BENANNT=1: as named statements, parsed and planned once per connection, as ekp sends its templates;
    // =einmal: besides, their row description asked for once per connection, as ekp does (src/db/benannte-abfrage.ts).
    const namen = new Map<string, string>();
    const benannt = process.env.BARE_BENANNT;
    const name = (text: string) => namen.get(text) ?? (namen.set(text, `bare_${namen.size + 1}`), namen.get(text)!);
    if (benannt === 'einmal') return async (text, werte) => (await poolLesen(pool, { name: name(text), text }, werte)).rows as Record<string, unknown>[];
    return async (text, werte) => (await pool.query(benannt ? { name: name(text), text } : text, werte)).rows;
  }
  if (art === 'pglite') {
    const db = new PGlite({ dataDir: process.env.PGLITE_DIR! });
    return async (text, werte) => (await db.query<Record<string, unknown>>(text, werte)).rows;
  }
  return undefined;
}

const abfrage = await abfrageOeffnen();
const app = Fastify({ logger: false });
app.get('/api/anschlussnutzer', async (request, reply) => {
  if (!abfrage) return { hallo: 'welt' };
  const token = String(request.headers.token ?? '');
  const kundennummer = String(request.headers.kundennummer ?? '');
  const hash = createHash('sha256').update(token).digest('hex');
  const sitzung = await abfrage('select ablauf, erstellt from sitzung where token_hash = $1 and mandant = $2 and kundennummer = $3', [
    hash,
    'musterstadt',
    kundennummer,
  ]);
  // ekp checks the clock in JavaScript too (kern/sitzung.ts).
  if (!sitzung.length || new Date(sitzung[0]!.ablauf as string).getTime() <= Date.now()) return reply.code(401).send({ data: 'nicht angemeldet' });
  // The customer with their contract ids in one read, as ekp's repository asks for them.
  const kunde = await abfrage(
    'select kundennummer, anrede, titel, vorname, nachname, firma, geburtsdatum, email, festnetz, mobil, fax, kunden_art as "kundenArt", zugang, ' +
      'array(select v.id from vertrag v where v.mandant = a.mandant and v.kundennummer = a.kundennummer order by v.id) as vertraege ' +
      'from anschlussnutzer a where mandant = $1 and kundennummer = $2',
    ['musterstadt', kundennummer],
  );
  return kunde[0];
});
await app.listen({ port, host: '127.0.0.1' });
// An orderly exit on SIGTERM, so that `node --cpu-prof` (EKP_BENCH_PROFIL) writes the profile as it does for ekp.
process.once('SIGTERM', () => process.exit(0));
console.log('bereit');
