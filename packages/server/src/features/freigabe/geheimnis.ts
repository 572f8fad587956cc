import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Db } from '../../db/verbinden.ts';
import { mitAktuellemSchluessel, oeffnen, versiegeln, type Schluesselbund } from '../../shared/schluesselbund.ts';

type Jwks = { keys: Record<string, unknown>[] };
type Gespeichert = { cookie_schluessel: string; jwks: Jwks | { versiegelt: string } };

const bindung = (mandant: string, was: 'cookie' | 'jwks') => `oauth_geheimnis:${mandant}:${was}`;

function versiegelt(bund: Schluesselbund, mandant: string, cookieSchluessel: string, jwks: Jwks) {
  return { cookie_schluessel: versiegeln(bund, cookieSchluessel, bindung(mandant, 'cookie')), jwks: JSON.stringify({ versiegelt: versiegeln(bund, JSON.stringify(jwks), bindung(mandant, 'jwks')) }) };
}

function geoeffnet(bund: Schluesselbund, mandant: string, z: Gespeichert): { cookieSchluessel: string; jwks: Jwks } {
  return {
    cookieSchluessel: oeffnen(bund, z.cookie_schluessel, bindung(mandant, 'cookie')),
    jwks: 'versiegelt' in z.jwks ? (JSON.parse(oeffnen(bund, z.jwks.versiegelt, bindung(mandant, 'jwks'))) as Jwks) : z.jwks,
  };
}

/**
 * The tenant's cookie-signing key and signing key set for oidc-provider, made once and kept in the
 * database, so every server process signs and checks alike. Both are sealed with the key ring like every
 * secret at rest: a database dump holds no private key. Rows from before (plain) or sealed with an older key
 * are sealed anew with the current one when read. EC P-256 (ES256): made in a millisecond at start.
 */
export async function geheimnisLesen(db: Db, bund: Schluesselbund, mandant: string): Promise<{ cookieSchluessel: string; jwks: Jwks }> {
  const vorhanden: Gespeichert | undefined = await db.selectFrom('oauth_geheimnis').select(['cookie_schluessel', 'jwks']).where('mandant', '=', mandant).executeTakeFirst();
  if (vorhanden) {
    const offen = geoeffnet(bund, mandant, vorhanden);
    const aktuell = mitAktuellemSchluessel(bund, vorhanden.cookie_schluessel) && 'versiegelt' in vorhanden.jwks && mitAktuellemSchluessel(bund, vorhanden.jwks.versiegelt);
    if (!aktuell) {
      // Conditional on the row as read: two processes resealing at once both leave a row that opens.
      await db
        .updateTable('oauth_geheimnis')
        .set(versiegelt(bund, mandant, offen.cookieSchluessel, offen.jwks))
        .where('mandant', '=', mandant)
        .where('cookie_schluessel', '=', vorhanden.cookie_schluessel)
        .execute();
    }
    return offen;
  }
  const schluessel = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const jwks = { keys: [{ ...schluessel, use: 'sig', kid: randomBytes(8).toString('hex') }] };
  // Two processes starting together: the first row wins, both read it.
  await db
    .insertInto('oauth_geheimnis')
    .values({ mandant, ...versiegelt(bund, mandant, randomBytes(32).toString('base64url'), jwks) })
    .onConflict((oc) => oc.column('mandant').doNothing())
    .execute();
  return geheimnisLesen(db, bund, mandant);
}
