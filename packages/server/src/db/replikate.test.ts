import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { einspielen, kunde, kundenZugang, mandanten, type Zugang } from '../../test/helper.ts';
import { clusterGrund, primaerAnlegen, replikatAnlegen, type Cluster } from '../../test/pg-cluster.ts';
import { appBauen } from '../app.ts';
import { envLesen } from '../config/env.ts';
import { festeUhr } from '../config/uhr.ts';
import { migrieren } from './migrieren.ts';
import { datenbankOeffnen, type OffeneDatenbank } from './oeffnen.ts';
import { lsnZahl } from './replikate.ts';
import { verbinden } from './verbinden.ts';

// Against a real streaming replica made on this machine (test/pg-cluster.ts): ports 54330/54331.
const GRUND = clusterGrund();
if (GRUND) console.log(`Lesereplikat-Test übersprungen: ${GRUND}`);

const MAX_LAG_S = 4;
const KUNDEN = ['1001', '1002', '1003', '1004', '1005', '1006'];
const vertrag = (id: string) => ({
  id,
  versorgungsart: 'Strom' as const,
  anmeldungsart: 'Neueinzug' as const,
  lieferbeginn: '2024-01-01',
  strasse: 'Weg',
  hausnummer: '1',
  plz: '12345',
  ort: 'Ort',
  kundenArt: 'Haushaltskunde' as const,
});

