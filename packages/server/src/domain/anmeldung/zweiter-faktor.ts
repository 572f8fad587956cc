import type { Mandant } from '@ekp/contract';
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/verbinden.ts';
import { fluechtigerSchluesselbund, oeffnen, versiegeln, type Schluesselbund } from '../../shared/schluesselbund.ts';
import { tokenHash } from '../../kern/token.ts';

// TOTP after RFC 6238 with the usual parameters every authenticator app understands
// (SHA-1, 6 digits, 30 seconds), one step of clock drift either way, each step usable once.
const PERIODE_S = 30;

export function totp(mandant: Mandant, kundennummer: string, geheimnis: string): TOTP {
  return new TOTP({
    issuer: mandant.anzeigename,
    label: `${mandant.kundennummerPraefix ?? ''}${kundennummer}`,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIODE_S,
    secret: Secret.fromBase32(geheimnis),
  });
}

let fluechtig: Schluesselbund | undefined;
/** The app's key ring, or (tests without one) a key for this process's lifetime. */
const bundVon = (b: Schluesselbund | undefined) => b ?? (fluechtig ??= fluechtigerSchluesselbund());
const bindung = (mandant: string, kundennummer: string) => `zweiter_faktor|${mandant}|${kundennummer}`;

/** The secret as stored, sealed with AES-256-GCM (shared/schluesselbund.ts). */
export const geheimnisVersiegeln = (b: Schluesselbund | undefined, mandant: string, kundennummer: string, geheimnis: string) =>
  versiegeln(bundVon(b), geheimnis, bindung(mandant, kundennummer));
export const geheimnisOeffnen = (b: Schluesselbund | undefined, mandant: string, kundennummer: string, gespeichert: string) =>
  oeffnen(bundVon(b), gespeichert, bindung(mandant, kundennummer));

// The service staff's TOTP secrets (table mitarbeiter) are sealed the same way, bound to tenant and log-in.
const mitarbeiterBindung = (mandant: string, kennung: string) => `mitarbeiter|${mandant}|${kennung}`;
export const mitarbeiterGeheimnisVersiegeln = (b: Schluesselbund | undefined, mandant: string, kennung: string, geheimnis: string) =>
  versiegeln(bundVon(b), geheimnis, mitarbeiterBindung(mandant, kennung));
export const mitarbeiterGeheimnisOeffnen = (b: Schluesselbund | undefined, mandant: string, kennung: string, gespeichert: string) =>
  oeffnen(bundVon(b), gespeichert, mitarbeiterBindung(mandant, kennung));

/** 160 random bits (RFC 4226 §4 recommends the HMAC's output length), Base32. */
export const neuesGeheimnis = () => new Secret({ size: 20 }).base32;

