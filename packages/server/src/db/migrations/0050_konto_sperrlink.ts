import { sql, type Kysely } from 'kysely';

// Issue 26 item 1: the "not you?" link of a mail announcing a changed email or password. Only the
// token's hash is stored; using it blocks the account and ends every session.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table konto_sperrlink (
    mandant text not null,
    kundennummer text not null,
    token_hash text not null,
    ablauf timestamptz not null,
    primary key (mandant, kundennummer, token_hash),
    foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
  )`.execute(db);
  await sql`create index konto_sperrlink_token on konto_sperrlink (token_hash)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table konto_sperrlink`.execute(db);
}
