import { sql, type Kysely } from 'kysely';

// Scheduled work (price fetch, notifications, retention) runs once per tenant, job and due key across every
// server process: a process claims a run by inserting its row; a crashed run is taken over after its lease.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table auftrag_lauf (
      mandant text not null,
      auftrag text not null,
      schluessel text not null,
      zustand text not null check (zustand in ('LAEUFT', 'FERTIG', 'FEHLER')),
      versuche integer not null default 1,
      begonnen timestamptz not null,
      frist_bis timestamptz not null,
      beendet timestamptz,
      fehler text,
      primary key (mandant, auftrag, schluessel)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table auftrag_lauf`.execute(db);
}
