import { sql, type Kysely } from 'kysely';

// Issue 31 item 10: the termination in the portal speaks the public form's language: ordentlich or
// außerordentlich, to the next possible date or a chosen one. SPEC's reason becomes optional extra
// information. Terminations stored before were ordinary ones to a chosen date.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table kuendigung alter column grund drop not null`.execute(db);
  await sql`alter table kuendigung add column art text not null default 'ORDENTLICH' constraint kuendigung_art_check check (art in ('ORDENTLICH', 'AUSSERORDENTLICH'))`.execute(db);
  await sql`alter table kuendigung add column zeitpunkt text not null default 'DATUM' constraint kuendigung_zeitpunkt_check check (zeitpunkt in ('NAECHSTMOEGLICH', 'DATUM'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table kuendigung drop column zeitpunkt`.execute(db);
  await sql`alter table kuendigung drop column art`.execute(db);
}
