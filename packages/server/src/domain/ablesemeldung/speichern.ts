import { ablesekampagneTexte as t, ablesungenTexte, type KanalPlausibilitaet, type Meldekanal } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { inOutbox } from '../../shared/outbox.ts';
import { neueReferenz } from '../referenz.ts';
import { lageLesen, type Vorige } from './vergleichswerte.ts';

export interface Meldung {
  mandant: string;
  kampagneId: number;
  stichtag: string;
  /** The code it came with; null for a reading staff took on the phone. */
  codeId: number | null;
  vertragId: string;
  kundennummer: string;
  zaehlernummer: string;
  ablesedatum: string;
  ablesewerte: Record<string, number>;
  plausibel: boolean;
  plausibilitaet: KanalPlausibilitaet[];
  foto?: { daten: Buffer; mime: string } | undefined;
  kanal: Meldekanal;
  mitarbeiter?: string | undefined;
  jetzt: Date;
}

/** A code reports once and corrects once. */
export const MAX_VERSIONEN_JE_CODE = 2;

const istDoppelt = (e: unknown) => (e as { code?: string } | null)?.code === '23505' || /23505|duplicate key/.test(String((e as Error)?.message ?? ''));

/**
 * Stores a campaign reading as the contract's reading (the signed-in list and the export show it like any
 * other, marked by its origin), keeps it as a version of its own, and hands it to the billing export. A
 * correction changes the reading in place and adds version 2; the first version stays in ablesemeldung and
 * in the export. The contract is locked first, so two readings racing each other store one after the other.
 * A reading taken on the phone; the public call locks its code and reads the versions itself (`meldungSchreiben`).
 */
export async function meldungSpeichern(db: Db, m: Meldung): Promise<string> {
  // Inside the caller's transaction or its own.
  const ausfuehren = <T>(f: (trx: Db) => Promise<T>) => (db.isTransaction ? f(db) : db.transaction().execute(f));
  return ausfuehren(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`${m.mandant}|ablesekampagne|${m.kampagneId}|${m.vertragId}`}, 0))`.execute(trx);
    const { vorige } = await lageLesen(trx, m.mandant, m.kampagneId, m.vertragId, m.zaehlernummer, m.ablesedatum);
    return meldungSchreiben(trx, m, vorige);
  });
}

/**
 * The writing half, inside the caller's transaction that holds the lock and read `vorige` after taking it:
 * the reading (changed in place, or new) and its version in one statement, then the outbox entry.
 */
export async function meldungSchreiben(trx: Db, m: Meldung, vorige: Vorige[]): Promise<string> {
  const herkunft = m.kanal === 'CODE' ? t.herkunft : t.herkunftTelefon;
  let eingangsnummer = neueReferenz('Z', m.jetzt);
  if (m.codeId !== null && vorige.filter((v) => v.code_id !== null && Number(v.code_id) === m.codeId).length >= MAX_VERSIONEN_JE_CODE) {
    throw new HttpFehler(409, t.korrekturVerbraucht);
  }
  const letzte = vorige[0];
  const version = (letzte?.version ?? 0) + 1;
  const werte = JSON.stringify(m.ablesewerte);
  const spalten = sql`(mandant, kampagne_id, code_id, vertrag_id, eingangsnummer, version, kanal, mitarbeiter, ablesedatum, ablesewerte, plausibel, ablesung_id, erstellt)`;
  const versionWerte = (nummer: string) =>
    sql`${m.mandant}, ${m.kampagneId}, ${m.codeId}::bigint, ${m.vertragId}, ${nummer}, ${version}, ${m.kanal}, ${m.mitarbeiter ?? null}, ${m.ablesedatum}::date, ${werte}::jsonb, ${m.plausibel}`;
  let ablesungId: number;
  try {
    // The reading before this version (if any, and still there) is changed; otherwise a new one, unless the
    // meter has another reading of this kind on that day. The version row follows the reading's id.
    const z = await sql<{ id: number; versioniert: boolean }>`with geaendert as (
        update ablesung set ablesedatum = ${m.ablesedatum}::date, ablesewerte = ${werte}::jsonb, erfassungshinweis = ${herkunft}, plausibel = ${m.plausibel},
          foto = ${m.foto?.daten ?? null}::bytea, foto_mime = ${m.foto?.mime ?? null}, foto_datei = null
        where id = ${letzte?.ablesung_id ?? null}::bigint and mandant = ${m.mandant} returning id
      ), neu as (
        insert into ablesung (mandant, vertrag_id, zaehlernummer, ablesedatum, ablesewerte, erfassungshinweis, plausibel, foto, foto_mime, ermittlungsart, ableseart, erstellt)
        select ${m.mandant}, ${m.vertragId}, ${m.zaehlernummer}, ${m.ablesedatum}::date, ${werte}::jsonb, ${herkunft}, ${m.plausibel}, ${m.foto?.daten ?? null}::bytea, ${m.foto?.mime ?? null}, 'KUNDE', 'KUNDE', ${m.jetzt}::timestamptz
        where not exists (select 1 from geaendert)
        on conflict (mandant, vertrag_id, zaehlernummer, ablesedatum, ermittlungsart) do nothing returning id
      ), gespeichert as (select id from geaendert union all select id from neu),
      version as (
        insert into ablesemeldung ${spalten} select ${versionWerte(eingangsnummer)}, id, ${m.jetzt}::timestamptz from gespeichert
        on conflict (mandant, eingangsnummer) do nothing returning 1
      )
      select id, exists (select 1 from version) as versioniert from gespeichert`.execute(trx);
    if (!z.rows[0]) throw new HttpFehler(409, ablesungenTexte.andereAblesungAmTag);
    ablesungId = Number(z.rows[0].id);
    // Six random characters a day collide now and then at a campaign's peak (tens of thousands of readings a
    // day: the birthday bound of 31^6): draw the Eingangsnummer again instead of refusing the reading.
    for (let versuch = 0; !z.rows[0].versioniert; versuch++) {
      if (versuch === 5) throw new Error('Keine freie Eingangsnummer nach 5 Versuchen');
      eingangsnummer = neueReferenz('Z', m.jetzt);
      const neu = await sql`insert into ablesemeldung ${spalten} values (${versionWerte(eingangsnummer)}, ${ablesungId}, ${m.jetzt}::timestamptz)
        on conflict (mandant, eingangsnummer) do nothing returning 1`.execute(trx);
      if (neu.rows.length) break;
    }
  } catch (e) {
    if (istDoppelt(e)) throw new HttpFehler(409, ablesungenTexte.andereAblesungAmTag);
    throw e;
  }
  await inOutbox(trx, {
    mandant: m.mandant,
    art: 'ablesung',
    kundennummer: m.kundennummer,
    vertragId: m.vertragId,
    payload: {
      ablesungId,
      zaehlernummer: m.zaehlernummer,
      ablesedatum: m.ablesedatum,
      ablesewerte: m.ablesewerte,
      ermittlungsart: 'KUNDE',
      ableseart: 'KUNDE',
      herkunft,
      plausibel: m.plausibel,
      plausibilitaet: m.plausibilitaet,
      foto: m.foto ? { mime: m.foto.mime, bytes: m.foto.daten.length } : null,
      referenz: eingangsnummer,
      kampagne: { stichtag: m.stichtag, version, ...(letzte ? { ersetzt: letzte.eingangsnummer } : {}) },
      ...(m.mitarbeiter ? { mitarbeiter: m.mitarbeiter } : {}),
    },
  });
  return eingangsnummer;
}
