import { sql, type Kysely } from 'kysely';

// The annual reading campaign without login. A campaign is one tenant's Stichtag; each contract in it gets
// a code, stored only as its HMAC (docs/ablesekampagne.md), with a lock after refused submissions. Every
// submission through a code (and every reading staff take on the phone) is kept as a version of its own,
// so a correction leaves the first report in place.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table ablesekampagne (
    id bigserial primary key,
    mandant text not null,
    stichtag date not null,
    frist date not null,
    erstellt timestamptz not null default now(),
    unique (mandant, stichtag)
  )`.execute(db);
  await sql`create table ablesecode (
    id bigserial primary key,
    mandant text not null,
    kampagne_id bigint not null references ablesekampagne (id) on delete cascade,
    vertrag_id text not null,
    kundennummer text not null,
    zaehlernummer text not null,
    code_hash text not null unique,
    gueltig_bis date not null,
    fehlversuche integer not null default 0,
    gesperrt_bis timestamptz,
    erinnert timestamptz,
    erstellt timestamptz not null default now(),
    unique (kampagne_id, vertrag_id)
  )`.execute(db);
  await sql`create table ablesemeldung (
    id bigserial primary key,
    mandant text not null,
    kampagne_id bigint not null references ablesekampagne (id) on delete cascade,
    code_id bigint references ablesecode (id) on delete cascade,
    vertrag_id text not null,
    eingangsnummer text not null,
    version integer not null,
    kanal text not null check (kanal in ('CODE', 'TELEFON')),
    mitarbeiter text,
    ablesedatum date not null,
    ablesewerte jsonb not null,
    plausibel boolean not null,
    ablesung_id bigint,
    erstellt timestamptz not null default now(),
    unique (mandant, eingangsnummer),
    unique (kampagne_id, vertrag_id, version)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists ablesemeldung`.execute(db);
  await sql`drop table if exists ablesecode`.execute(db);
  await sql`drop table if exists ablesekampagne`.execute(db);
}
