import { sql, type Kysely } from 'kysely';

// The annual reading campaign without login. A campaign is one tenant's Stichtag; each contract in it gets
// a code, stored only as its HMAC (docs/ablesekampagne.md), with a lock after refused submissions. Every
// submission through a code (and every reading staff take on the phone) is kept as a version of its own,
// so a correction leaves the first report in place.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table ablesekampagne (
    id bigserial not null,
    mandant text not null,
    stichtag date not null,
    frist date not null,
    erstellt timestamptz not null default now(),
    primary key (mandant, id),
    unique (mandant, stichtag)
  )`.execute(db);
  await sql`create table ablesecode (
    id bigserial not null,
    mandant text not null,
    kampagne_id bigint not null,
    vertrag_id text not null,
    kundennummer text not null,
    zaehlernummer text not null,
    code_hash text not null,
    gueltig_bis date not null,
    fehlversuche integer not null default 0,
    gesperrt_bis timestamptz,
    erinnert timestamptz,
    erstellt timestamptz not null default now(),
    -- Keys lead with the tenant (and the customer where the row is one's), for a later distribution by them.
    primary key (mandant, kundennummer, id),
    unique (mandant, id),
    unique (mandant, code_hash),
    unique (mandant, kampagne_id, vertrag_id),
    foreign key (mandant, kampagne_id) references ablesekampagne (mandant, id) on delete cascade
  )`.execute(db);
  await sql`create table ablesemeldung (
    id bigserial not null,
    mandant text not null,
    kampagne_id bigint not null,
    code_id bigint,
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
    primary key (mandant, id),
    unique (mandant, eingangsnummer),
    unique (mandant, kampagne_id, vertrag_id, version),
    foreign key (mandant, kampagne_id) references ablesekampagne (mandant, id) on delete cascade,
    foreign key (mandant, code_id) references ablesecode (mandant, id) on delete cascade
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists ablesemeldung`.execute(db);
  await sql`drop table if exists ablesecode`.execute(db);
  await sql`drop table if exists ablesekampagne`.execute(db);
}
