import { nachrichten, tagDanach, type IsoDatum } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { zustellungAnstossen } from '../../domain/benachrichtigungen/anstoss.ts';
import { ereignisMelden, type Empfaenger } from '../../domain/benachrichtigungen/melden.ts';
import type { Dienste } from '../../shared/dienste.ts';
import type { Auftrag } from '../../shared/zeitplan/zeitplan.ts';
import { kampagnenBeginn, offeneAblesungen, type OffeneAblesung } from './offen.ts';
import { sql } from 'kysely';

/** The second notice goes out this many days before the deadline. */
export const ERINNERUNG_VOR_FRIST_TAGE = 5;

/**
 * Which notice an open reading is due for today: `beginn` from the campaign's first day until the reminder
 * window, `frist` from five days before the deadline until the deadline, none after it. A campaign created
 * late (within the window) gets only the reminder; one created after its start gets the first notice on the
 * next run.
 */
export function anlassAm(o: Pick<OffeneAblesung, 'stichtag' | 'frist'>, heute: IsoDatum): 'beginn' | 'frist' | undefined {
  if (heute > o.frist || heute < kampagnenBeginn(o.stichtag)) return undefined;
  return heute >= tagDanach(o.frist, -ERINNERUNG_VOR_FRIST_TAGE) ? 'frist' : 'beginn';
}

/**
 * Records the campaign's notices of the day for every open reading of the tenant: one event per contract
 * and notice, and the code remembers it in the same transaction, so each notice is recorded once — a run
 * repeated, a preference changed later, a second process — and a reading reported meanwhile (by code,
 * signed in or by phone) is no longer open and gets none. Centre, push and mail follow the customer's
 * choices and quiet hours (domain/benachrichtigungen).
 */
export async function kampagneErinnern(db: Db, mandant: string, heute: IsoDatum, jetzt: Date): Promise<number> {
  const faellig = { beginn: [] as OffeneAblesung[], frist: [] as OffeneAblesung[] };
  for (const o of await offeneAblesungen(db, mandant, heute)) {
    const anlass = anlassAm(o, heute);
    if (anlass && !o.benachrichtigt[anlass]) faellig[anlass].push(o);
  }
  for (const anlass of ['beginn', 'frist'] as const) {
    for (let i = 0; i < faellig[anlass].length; i += TEIL) {
      const teil = faellig[anlass].slice(i, i + TEIL);
      // One key per contract and notice: a customer with two meters hears of each, each with its own form.
      const empfaenger = teil.map((o): Empfaenger => ({ kundennummer: o.kundennummer, schluessel: `ablesekampagne:${o.kampagneId}:${anlass}:${o.vertragId}`, nachricht: nachrichten.ablesekampagne_erinnerung(o.vertragId, o.stichtag, o.frist, anlass) }));
      await db.transaction().execute(async (trx) => {
        await ereignisMelden(trx, mandant, 'ablesekampagne', empfaenger, jetzt);
        await sql`update ablesecode set ${sql.ref(`benachrichtigt_${anlass}`)} = ${jetzt} where mandant = ${mandant} and id = any(${teil.map((o) => o.codeId)}::bigint[])`.execute(trx);
      });
    }
  }
  return faellig.beginn.length + faellig.frist.length;
}

/** Codes per transaction: a campaign start with 100,000 letters is twenty short transactions. */
const TEIL = 5000;

/** The daily run per tenant, once across processes through shared/zeitplan; the delivery loop sends. */
export function ablesekampagneAuftraege(d: Dienste): Auftrag[] {
  return [
    {
      name: 'ablesekampagne-erinnerung',
      um: '09:00',
      ausfuehren: async (l) => {
        if ((await kampagneErinnern(d.db, l.mandant.key, l.tag, l.jetzt)) > 0) zustellungAnstossen();
      },
    },
  ];
}
