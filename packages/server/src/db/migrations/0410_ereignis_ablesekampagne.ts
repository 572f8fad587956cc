import { sql, type Kysely } from 'kysely';

// The reading campaign's reminder is an event of its own (`ablesekampagne_erinnerung`), so a customer can
// choose its channels apart from the tenant's yearly reading reminder. The three tables that name the event
// get their check again with the new value; the old check is found by what it says, whatever its name.
const EREIGNISSE = `'preisfenster', 'negativpreis', 'ablesung', 'dokument', 'anfrage', 'abschlag', 'ablesekampagne_erinnerung'`;
const TABELLEN = ['benachrichtigung', 'benachrichtigung_einstellung', 'benachrichtigung_zustellung'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const tabelle of TABELLEN) await checkSetzen(db, tabelle, EREIGNISSE);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const tabelle of TABELLEN) await sql`delete from ${sql.table(tabelle)} where ereignis = 'ablesekampagne_erinnerung'`.execute(db);
  for (const tabelle of TABELLEN) await checkSetzen(db, tabelle, EREIGNISSE.replace(`, 'ablesekampagne_erinnerung'`, ''));
}

async function checkSetzen(db: Kysely<unknown>, tabelle: string, werte: string): Promise<void> {
  const alte = await sql<{ conname: string }>`
    select conname from pg_constraint
    where conrelid = ${tabelle}::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%ereignis%'`.execute(db);
  for (const c of alte.rows) await sql`alter table ${sql.table(tabelle)} drop constraint ${sql.id(c.conname)}`.execute(db);
  await sql`alter table ${sql.table(tabelle)} add constraint ${sql.id(`${tabelle}_ereignis_check`)} check (ereignis in (${sql.raw(werte)}))`.execute(db);
}
