import { serviceTexte, type Rolle } from '@ekp/contract';
import { passwortRegelverstoss } from '../../domain/anmeldung/passwortpolitik.ts';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/verbinden.ts';
import { passwortHashen } from '../../shared/passwort-hash.ts';
import type { Schluesselbund } from '../../shared/schluesselbund.ts';
import { mitarbeiterGeheimnisVersiegeln } from '../../domain/anmeldung/zweiter-faktor.ts';

/** Staff log-ins are compared case-insensitively; stored in lower case. */
export const kennungNormal = (kennung: string) => kennung.trim().toLowerCase();

/** 18 random bytes in base64url: 24 characters, never a common password. */
export const neuesStartpasswort = () => randomBytes(18).toString('base64url');

export interface NeuerMitarbeiter {
  mandant: string;
  kennung: string;
  name: string;
  rolle: Rolle;
  /** Absent: a random one-time start password is made. */
  passwort?: string | undefined;
  demo?: boolean;
  /** The tenant's words (domain/anmeldung/passwortpolitik.ts mandantWoerter), refused in a chosen password. */
  woerter?: string[];
  /** The demo staff member's known TOTP secret (docs/service.md); otherwise enrolled at the first sign-in. */
  totpGeheimnis?: string;
  /** Seals totpGeheimnis; without it (the demo, stored before the server has its key ring) it is stored plain and the start seals it. */
  schluessel?: Schluesselbund;
}

/**
 * Creates a staff account. The start password must be changed at the first sign-in (the demo's is not).
 * Returns the start password, or a German reason why not.
 */
export async function mitarbeiterAnlegen(db: Db, m: NeuerMitarbeiter): Promise<{ passwort: string } | { fehler: string }> {
  const kennung = kennungNormal(m.kennung);
  const passwort = m.passwort ?? neuesStartpasswort();
  // The demo's accounts (demo data, tests) carry the published passwords on purpose.
  const verstoss = m.demo ? null : await passwortRegelverstoss(passwort, { kundennummer: kennung, woerter: m.woerter ?? [] });
  if (verstoss) return { fehler: verstoss };
  const neu = await db
    .insertInto('mitarbeiter')
    .values({
      mandant: m.mandant,
      kennung,
      name: m.name,
      rolle: m.rolle,
      passwort_hash: await passwortHashen(passwort),
      passwort_aendern: !m.demo,
      demo: m.demo ?? false,
      totp_geheimnis: m.totpGeheimnis === undefined ? null : m.schluessel ? mitarbeiterGeheimnisVersiegeln(m.schluessel, m.mandant, kennung, m.totpGeheimnis) : m.totpGeheimnis,
      totp_aktiv: m.totpGeheimnis !== undefined,
    })
    .onConflict((oc) => oc.columns(['mandant', 'kennung']).doNothing())
    .returning('kennung')
    .executeTakeFirst();
  if (!neu) return { fehler: serviceTexte.mitarbeiter.vorhanden };
  return { passwort };
}
