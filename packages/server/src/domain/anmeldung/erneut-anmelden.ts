import { kontoTexte } from '@ekp/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/verbinden.ts';
import type { Sitzung } from '../../kern/sitzung.ts';
import { versuchGelungen, versuchZulassen } from './anmeldeschutz.ts';
import { istBekanntesGeraet } from './bekanntes-geraet.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { passwortPruefen } from '../../shared/passwort-hash.ts';

/**
 * A session alone may not change the email, the second
 * factor or the bank account; the current password must come along. A wrong one counts in the login's
 * throttle, so a stolen session cannot be used to guess the password either. 400 at the field `feld`.
 */
export async function passwortBestaetigen(
  db: Db,
  k: { sitzung: Sitzung; request: FastifyRequest; reply: FastifyReply },
  passwort: string | undefined,
  jetzt: Date,
  feld = 'passwort',
): Promise<void> {
  if (!passwort) throw new HttpFehler(400, kontoTexte.passwortFehlt, { [feld]: kontoTexte.passwortFehlt });
  const bekannt = await istBekanntesGeraet(db, k.sitzung.mandant, k.sitzung.kundennummer, k.request);
  const versuch = { mandant: k.sitzung.mandant, kundennummer: k.sitzung.kundennummer, ip: k.request.ip, bekannt };
  const zulassung = await versuchZulassen(db, k.reply, 'anmeldung', versuch, jetzt);
  const kunde = await db
    .selectFrom('anschlussnutzer')
    .select('passwort_hash')
    .where('mandant', '=', k.sitzung.mandant)
    .where('kundennummer', '=', k.sitzung.kundennummer)
    .executeTakeFirst();
  if (!(await passwortPruefen(passwort, kunde?.passwort_hash))) throw new HttpFehler(400, kontoTexte.passwortFalsch, { [feld]: kontoTexte.passwortFalsch });
  await versuchGelungen(db, 'anmeldung', versuch, zulassung);
}
