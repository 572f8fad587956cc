import type { KuendigungOeffentlichAntrag } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { inOutbox } from '../../shared/outbox.ts';
import type { Eingang } from './mail.ts';
import type { Zuordnung } from './zuordnung.ts';

/** Stores the request and its outbox entry; call inside the transaction. The same two rows either way. */
export async function eingangSpeichern(
  trx: Db,
  mandant: string,
  e: Eingang & { schluesselHash: string; zuordnung: Zuordnung; antragHash: string; idempotenzSchluessel: string | null },
): Promise<void> {
  await trx
    .insertInto('kuendigung_oeffentlich')
    .values({
      mandant,
      eingangsnummer: e.eingangsnummer,
      schluessel_hash: e.schluesselHash,
      antrag: JSON.stringify(e.antrag),
      kundennummer: e.zuordnung.kundennummer,
      vertrag_ids: JSON.stringify(e.zuordnung.vertragIds),
      eingegangen: e.eingegangen,
      antrag_hash: e.antragHash,
      idempotenz_schluessel: e.idempotenzSchluessel,
    })
    .execute();
  await inOutbox(trx, {
    mandant,
    art: 'kuendigung_oeffentlich',
    kundennummer: e.zuordnung.kundennummer,
    vertragId: e.zuordnung.vertragIds.length === 1 ? e.zuordnung.vertragIds[0] : null,
    payload: {
      eingangsnummer: e.eingangsnummer,
      eingegangen: e.eingegangen.toISOString(),
      antrag: e.antrag,
      // null: nothing matched, the utility handles it by hand.
      zuordnung: e.zuordnung.vertragIds.length ? e.zuordnung : null,
    },
  });
}

export async function eingangLesen(db: Db, mandant: string, eingangsnummer: string) {
  const zeile = await db
    .selectFrom('kuendigung_oeffentlich')
    .select(['eingangsnummer', 'schluessel_hash', 'weitere_schluessel', 'antrag', 'eingegangen'])
    .where('mandant', '=', mandant)
    .where('eingangsnummer', '=', eingangsnummer)
    .executeTakeFirst();
  return zeile && { ...zeile, antrag: zeile.antrag as KuendigungOeffentlichAntrag };
}
