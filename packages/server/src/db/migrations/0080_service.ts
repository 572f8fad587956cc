import { sql, type Kysely } from 'kysely';

// Issue 29: the service console. Staff accounts, their sessions and sign-in challenges, the audit log
// (append-only, see the trigger below), the inbox's own state over the outbox rows, the account state's
// reason, the customers' last sign-ins, per-tenant settings, and the indexes of the customer search.
// Every key starts with the tenant.
const ANWEISUNGEN = [
  `create table mitarbeiter (
    mandant text not null,
    kennung text not null,
    name text not null,
    rolle text not null check (rolle in ('ADMIN', 'SACHBEARBEITUNG')),
    passwort_hash text not null,
    passwort_aendern boolean not null default true,
    aktiv boolean not null default true,
    totp_geheimnis text,
    totp_aktiv boolean not null default false,
    letzter_schritt bigint,
    demo boolean not null default false,
    erstellt timestamptz not null default now(),
    primary key (mandant, kennung)
  )`,
  `create table mitarbeiter_sitzung (
    mandant text not null,
    token_hash text not null,
    kennung text not null,
    erstellt timestamptz not null,
    ablauf timestamptz not null,
    primary key (mandant, token_hash),
    foreign key (mandant, kennung) references mitarbeiter on delete cascade
  )`,
  `create index mitarbeiter_sitzung_kennung on mitarbeiter_sitzung (mandant, kennung)`,
  `create table mitarbeiter_challenge (
    mandant text not null,
    token_hash text not null,
    kennung text not null,
    ablauf timestamptz not null,
    primary key (mandant, token_hash),
    foreign key (mandant, kennung) references mitarbeiter on delete cascade
  )`,
  `create table service_einstellung (
    mandant text not null primary key,
    protokoll_tage int not null default 730,
    erledigt_betreff text,
    erledigt_text text
  )`,
  `create table service_protokoll (
    mandant text not null,
    id bigserial,
    zeitpunkt timestamptz not null,
    kennung text not null,
    aktion text not null,
    kundennummer text,
    details text not null default '',
    adresse text not null,
    primary key (mandant, id)
  )`,
  `create index service_protokoll_zeit on service_protokoll (mandant, zeitpunkt)`,
  // Append-only: no UPDATE ever, and a DELETE only of rows older than the tenant's retention (the
  // clean-up). The application's SQL cannot get round a trigger; REVOKE takes the rights from every
  // role but the owner (docs/service.md: run the server as a role that does not own the tables).
  `create function service_protokoll_schutz() returns trigger language plpgsql as $$
  declare tage int;
  begin
    if tg_op = 'UPDATE' then
      raise exception 'service_protokoll ist unveränderlich';
    end if;
    select protokoll_tage into tage from service_einstellung where mandant = old.mandant;
    if old.zeitpunkt >= now() - make_interval(days => coalesce(tage, 730)) then
      raise exception 'service_protokoll: Einträge innerhalb der Aufbewahrungsfrist können nicht gelöscht werden';
    end if;
    return old;
  end $$`,
  `create trigger service_protokoll_schutz before update or delete on service_protokoll for each row execute function service_protokoll_schutz()`,
  `revoke update, delete, truncate on service_protokoll from public`,
  `create table vorgang (
    mandant text not null,
    outbox_id bigint not null,
    status text not null default 'neu' check (status in ('neu', 'in_bearbeitung', 'erledigt')),
    bearbeiter text,
    notizen jsonb not null default '[]',
    geaendert timestamptz not null,
    primary key (mandant, outbox_id)
  )`,
  `create index outbox_kunde on outbox (mandant, kundennummer, id)`,
  `create index outbox_art on outbox (mandant, art, id)`,
  `create table kunde_konto (
    mandant text not null,
    kundennummer text not null,
    zustand text not null,
    grund text,
    gesetzt_von text not null,
    gesetzt_am timestamptz not null,
    primary key (mandant, kundennummer),
    foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
  )`,
  // "Ansicht als Kunde": a customer session marked with the staff member; read-only, at most 15 minutes.
  `alter table sitzung add column ansicht_von text`,
  `create table kunde_anmeldung (
    mandant text not null,
    kundennummer text not null,
    id bigserial,
    zeitpunkt timestamptz not null,
    primary key (mandant, kundennummer, id),
    foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
  )`,
  // The customers' sign-ins, recorded from their sessions without touching the login code; the last 20 kept.
  `create function kunde_anmeldung_merken() returns trigger language plpgsql as $$
  begin
    if new.ansicht_von is null then
      insert into kunde_anmeldung (mandant, kundennummer, zeitpunkt) values (new.mandant, new.kundennummer, new.erstellt);
      delete from kunde_anmeldung where mandant = new.mandant and kundennummer = new.kundennummer
        and id < (select min(id) from (select id from kunde_anmeldung where mandant = new.mandant and kundennummer = new.kundennummer order by id desc limit 20) l);
    end if;
    return new;
  end $$`,
  `create trigger kunde_anmeldung_merken after insert on sitzung for each row execute function kunde_anmeldung_merken()`,
  // Customer search: prefix, case-insensitive (lower(...) with text_pattern_ops serves LIKE 'abc%').
  `create index anschlussnutzer_suche_kn on anschlussnutzer (mandant, lower(kundennummer) text_pattern_ops)`,
  `create index anschlussnutzer_suche_nachname on anschlussnutzer (mandant, lower(nachname) text_pattern_ops)`,
  `create index anschlussnutzer_suche_voll on anschlussnutzer (mandant, lower(coalesce(vorname, '') || ' ' || coalesce(nachname, '')) text_pattern_ops)`,
  `create index anschlussnutzer_suche_firma on anschlussnutzer (mandant, lower(firma) text_pattern_ops)`,
  `create index anschlussnutzer_suche_email on anschlussnutzer (mandant, lower(email) text_pattern_ops)`,
  `create index vertrag_suche_id on vertrag (mandant, lower(id) text_pattern_ops)`,
  `create index zaehler_suche on zaehler (mandant, lower(nummer) text_pattern_ops)`,
  `create index umzug_suche_malo on umzug (mandant, lower(malo_id_neu) text_pattern_ops)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const a of ANWEISUNGEN) await sql.raw(a).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists kunde_anmeldung_merken on sitzung`.execute(db);
  await sql`drop table if exists kunde_anmeldung, kunde_konto, vorgang, service_protokoll, service_einstellung, mitarbeiter_challenge, mitarbeiter_sitzung, mitarbeiter`.execute(db);
  await sql`drop function if exists kunde_anmeldung_merken, service_protokoll_schutz`.execute(db);
  await sql`alter table sitzung drop column if exists ansicht_von`.execute(db);
  for (const i of ['outbox_kunde', 'outbox_art', 'anschlussnutzer_suche_kn', 'anschlussnutzer_suche_nachname', 'anschlussnutzer_suche_voll', 'anschlussnutzer_suche_firma', 'anschlussnutzer_suche_email', 'vertrag_suche_id', 'zaehler_suche', 'umzug_suche_malo']) {
    await sql.raw(`drop index if exists ${i}`).execute(db);
  }
}
