// `npm run bench:sparen`: N metering points × one year of quarter hours (EKP_BENCH_ZAEHLPUNKTE,
// default 10,000 — 3.65 million day rows of `intervall_tag`, 350 million values; develop with e.g. 200)
// in a scratch database on PostgreSQL (EKP_BENCH_DB=<name> keeps it for the next run), then the
// three saving calls through the whole app (Fastify inject, real session): the tariff comparison of 5
// products over 12 months, the cheapest window (PT2H) and the forecast. Per round every call runs for
// EKP_BENCH_STICHPROBE random contracts; it prints the median and spread of the rounds' p95 after a warm-up
// round, next to the goals, and the Node CPU per call. Not part of npm test.
import { heuteIn, tagDanach } from '@ekp/contract';
import { sql } from 'kysely';
import { appBauen } from '../src/app.ts';
import { mandantenLaden } from '../src/config/mandanten.ts';
import { migrieren } from '../src/db/migrieren.ts';
import type { Db } from '../src/db/verbinden.ts';
import { passwortHashen } from '../src/shared/passwort-hash.ts';
import { partitionenSichern } from '../src/domain/intervall/partitionen.ts';
import { festeUhr } from '../src/config/uhr.ts';
import path from 'node:path';
import { kundenMitVertragErzeugen, marktpreiseErzeugen, scratchDatenbank, tageErzeugen } from './massendaten.ts';

const SERVER = process.env.EKP_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ZAEHLPUNKTE = Number(process.env.EKP_BENCH_ZAEHLPUNKTE ?? 10_000);
const STICHPROBE = Number(process.env.EKP_BENCH_STICHPROBE ?? 20);
const RUNDEN = Number(process.env.EKP_BENCH_RUNDEN ?? 5);
const MANDANT = 'musterstadt';
const JETZT = new Date('2026-11-18T10:00:00+01:00');
const HEUTE = heuteIn(JETZT);
const VON = tagDanach(HEUTE, -365);
const ZIELE = { tarifvergleich: 300, fenster: 50, prognose: 100 };

const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
const sortiert = (w: number[]) => [...w].sort((a, b) => a - b);
const quantil = (w: number[], q: number) => sortiert(w)[Math.min(w.length - 1, Math.floor(q * w.length))]!;

const BESTANDTEILE = {
  netzentgelt: { standard: 0.085, hochlast: 0.119, niedriglast: 0.017, zeitfenster: [{ quartale: [1, 4], von: '17:00', bis: '20:00', stufe: 'HLZ' }, { quartale: [1, 2, 3, 4], von: '00:00', bis: '06:00', stufe: 'NLZ' }] },
  konzessionsabgabe: 0.0199, kwkgUmlage: 0.00446, stromnevUmlage: 0.01559, offshoreUmlage: 0.00941, stromsteuer: 0.0205, umsatzsteuer: 0.19,
};
const PRODUKTE = [
  { id: 'fix', name: 'Fix', art: 'FEST', grundpreis: 12.9, arbeitspreis: 0.319, ntVon: '22:00', ntBis: '06:00' },
  { id: 'fix24', name: 'Fix 24', art: 'FEST', grundpreis: 10.9, arbeitspreis: 0.329, ntVon: '22:00', ntBis: '06:00' },
  { id: 'htnt', name: 'HT/NT', art: 'HTNT', grundpreis: 13.9, arbeitspreis: 0.339, arbeitspreisNT: 0.259, ntVon: '22:00', ntBis: '06:00' },
  { id: 'dyn', name: 'Dynamisch', art: 'DYNAMISCH', grundpreis: 13.9, aufschlag: 0.0215, preisbestandteile: 'netz', ntVon: '22:00', ntBis: '06:00' },
  { id: 'dyn-oeko', name: 'Dynamisch Öko', art: 'DYNAMISCH', grundpreis: 14.9, aufschlag: 0.0295, preisbestandteile: 'netz', ntVon: '22:00', ntBis: '06:00' },
];

async function stammdaten(db: Db): Promise<void> {
  const hash = await passwortHashen('Geheim123!');
  await kundenMitVertragErzeugen(db, MANDANT, ZAEHLPUNKTE, VON, hash);
  await sql`insert into tarif (mandant, vertrag_id, position, name, tariftyp, grundpreis, arbeitspreis, ist_dynamisch, aufschlag, gueltig_von, preisbestandteile)
    select ${MANDANT}, id, 0, 'Dynamisch', 'DYNAMISCHER_PREIS', 12, 0.3, true, 0.0215, ${VON}::date, 'netz' from vertrag`.execute(db);
  await sql`insert into verbrauch (mandant, vertrag_id, von, bis, summe, prognose, pro_kanal)
    select ${MANDANT}, id, ${tagDanach(VON, -365)}::date, ${VON}::date, 3000, false, '[]'::jsonb from vertrag`.execute(db);
  await sql`insert into abschlag (mandant, vertrag_id, betrag, rhythmus, naechste_faelligkeit) select ${MANDANT}, id, 90, 'MONATLICH', ${tagDanach(HEUTE, 3)}::date from vertrag`.execute(db);
  await sql`insert into preisbestandteile (mandant, id, daten) values (${MANDANT}, 'netz', ${JSON.stringify(BESTANDTEILE)}::jsonb)`.execute(db);
  for (const p of PRODUKTE) await sql`insert into produkt (mandant, id, daten) values (${MANDANT}, ${p.id}, ${JSON.stringify(p)}::jsonb)`.execute(db);
  await marktpreiseErzeugen(db, MANDANT, VON, HEUTE);
}

