import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Db } from '../../db/verbinden.ts';

/**
 * The tenant's cookie-signing key and signing key set for oidc-provider, made once and kept in the
 * database, so every server process signs and checks alike (DESIGN "Scale"). EC P-256 (ES256): made in a
 * millisecond at start; nothing we issue is signed today (opaque tokens, no ID tokens), but oidc-provider wants a key.
 */
export async function geheimnisLesen(db: Db, mandant: string): Promise<{ cookieSchluessel: string; jwks: { keys: Record<string, unknown>[] } }> {
  const vorhanden = await db.selectFrom('oauth_geheimnis').select(['cookie_schluessel', 'jwks']).where('mandant', '=', mandant).executeTakeFirst();
  if (vorhanden) return { cookieSchluessel: vorhanden.cookie_schluessel, jwks: vorhanden.jwks };
  const schluessel = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const neu = { cookie_schluessel: randomBytes(32).toString('base64url'), jwks: JSON.stringify({ keys: [{ ...schluessel, use: 'sig', kid: randomBytes(8).toString('hex') }] }) };
  // Two processes starting together: the first row wins, both read it.
  await db.insertInto('oauth_geheimnis').values({ mandant, ...neu }).onConflict((oc) => oc.column('mandant').doNothing()).execute();
  return geheimnisLesen(db, mandant);
}
