import { ablesekampagneTexte as t, ablesungenTexte, type KanalPlausibilitaet, type Meldekanal } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { inOutbox } from '../../shared/outbox.ts';
import { neueReferenz } from '../referenz.ts';

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
 * in the export. The code's row is locked, so two submissions racing each other store one after the other.
 */
export async function meldungSpeichern(db: Db, m: Meldung): Promise<string> {
  const herkunft = m.kanal === 'CODE' ? t.herkunft : t.herkunftTelefon;
  const eingangsnummer = neueReferenz('Z', m.jetzt);
  // Inside the caller's transaction (the public call holds the code's row for the whole submission) or its own.
  const ausfuehren = <T>(f: (trx: Db) => Promise<T>) => (db.isTransaction ? f(db) : db.transaction().execute(f));
  try {
    return await ausfuehren(async (trx) => {
      if (m.codeId !== null) await trx.selectFrom('ablesecode').select('id').where('id', '=', m.codeId).forUpdate().execute();
      else await sql`select pg_advisory_xact_lock(hashtextextended(${`${m.mandant}|ablesekampagne|${m.kampagneId}|${m.vertragId}`}, 0))`.execute(trx);
      const vorige = await trx
        .selectFrom('ablesemeldung')
        .select(['version', 'eingangsnummer', 'ablesung_id', 'code_id'])
        .where('kampagne_id', '=', m.kampagneId)
        .where('vertrag_id', '=', m.vertragId)
        .orderBy('version', 'desc')
        .execute();
      if (m.codeId !== null && vorige.filter((v) => v.code_id !== null && Number(v.code_id) === m.codeId).length >= MAX_VERSIONEN_JE_CODE) {
        throw new HttpFehler(409, t.korrekturVerbraucht);
      }
      const letzte = vorige[0];
      const werte = {
        ablesedatum: m.ablesedatum,
        ablesewerte: JSON.stringify(m.ablesewerte),
        erfassungshinweis: herkunft,
        plausibel: m.plausibel,
        foto: m.foto?.daten ?? null,
        foto_mime: m.foto?.mime ?? null,
      };
      let ablesungId: number | undefined;
      if (letzte?.ablesung_id) {
        const geaendert = await trx.updateTable('ablesung').set({ ...werte, foto_datei: null }).where('id', '=', letzte.ablesung_id).where('mandant', '=', m.mandant).returning('id').executeTakeFirst();
        ablesungId = geaendert ? Number(geaendert.id) : undefined;
      }
      if (ablesungId === undefined) {
        const neu = await trx
          .insertInto('ablesung')
          .values({ ...werte, mandant: m.mandant, vertrag_id: m.vertragId, zaehlernummer: m.zaehlernummer, ermittlungsart: 'KUNDE', ableseart: 'KUNDE', erstellt: m.jetzt })
          .onConflict((oc) => oc.columns(['mandant', 'vertrag_id', 'zaehlernummer', 'ablesedatum', 'ermittlungsart']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!neu) throw new HttpFehler(409, ablesungenTexte.andereAblesungAmTag);
        ablesungId = Number(neu.id);
      }
      const version = (letzte?.version ?? 0) + 1;
      await trx
        .insertInto('ablesemeldung')
        .values({
          mandant: m.mandant, kampagne_id: m.kampagneId, code_id: m.codeId, vertrag_id: m.vertragId, eingangsnummer, version, kanal: m.kanal,
          mitarbeiter: m.mitarbeiter ?? null, ablesedatum: m.ablesedatum, ablesewerte: JSON.stringify(m.ablesewerte), plausibel: m.plausibel, ablesung_id: ablesungId, erstellt: m.jetzt,
        })
        .execute();
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
    });
  } catch (e) {
    if (istDoppelt(e)) throw new HttpFehler(409, ablesungenTexte.andereAblesungAmTag);
    throw e;
  }
}
