import { sql, type Kysely } from 'kysely';

/**
 * A push delivery goes to each of the customer's devices. When some accept and one fails, the retry must go
 * only to the devices that did not accept: their ids are kept with the delivery.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table benachrichtigung_zustellung add column angenommen text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table benachrichtigung_zustellung drop column angenommen`.execute(db);
}