// Recovery codes: 12 characters of an alphabet without look-alikes (60 bits), shown as XXXX-XXXX-XXXX.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function neueWiederherstellungscodes(anzahl = 10): string[] {
  return Array.from({ length: anzahl }, () => {
    const z = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${z.slice(0, 4)}-${z.slice(4, 8)}-${z.slice(8)}`;
  });
}

const normalisiert = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
/** 60 random bits need no slow hash: SHA-256 keeps them unreadable, the throttle stops guessing. */
export const wiederherstellungscodeHash = (code: string) => tokenHash(`wc:${normalisiert(code)}`);

export async function istZweiterFaktorAktiv(db: Db, mandant: string, kundennummer: string): Promise<boolean> {
  const z = await db.selectFrom('zweiter_faktor').select('aktiv').where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).executeTakeFirst();
  return z?.aktiv === true;
}

/**
 * Accepts a current TOTP code of the customer's secret (confirmed or, with `auchUnbestaetigt`, the one
 * being set up), at most once per time step: the step is stored with a conditional update, so a code
 * seen by someone else is worthless afterwards, also in a parallel request.
 */
export async function totpPruefen(
  db: Db,
  bund: Schluesselbund | undefined,
  mandant: Mandant,
  kundennummer: string,
  code: string,
  jetzt: Date,
  auchUnbestaetigt = false,
): Promise<boolean> {
  const zeile = await db
    .selectFrom('zweiter_faktor')
    .select(['geheimnis', 'aktiv'])
    .where('mandant', '=', mandant.key)
    .where('kundennummer', '=', kundennummer)
    .executeTakeFirst();
  if (!zeile || (!zeile.aktiv && !auchUnbestaetigt)) return false;
  const ziffern = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(ziffern)) return false;
  const t = totp(mandant, kundennummer, geheimnisOeffnen(bund, mandant.key, kundennummer, zeile.geheimnis));
  const delta = t.validate({ token: ziffern, timestamp: jetzt.getTime(), window: 1 });
  if (delta === null) return false;
  const schritt = t.counter({ timestamp: jetzt.getTime() }) + delta;
  const genommen = await db
    .updateTable('zweiter_faktor')
    .set({ letzter_schritt: schritt })
    .where('mandant', '=', mandant.key)
    .where('kundennummer', '=', kundennummer)
    .where((eb) => eb.or([eb('letzter_schritt', 'is', null), eb('letzter_schritt', '<', schritt)]))
    .executeTakeFirst();
  return Number(genommen.numUpdatedRows) === 1;
}

/** Uses up one recovery code: deleting its hash is the single use. */
export async function wiederherstellungscodeEinloesen(db: Db, mandant: string, kundennummer: string, code: string): Promise<boolean> {
  const weg = await db
    .deleteFrom('wiederherstellungscode')
    .where('mandant', '=', mandant)
    .where('kundennummer', '=', kundennummer)
    .where('code_hash', '=', wiederherstellungscodeHash(code))
    .executeTakeFirst();
  return Number(weg.numDeletedRows) === 1;
}

/** The second step of a login or of switching the factor off: a TOTP code or a recovery code. */
export async function zweitenFaktorPruefen(db: Db, bund: Schluesselbund | undefined, mandant: Mandant, kundennummer: string, code: string, jetzt: Date): Promise<boolean> {
  if (await totpPruefen(db, bund, mandant, kundennummer, code, jetzt)) return true;
  if (!(await istZweiterFaktorAktiv(db, mandant.key, kundennummer))) return false;
  return wiederherstellungscodeEinloesen(db, mandant.key, kundennummer, code);
}

/**
 * At start, every secret not yet sealed with the current key (a plain one from before
 * encryption, or one sealed with a key now in EKP_SCHLUESSEL_ALT) is sealed anew. Returns how many.
 * The staff's secrets too (rows from before sealing, and the demo staff's, stored before the key ring exists).
 */
export async function geheimnisseNeuVersiegeln(db: Db, bund: Schluesselbund): Promise<number> {
  const zeilen = await db
    .selectFrom('zweiter_faktor')
    .select(['mandant', 'kundennummer', 'geheimnis'])
    .where('geheimnis', 'not like', `v1:${bund.aktuell.id}:%`)
    .execute();
  for (const z of zeilen) {
    const neu = geheimnisVersiegeln(bund, z.mandant, z.kundennummer, geheimnisOeffnen(bund, z.mandant, z.kundennummer, z.geheimnis));
    await db.updateTable('zweiter_faktor').set({ geheimnis: neu }).where('mandant', '=', z.mandant).where('kundennummer', '=', z.kundennummer).where('geheimnis', '=', z.geheimnis).execute();
  }
  const personal = await db
    .selectFrom('mitarbeiter')
    .select(['mandant', 'kennung', 'totp_geheimnis'])
    .where('totp_geheimnis', 'is not', null)
    .where('totp_geheimnis', 'not like', `v1:${bund.aktuell.id}:%`)
    .execute();
  for (const m of personal) {
    const alt = m.totp_geheimnis!;
    const neu = mitarbeiterGeheimnisVersiegeln(bund, m.mandant, m.kennung, mitarbeiterGeheimnisOeffnen(bund, m.mandant, m.kennung, alt));
    // Conditional: a sign-in that enrolled a new secret meanwhile keeps it.
    await db.updateTable('mitarbeiter').set({ totp_geheimnis: neu }).where('mandant', '=', m.mandant).where('kennung', '=', m.kennung).where('totp_geheimnis', '=', alt).execute();
  }
  return zeilen.length + personal.length;
}
