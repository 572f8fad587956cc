import { sql, type Kysely } from 'kysely';

// Every mail the portal sends (confirmations, reset links, notices to the utility) is queued here in the
// transaction of the change that causes it and sent after commit; a mail server outage delays it instead of
// losing it. The text is sealed with the key ring: it may hold a reset link and always holds personal data.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_ausgang (
      mandant text not null,
      id text not null,
      art text not null,
      kundennummer text,
      an_versiegelt text not null,
      inhalt_versiegelt text not null,
      zustand text not null default 'OFFEN' constraint mail_ausgang_zustand_check check (zustand in ('OFFEN', 'LAEUFT', 'GESENDET', 'FEHLER')),
      versuche integer not null default 0,
      faellig_ab timestamptz not null,
      frist_bis timestamptz,
      besitzer text,
      erstellt timestamptz not null,
      gesendet timestamptz,
      fehler text,
      primary key (mandant, id)
    )`.execute(db);
  await sql`create index mail_ausgang_faellig on mail_ausgang (faellig_ab) where zustand in ('OFFEN', 'LAEUFT')`.execute(db);
  await sql`create index mail_ausgang_kunde on mail_ausgang (mandant, kundennummer, erstellt)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mail_ausgang`.execute(db);
}
