import { sql, type Kysely } from 'kysely';

// Issue 15: enum-like text columns accept only the values the contract knows (the row types in
// db/tabellen.ts name the same lists; test/schema.test.ts compares both). Literal lists on purpose:
// a migration must mean the same thing forever. Not here: outbox.art and ratenereignis.bereich, which
// grow with features, and free texts the importer takes as they come (land, kategorie, versorgungsart).
const ANREDEN = ['KeineAnrede', 'Firma', 'Herr', 'Frau', 'Familie'];
const KUNDENARTEN = ['Haushaltskunde', 'Sondervertragskunde', 'RLMKunde'];
const QUELLEN = ['NETZBETREIBER', 'ERSATZWERT', 'KUNDE'];

const PRUEFUNGEN: Array<[tabelle: string, spalte: string, werte: string[]]> = [
  ['anschlussnutzer', 'anrede', ANREDEN],
  ['anschlussnutzer', 'kunden_art', KUNDENARTEN],
  ['anschlussnutzer', 'zugang', ['voll', 'eingeschränkt']],
  ['vertrag', 'kunden_art', KUNDENARTEN],
  ['tarif', 'tariftyp', ['DYNAMISCHER_PREIS', 'ALLES_INKLUSIVE_NETTO', 'ALLES_INKLUSIVE_BRUTTO', 'REINER_ENERGIEPREIS']],
  ['ablesung', 'ermittlungsart', QUELLEN],
  ['ablesung', 'ableseart', QUELLEN],
  ['rechnungsadresse', 'anrede', ANREDEN],
  ['kuendigung', 'grund', ['AUSZUG', 'ANBIETERWECHSEL', 'SONDERKUENDIGUNG']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [tabelle, spalte, werte] of PRUEFUNGEN) {
    const liste = sql.join(werte.map((w) => sql.lit(w)));
    await sql`alter table ${sql.table(tabelle)} add constraint ${sql.id(`${tabelle}_${spalte}_check`)} check (${sql.ref(spalte)} in (${liste}))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [tabelle, spalte] of PRUEFUNGEN) {
    await sql`alter table ${sql.table(tabelle)} drop constraint ${sql.id(`${tabelle}_${spalte}_check`)}`.execute(db);
  }
}
