import type { Umzug, UmzugAntrag } from '@ekp/contract';
import type { Selectable } from 'kysely';
import type { UmzugTabelle, ZaehlerTabelle } from '../../db/tabellen.ts';
import type { Db } from '../../db/verbinden.ts';
import type { VertragZeile } from '../../domain/vertrag-zugriff.ts';

/** Locks an ownership-checked contract row for the transaction, so two moves for it run one after the other. */
export async function vertragSperren(trx: Db, vertrag: VertragZeile): Promise<VertragZeile> {
  return trx.selectFrom('vertrag').selectAll().where('mandant', '=', vertrag.mandant).where('id', '=', vertrag.id).forUpdate().executeTakeFirstOrThrow();
}

export async function zaehlerLesen(db: Db, mandant: string, vertragId: string): Promise<Selectable<ZaehlerTabelle> | undefined> {
  return db.selectFrom('zaehler').selectAll().where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).executeTakeFirst();
}

export async function umzugLesen(db: Db, mandant: string, vertragId: string): Promise<Selectable<UmzugTabelle> | undefined> {
  return db.selectFrom('umzug').selectAll().where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).executeTakeFirst();
}

export interface NeuerUmzug {
  mandant: string;
  vertragId: string;
  kundennummer: string;
  antrag: UmzugAntrag;
  vertragsende: string | null;
  erstellt: Date;
}

/** Stores the move and, for a §41b(5) termination, the contract's desired end of supply. */
export async function umzugSpeichern(trx: Db, u: NeuerUmzug): Promise<Selectable<UmzugTabelle>> {
  const a = u.antrag;
  const zeile = await trx
    .insertInto('umzug')
    .values({
      mandant: u.mandant,
      vertrag_id: u.vertragId,
      kundennummer: u.kundennummer,
      auszugsdatum: a.auszugsdatum,
      ...a.neueAdresse,
      weiterbeliefern: a.weiterbeliefern,
      einzugsdatum: a.einzugsdatum,
      zaehlernummer_neu: a.zaehlernummerNeu,
      malo_id_neu: a.maloIdNeu,
      zaehlerstaende: JSON.stringify(a.zaehlerstaende),
      vertragsende: u.vertragsende,
      erstellt: u.erstellt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (u.vertragsende) {
    await trx.updateTable('vertrag').set({ gewuenschtes_lieferende: u.vertragsende }).where('mandant', '=', u.mandant).where('id', '=', u.vertragId).execute();
  }
  return zeile;
}

export function umzugAusZeile(z: Selectable<UmzugTabelle>): Umzug {
  return {
    vertragId: z.vertrag_id,
    auszugsdatum: z.auszugsdatum,
    neueAdresse: { strasse: z.strasse, hausnummer: z.hausnummer, plz: z.plz, ort: z.ort },
    weiterbeliefern: z.weiterbeliefern,
    einzugsdatum: z.einzugsdatum,
    zaehlernummerNeu: z.zaehlernummer_neu,
    maloIdNeu: z.malo_id_neu,
    zaehlerstaende: z.zaehlerstaende,
    vertragsende: z.vertragsende,
    eingegangen: z.erstellt.toISOString(),
  };
}
