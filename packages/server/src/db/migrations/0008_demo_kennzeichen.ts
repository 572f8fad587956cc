import { sql, type Kysely } from 'kysely';

// Issue #9: demo customers are marked, so an import of the same customer number replaces them instead of
// leaving the README's demo password on a real customer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table anschlussnutzer add column demo boolean not null default false`.execute(db);
  // A database filled by an earlier version: the demo generator always used these numbers per shipped
  // tenant (demo/kunden.ts). Marking them lets the next import of such a number replace the demo record.
  await sql`update anschlussnutzer set demo = true
    where (mandant = 'musterstadt' and kundennummer in ('10001', '10002', '10003', '10004', '10005'))
       or (mandant = 'nordlicht' and kundennummer = '20001')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table anschlussnutzer drop column demo`.execute(db);
}
