// The two servers of `npm run bench:preisfeed`, one process each, started by preisfeed.ts:
// SERVER=ekp — the whole app on a fresh PGlite with one dynamic tariff and two days of quarter-hour prices;
// SERVER=bare — a bare Fastify answering the same path with the same JSON (read from BODY_DATEI).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { appBauen } from '../src/app.ts';
import { mandantenLaden } from '../src/config/mandanten.ts';
import { migrieren } from '../src/db/migrieren.ts';
import { neuesPglite, ueberPglite } from '../src/db/verbinden.ts';
import { importieren } from '../src/import/index.ts';
import { systemUhr } from '../src/config/uhr.ts';

const port = Number(process.env.PORT);
const PFAD = '/api/oeffentlich/preise/strom-dynamisch';

if (process.env.SERVER === 'bare') {
  const body = readFileSync(process.env.BODY_DATEI!, 'utf8');
  const app = Fastify({ logger: false });
  app.get(PFAD, async (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));
  await app.listen({ host: '127.0.0.1', port });
} else {
  const db = ueberPglite(neuesPglite(process.env.PGLITE_DIR));
  await migrieren(db);
  const mandanten = mandantenLaden(path.resolve(import.meta.dirname, '../mandanten.json'));
  const beginn = Math.floor(Date.now() / 900_000) * 900_000;
  const preise = Array.from({ length: 192 }, (_, i) => ({ von: new Date(beginn + i * 900_000).toISOString(), bis: new Date(beginn + (i + 1) * 900_000).toISOString(), preis: 0.05 + (i % 96) / 1000 }));
  const tarif = { name: 'Strom Dynamisch', tariftyp: 'DYNAMISCHER_PREIS' as const, grundpreis: 10, arbeitspreis: 0.3, istDynamisch: true, aufschlag: 0.1, gueltigVon: '2026-01-01' };
  await importieren(db, {
    preise,
    anschlussnutzer: [{ kundennummer: '1', passwort: 'Geheim123!', anrede: 'Herr', vorname: 'B', nachname: 'Bench', kundenArt: 'Haushaltskunde', vertraege: [{ id: 'V1', versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2026-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Ort', kundenArt: 'Haushaltskunde', tarife: [tarif] }] }],
  }, mandanten.standard.key, mandanten.alle.map((m) => m.key));
  // The limit stays on (its check is part of every answer) but far above the load generator's rate. Production
  // logging on, to stdout, which preisfeed.ts sends to a file.
  const app = await appBauen({ db, mandanten, uhr: systemUhr, mailer: { senden: async () => undefined }, sitzungTtl: 900, preisfeedGrenze: 1e9 }, { logger: { level: 'info' } });
  await app.listen({ host: '127.0.0.1', port });
}