describe('DATABASE_READ_URL', () => {
  it('takes one or more postgres:// URLs, comma-separated, and refuses anything else in German', () => {
    const env = envLesen({ DATABASE_URL: 'postgres://p/ekp', DATABASE_READ_URL: 'postgres://r1/ekp, postgresql://r2/ekp' });
    expect(env.DATABASE_READ_URL).toEqual(['postgres://r1/ekp', 'postgresql://r2/ekp']);
    expect(env.EKP_REPLIKAT_MAX_LAG).toBe(1);
    expect(() => envLesen({ DATABASE_READ_URL: 'mysql://r1' })).toThrow(/DATABASE_READ_URL.*muss mit postgres:\/\//);
    expect(() => envLesen({ EKP_REPLIKAT_MAX_LAG: 'bald' })).toThrow(/EKP_REPLIKAT_MAX_LAG/);
  });

  it('is refused without DATABASE_URL: the embedded database has no replicas', async () => {
    await expect(datenbankOeffnen({ DATABASE_URL: undefined, EKP_DATA_DIR: '/nonexistent', DATABASE_READ_URL: ['postgres://r/ekp'] })).rejects.toThrow(
      'DATABASE_READ_URL (Lesereplikate) geht nur zusammen mit DATABASE_URL (PostgreSQL-Server).',
    );
  });

  it('compares WAL positions as numbers, not as text', () => {
    expect(lsnZahl('0/A0000000') > lsnZahl('0/9FFFFFFF')).toBe(true);
    expect(lsnZahl('1/0') > lsnZahl('0/FFFFFFFF')).toBe(true);
  });
});

describe.skipIf(GRUND)('read replicas against a streaming replica', () => {
  let primaer: Cluster;
  let replikat: Cluster;
  /** Two server processes' worth of pools, replica checkers and apps on the same primary and replica. */
  const prozesse: { offen: OffeneDatenbank; app: FastifyInstance }[] = [];
  let aufReplikat: pg.Client;
  let aufPrimaer: pg.Client;

  beforeAll(async () => {
    primaer = primaerAnlegen(54330);
    const db = verbinden({ databaseUrl: primaer.url() });
    await migrieren(db);
    await einspielen(db, { anschlussnutzer: KUNDEN.map((k) => kunde(k, { vertraege: [vertrag(`V-${k}`)] })) });
    await db.destroy();
    replikat = replikatAnlegen(primaer, 54331);
    for (let i = 0; i < 2; i++) {
      const offen = await datenbankOeffnen({
        DATABASE_URL: primaer.url(),
        EKP_DATA_DIR: '/nonexistent',
        DATABASE_READ_URL: [replikat.url()],
        EKP_REPLIKAT_MAX_LAG: MAX_LAG_S,
      });
      const app = await appBauen({
        db: offen.db,
        replikate: { db: offen.replikate!.db, pinMs: (MAX_LAG_S + 1) * 1000 },
        mandanten,
        uhr: festeUhr('2026-11-18T10:00:00+01:00'),
        mailer: { senden: async () => {} },
        sitzungTtl: 900,
      });
      prozesse.push({ offen, app });
    }
    aufReplikat = new pg.Client(replikat.url());
    aufPrimaer = new pg.Client(primaer.url());
    // The replica is killed in the last test: its connection's error event is expected there.
    aufReplikat.on('error', () => {});
    await aufReplikat.connect();
    await aufPrimaer.connect();
  }, 120_000);

  afterAll(async () => {
    await aufReplikat?.end().catch(() => {});
    await aufPrimaer?.end().catch(() => {});
    for (const p of prozesse) {
      await p.app.close();
      await p.offen.schliessen();
    }
    replikat?.entfernen();
    primaer?.entfernen();
  });

  /** Signs in now: a sign-in writes, and the tests stop the replica's replay after it. */
  const angemeldet = async (app: FastifyInstance, kundennummer: string): Promise<Zugang> => {
    const z = kundenZugang(app, kundennummer);
    await z.kopf();
    return z;
  };
  const lesen = async (wer: Zugang) => {
    const res = await wer.get('/anschlussnutzer');
    expect(res.statusCode).toBe(200);
    return res.json() as { nachname: string; email: string };
  };

  /** Waits until every process's checker sees the replica as usable (or not). */
  async function bisNutzbar(nutzbar: boolean): Promise<void> {
    const bis = Date.now() + 15_000;
    for (;;) {
      await Promise.all(prozesse.map((p) => p.offen.replikate!.pruefen()));
      if (prozesse.every((p) => p.offen.replikate!.zustand()[0]!.nutzbar === nutzbar)) return;
      if (Date.now() > bis) throw new Error(`Replikat nicht ${nutzbar ? 'nutzbar' : 'übersprungen'}: ${JSON.stringify(prozesse.map((p) => p.offen.replikate!.zustand()))}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Stops replay on the replica right after a check proved it current: for EKP_REPLIKAT_MAX_LAG it still serves, stale. */
  async function replayAnhalten(): Promise<void> {
    await bisNutzbar(true);
    await aufReplikat.query('select pg_wal_replay_pause()');
  }

  it('answers reads from the replica while it is current, and skips it once it lags beyond EKP_REPLIKAT_MAX_LAG', async () => {
    const app = prozesse[0]!.app;
    const ich = await angemeldet(app, '1001');
    await replayAnhalten();
    try {
      // The utility's import changes the customer on the primary: the replica has not replayed it.
      await aufPrimaer.query(`update anschlussnutzer set nachname = 'Neu' where kundennummer = '1001'`);
      expect((await lesen(ich)).nachname).toBe('Kunde 1001');
      await bisNutzbar(false);
      expect((await lesen(ich)).nachname).toBe('Neu');
    } finally {
      await aufReplikat.query('select pg_wal_replay_resume()');
    }
    await bisNutzbar(true);
    expect((await lesen(ich)).nachname).toBe('Neu');
  });

  it("shows a customer's own write on their next read, in another server process too", async () => {
    const [erster, zweiter] = prozesse as [(typeof prozesse)[0], (typeof prozesse)[0]];
    const ich = await angemeldet(erster.app, '1002');
    const anderer = await angemeldet(erster.app, '1003');
    const abgewiesen = await angemeldet(erster.app, '1005');
    await replayAnhalten();
    try {
      const res = await ich.put('/anschlussnutzer/kontaktdatenAktualisieren', { email: 'neu-1002@example.org', passwort: 'Geheim123!' });
      expect(res.statusCode).toBe(200);
      // A refused write stored nothing: it does not pin the session (the replica keeps serving it).
      expect((await abgewiesen.put('/anschlussnutzer/kontaktdatenAktualisieren', { email: 'keine-adresse' })).statusCode).toBe(400);
      await aufPrimaer.query(`update anschlussnutzer set email = 'import@example.org' where kundennummer in ('1003', '1005')`);
      expect((await lesen(abgewiesen.auf(zweiter.app))).email).toBe('1005@example.org');
      // The replica still serves (the other customer reads the old address, not their import's) …
      expect((await lesen(anderer.auf(zweiter.app))).email).toBe('1003@example.org');
      // … but the customer who wrote reads their write, in the process that took it and in the other one.
      expect((await lesen(ich.auf(zweiter.app))).email).toBe('neu-1002@example.org');
      expect((await lesen(ich)).email).toBe('neu-1002@example.org');
    } finally {
      await aufReplikat.query('select pg_wal_replay_resume()');
    }
    await bisNutzbar(true);
  });

  it('answers every request when the replica is killed under load', async () => {
    const sitzungen = await Promise.all(KUNDEN.map((k, i) => angemeldet(prozesse[i % 2]!.app, k)));
    await bisNutzbar(true);
    const pfade = (k: string) => ['/anschlussnutzer', `/V-${k}`, '/dokument/alle', `/V-${k}/historie?interval=daily`, `/V-${k}/verbraeuche`, `/V-${k}/tarifhistorie`];
    const statusse: number[] = [];
    const ende = { erreicht: false };
    const last = sitzungen.map(async (wer, i) => {
      for (let n = 0; !ende.erreicht; n++) {
        const pfad = pfade(KUNDEN[i]!)[n % 6]!;
        const res = await wer.get(pfad);
        statusse.push(res.statusCode);
        if (res.statusCode !== 200) console.error(pfad, res.statusCode, res.body);
      }
    });
    await new Promise((r) => setTimeout(r, 1500));
    const vorher = statusse.length;
    replikat.abschiessen();
    await new Promise((r) => setTimeout(r, 2500));
    ende.erreicht = true;
    await Promise.all(last);
    expect(vorher).toBeGreaterThan(20);
    expect(statusse.length).toBeGreaterThan(vorher + 20);
    expect(statusse.filter((s) => s !== 200)).toEqual([]);
    for (const p of prozesse) expect(p.offen.replikate!.zustand()[0]!.nutzbar).toBe(false);
  });
});
