import { sql, type Kysely } from 'kysely';

// The reading campaign's reminder is an event of the one notification model: the centre, the customer's
// choices and the delivery rows accept it. Literal lists on purpose: a migration means the same forever.
// Each code remembers when its two notices (the campaign's start, five days before the deadline) were
// recorded, so each is recorded once, whatever channel the customer turns on later.
const TABELLEN = ['benachrichtigung', 'benachrichtigung_einstellung', 'benachrichtigung_zustellung'];
const VORHER = ['preisfenster', 'negativpreis', 'ablesung', 'dokument', 'anfrage', 'abschlag'];
const NACHHER = [...VORHER, 'ablesekampagne_erinnerung'];

async function pruefungSetzen(db: Kysely<unknown>, werte: string[]): Promise<void> {
  const liste = sql.join(werte.map((w) => sql.lit(w)));
  for (const tabelle of TABELLEN) {
    const name = sql.id(`${tabelle}_ereignis_check`);
    await sql`alter table ${sql.table(tabelle)} drop constraint if exists ${name}`.execute(db);
    await sql`alter table ${sql.table(tabelle)} add constraint ${name} check (ereignis in (${liste}))`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await pruefungSetzen(db, NACHHER);
  await sql`alter table ablesecode add column benachrichtigt_beginn timestamptz, add column benachrichtigt_frist timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ablesecode drop column benachrichtigt_beginn, drop column benachrichtigt_frist`.execute(db);
  await sql`delete from benachrichtigung where ereignis = 'ablesekampagne_erinnerung'`.execute(db);
  await sql`delete from benachrichtigung_einstellung where ereignis = 'ablesekampagne_erinnerung'`.execute(db);
  await sql`delete from benachrichtigung_zustellung where ereignis = 'ablesekampagne_erinnerung'`.execute(db);
  await pruefungSetzen(db, VORHER);
}
