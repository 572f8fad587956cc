import type { ImportAnschlussnutzer } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../db/verbinden.ts';
import { fehlendAlsNull } from '../shared/fehlend-als-null.ts';

/** The customer's master data; a re-import updates it but keeps the password. */
export async function anschlussnutzerSchreiben(trx: Db, mandant: string, a: ImportAnschlussnutzer, hash: string | null, demo: boolean): Promise<void> {
  const stammdaten = {
    portal_gesperrt: a.portalGesperrt,
    anrede: a.anrede,
    ...fehlendAlsNull(a, ['titel', 'vorname', 'nachname', 'firma', 'geburtsdatum', 'email', 'festnetz', 'mobil', 'fax']),
    kunden_art: a.kundenArt,
    zugang: a.zugang,
  };
  // The initial password and the must-change flag apply only to a new customer: a re-import must not
  // undo a password the customer has set in the portal.
  await trx
    .insertInto('anschlussnutzer')
    .values({ mandant, kundennummer: a.kundennummer, passwort_hash: hash, passwort_aendern: a.passwortAendern, demo, ...stammdaten })
    .onConflict((oc) =>
      oc.columns(['mandant', 'kundennummer']).doUpdateSet({
        ...stammdaten,
        passwort_hash: sql<string | null>`coalesce(anschlussnutzer.passwort_hash, excluded.passwort_hash)`,
      }),
    )
    .execute();
}
