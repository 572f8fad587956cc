import { sql, type Migration } from 'kysely';
import type { Db } from './verbinden.ts';
import * as grundlage from './migrations/0001_grundlage.ts';
import * as ablesekampagne from './migrations/0360_ablesekampagne.ts';
import * as intervallIndex from './migrations/0005_intervall_index.ts';
import * as intervallTagessummen from './migrations/0006_intervall_tagessummen.ts';
import * as tagessummenFunktion from './migrations/0007_tagessummen_funktion.ts';
import * as demoKennzeichen from './migrations/0008_demo_kennzeichen.ts';
import * as umzug from './migrations/0035_umzug.ts';
import * as abschlag from './migrations/0036_abschlag.ts';
import * as kuendigungOeffentlich from './migrations/0030_kuendigung_oeffentlich.ts';
import * as outboxOhneKunde from './migrations/0031_outbox_ohne_kunde.ts';
import * as zweiterFaktor from './migrations/0020_zweiter_faktor.ts';
import * as spaltenwerte from './migrations/0040_spaltenwerte.ts';
import * as abschlagRhythmus from './migrations/0041_abschlag_rhythmus.ts';
import * as fotoAblage from './migrations/0010_foto_ablage.ts';
import * as auftragLauf from './migrations/0045_auftrag_lauf.ts';
import * as kontaktTicket from './migrations/0046_kontakt_ticket.ts';
import * as kuendigungArt from './migrations/0160_kuendigung_art.ts';
import * as sitzungPrimaer from './migrations/0065_sitzung_primaer.ts';
import * as marktdaten from './migrations/0070_marktdaten.ts';
import * as service from './migrations/0080_service.ts';
import * as intervallTag from './migrations/0060_intervall_tag.ts';
import * as marktpreisPartitionen from './migrations/0061_marktpreis_partitionen.ts';
import * as schluesselMandant from './migrations/0062_schluessel_mandant.ts';
import * as kontoSperrlink from './migrations/0050_konto_sperrlink.ts';
import * as kuendigungWiederholung from './migrations/0051_kuendigung_wiederholung.ts';
import * as bekannteGeraete from './migrations/0052_bekannte_geraete.ts';
import * as freigabe from './migrations/0110_freigabe.ts';
import * as sparen from './migrations/0090_sparen.ts';
import * as benachrichtigungen from './migrations/0120_benachrichtigungen.ts';
import * as messwertTag from './migrations/0130_messwert_tag.ts';
import * as marktpreisStand from './migrations/0190_marktpreis_stand.ts';
import * as zustellungBesitzer from './migrations/0150_zustellung_besitzer.ts';
import * as tagwerteVertrag from './migrations/0200_tagwerte_vertrag_je_anweisung.ts';
import * as messwerteInIntervallTag from './migrations/0210_messwerte_in_intervall_tag.ts';
import * as summenImIndex from './migrations/0220_intervall_tag_summen_im_index.ts';
import * as mailAusgang from './migrations/0380_mail_ausgang.ts';
import * as serviceSucheMaloMelo from './migrations/0340_service_suche_malo_melo.ts';
import * as einspeiseverguetung from './migrations/0350_einspeiseverguetung.ts';
import * as abrechnungsinformation from './migrations/0370_abrechnungsinformation.ts';
import * as ereignisAblesekampagne from './migrations/0410_ereignis_ablesekampagne.ts';
import * as zustellungAngenommen from './migrations/0300_zustellung_angenommen.ts';
import * as preisfeedZaehler from './migrations/0301_preisfeed_zaehler.ts';
import * as kuendigungWeitereSchluessel from './migrations/0302_kuendigung_weitere_schluessel.ts';
import * as ablesekampagneBenachrichtigung from './migrations/0430_ablesekampagne_benachrichtigung.ts';
import * as ablesungSpitze from './migrations/0440_ablesung_spitze.ts';
import * as dokumentBeiBedarf from './migrations/0450_dokument_bei_bedarf.ts';
import * as intervallWerteKurz from './migrations/0490_intervall_werte_kurz.ts';
import * as intervallStand from './migrations/0500_intervall_stand.ts';