/** A year of quarter hours for every contract (bench/massendaten.ts); the saving calls do not read the market sums. */
async function lastgangErzeugen(db: Db): Promise<void> {
  await partitionenSichern(db, 'intervall_tag', MANDANT, VON, HEUTE);
  await db.connection().execute(async (c) => {
    await tageErzeugen(c, MANDANT, VON, HEUTE, log);
    await sql`vacuum (analyze) intervall_tag`.execute(c);
    await sql`analyze`.execute(c);
  });
}

async function main(): Promise<void> {
  const behalten = process.env.EKP_BENCH_DB;
  const name = behalten ?? `ekp_bench_sparen_${process.pid}`;
  const { admin, db, neu } = await scratchDatenbank(SERVER, name);
  let zaehlpunkte = ZAEHLPUNKTE;
  try {
    await migrieren(db);
    if (neu) {
      await stammdaten(db);
      log(`${ZAEHLPUNKTE} Zählpunkte × Viertelstunden ${VON} bis ${HEUTE} werden erzeugt …`);
      const start = performance.now();
      await lastgangErzeugen(db);
      log(`erzeugt in ${((performance.now() - start) / 1000).toFixed(0)} s`);
    } else {
      zaehlpunkte = (await sql<{ n: number }>`select count(*)::int as n from vertrag`.execute(db)).rows[0]!.n;
      log(`Datenbank ${name} mit ${zaehlpunkte} Zählpunkten wird wiederverwendet`);
    }
    const mandanten = mandantenLaden(path.resolve(import.meta.dirname, '../mandanten.json'));
    const app = await appBauen({ db, mandanten, uhr: festeUhr(JETZT), mailer: { senden: async () => {} }, sitzungTtl: 3600 });
    const nummern = Array.from({ length: STICHPROBE }, () => 1 + Math.floor(Math.random() * zaehlpunkte));
    const koepfe = new Map<number, Record<string, string>>();
    for (const nr of nummern) {
      const res = await app.inject({ method: 'POST', url: '/api/anschlussnutzer/login', headers: { kundennummer: `K${nr}`, passwort: 'Geheim123!' } });
      koepfe.set(nr, { kundennummer: `K${nr}`, token: String(res.headers.token) });
    }
    const aufrufe = { tarifvergleich: (nr: number) => `/api/V${nr}/tarifvergleich`, fenster: (nr: number) => `/api/V${nr}/guenstigstes-fenster?dauer=PT2H`, prognose: (nr: number) => `/api/V${nr}/prognose` };
    const p95: Record<keyof typeof aufrufe, number[]> = { tarifvergleich: [], fenster: [], prognose: [] };
    const cpu: Record<keyof typeof aufrufe, number[]> = { tarifvergleich: [], fenster: [], prognose: [] };
    for (let runde = 0; runde <= RUNDEN; runde++) {
      for (const [art, pfad] of Object.entries(aufrufe) as Array<[keyof typeof aufrufe, (nr: number) => string]>) {
        const zeiten: number[] = [];
        const cpuVorher = process.cpuUsage();
        for (const nr of nummern) {
          const start = performance.now();
          const res = await app.inject({ method: 'GET', url: pfad(nr), headers: koepfe.get(nr)! });
          zeiten.push(performance.now() - start);
          if (res.statusCode !== 200) throw new Error(`${pfad(nr)}: ${res.statusCode} ${res.body}`);
        }
        const c = process.cpuUsage(cpuVorher);
        if (runde > 0) {
          // round 0 warms up
          p95[art].push(quantil(zeiten, 0.95));
          cpu[art].push((c.user + c.system) / 1000 / nummern.length);
        }
      }
    }
    await app.close();
    console.log(`\nErgebnis: ${zaehlpunkte} Zählpunkte, je Runde ${STICHPROBE} zufällige Verträge, Median (Spanne) der p95 aus ${RUNDEN} Runden nach einer Aufwärmrunde:`);
    for (const art of Object.keys(aufrufe) as Array<keyof typeof aufrufe>) {
      const w = sortiert(p95[art]);
      const med = w[Math.floor(w.length / 2)]!;
      const c = sortiert(cpu[art]);
      console.log(
        `  ${art.padEnd(15)} p95 ${med.toFixed(1)} ms (${w[0]!.toFixed(1)}–${w.at(-1)!.toFixed(1)}), Ziel < ${ZIELE[art]} ms: ${med < ZIELE[art] ? 'ok' : 'VERFEHLT'}; Node-CPU je Aufruf ${c[Math.floor(c.length / 2)]!.toFixed(1)} ms (${c[0]!.toFixed(1)}–${c.at(-1)!.toFixed(1)})`,
      );
    }
  } finally {
    await db.destroy();
    if (!behalten) await sql.raw(`drop database if exists ${name}`).execute(admin);
    await admin.destroy();
  }
}

await main();