// Migrations are listed here in order, so they ship inside the bundle and need no directory scan.
// A migration that has landed on main is never edited again (docs/entscheidungen/); its number is unique.
export const migrationen: Record<string, Migration> = {
  '0001_grundlage': grundlage,
  '0005_intervall_index': intervallIndex,
  '0006_intervall_tagessummen': intervallTagessummen,
  '0007_tagessummen_funktion': tagessummenFunktion,
  '0008_demo_kennzeichen': demoKennzeichen,
  '0035_umzug': umzug,
  '0036_abschlag': abschlag,
  '0030_kuendigung_oeffentlich': kuendigungOeffentlich,
  '0031_outbox_ohne_kunde': outboxOhneKunde,
  '0020_zweiter_faktor': zweiterFaktor,
  '0040_spaltenwerte': spaltenwerte,
  '0041_abschlag_rhythmus': abschlagRhythmus,
  '0010_foto_ablage': fotoAblage,
  '0045_auftrag_lauf': auftragLauf,
  '0046_kontakt_ticket': kontaktTicket,
  '0160_kuendigung_art': kuendigungArt,
  '0065_sitzung_primaer': sitzungPrimaer,
  '0070_marktdaten': marktdaten,
  '0080_service': service,
  '0060_intervall_tag': intervallTag,
  '0061_marktpreis_partitionen': marktpreisPartitionen,
  '0062_schluessel_mandant': schluesselMandant,
  '0050_konto_sperrlink': kontoSperrlink,
  '0051_kuendigung_wiederholung': kuendigungWiederholung,
  '0052_bekannte_geraete': bekannteGeraete,
  '0110_freigabe': freigabe,
  '0090_sparen': sparen,
  '0120_benachrichtigungen': benachrichtigungen,
  '0130_messwert_tag': messwertTag,
  '0190_marktpreis_stand': marktpreisStand,
  '0150_zustellung_besitzer': zustellungBesitzer,
  '0200_tagwerte_vertrag_je_anweisung': tagwerteVertrag,
  '0210_messwerte_in_intervall_tag': messwerteInIntervallTag,
  '0220_intervall_tag_summen_im_index': summenImIndex,
  '0380_mail_ausgang': mailAusgang,
  '0340_service_suche_malo_melo': serviceSucheMaloMelo,
  '0350_einspeiseverguetung': einspeiseverguetung,
  '0360_ablesekampagne': ablesekampagne,
  '0370_abrechnungsinformation': abrechnungsinformation,
  '0410_ereignis_ablesekampagne': ereignisAblesekampagne,
  '0300_zustellung_angenommen': zustellungAngenommen,
  '0301_preisfeed_zaehler': preisfeedZaehler,
  '0302_kuendigung_weitere_schluessel': kuendigungWeitereSchluessel,
  '0430_ablesekampagne_benachrichtigung': ablesekampagneBenachrichtigung,
  '0440_ablesung_spitze': ablesungSpitze,
  '0450_dokument_bei_bedarf': dokumentBeiBedarf,
  '0490_intervall_werte_kurz': intervallWerteKurz,
  '0500_intervall_stand': intervallStand,
};

/** Names a migration was recorded under before it got its unique number (databases migrated earlier). */
const umbenannt: Record<string, string> = { '0005_intervall_tagessummen': '0006_intervall_tagessummen' };

/** The names of all migrations, in the order they are applied. */
export function migrationsNamen(): string[] {
  return Object.keys(migrationen).sort((a, b) => a.localeCompare(b));
}

/**
 * Applies the missing migrations in order. The whole run — creating the bookkeeping table, renaming old
 * records, every migration — is one transaction under one advisory lock: servers starting together on an
 * empty database wait for the first one and then find everything done (before, parallel `create table if
 * not exists` and per-migration locks let 3–7 of 8 fail). PostgreSQL's DDL is transactional, so a failing
 * migration leaves the database as it was. The bookkeeping table is Kysely's layout (kysely_migration) in
 * the current schema. Kysely's Migrator is not used: it introspects every schema of the database, which
 * fails when another schema is dropped meanwhile (parallel test runs).
 */
export async function migrieren(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(4711)`.execute(trx);
    await sql`create table if not exists kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(trx);
    for (const [alt, neu] of Object.entries(umbenannt)) {
      await sql`update kysely_migration set name = ${neu} where name = ${alt}`.execute(trx);
    }
    const erledigt = new Set((await sql<{ name: string }>`select name from kysely_migration`.execute(trx)).rows.map((r) => r.name));
    for (const name of migrationsNamen()) {
      if (erledigt.has(name)) continue;
      try {
        await migrationen[name]!.up(trx);
      } catch (e) {
        throw new Error(`Migration ${name} fehlgeschlagen: ${String(e)}`, { cause: e });
      }
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(trx);
    }
  });
}

/** The migrations this program knows that the database has not applied yet (for /api/ready). */
export async function fehlendeMigrationen(db: Db): Promise<string[]> {
  const r = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const erledigt = new Set(r.rows.map((z) => z.name));
  return migrationsNamen().filter((n) => !erledigt.has(n));
}
