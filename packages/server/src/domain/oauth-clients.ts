import { randomBytes } from 'node:crypto';
import { istFreigabeScope } from '@ekp/contract';
import type { Db } from '../db/verbinden.ts';

// Third-party OAuth clients of a tenant. Shared by the CLI (`npm run freigabe -- client-anlegen`)
// and the service console's ADMIN page (features/service/oauth-clients.ts), so both register the same way.

export interface NeuerClient {
  name: string;
  redirects: string[];
  scopes: string[];
}

/** Why a registration is refused, in German, or null. Redirect URIs are matched exactly, so they must be absolute. */
export function clientPruefen(c: NeuerClient): string | null {
  if (!c.name.trim() || c.name.length > 200) return 'Bitte einen Namen (höchstens 200 Zeichen) angeben.';
  if (c.redirects.length === 0) return 'Bitte mindestens eine Redirect-URI angeben.';
  for (const r of c.redirects) {
    let u: URL;
    try {
      u = new URL(r);
    } catch {
      return `Redirect-URI ${r} ist keine absolute URL.`;
    }
    if (u.hash) return `Redirect-URI ${r} darf kein Fragment (#) enthalten.`;
    const lokal = u.hostname === 'localhost' || u.hostname === '127.0.0.1' || u.hostname === '[::1]';
    if (u.protocol !== 'https:' && !(u.protocol === 'http:' && lokal) && !/^[a-z][a-z0-9.+-]*\.[a-z0-9.+-]+:$/.test(u.protocol)) {
      return `Redirect-URI ${r} muss https nutzen (http nur für localhost, oder ein App-Schema wie de.beispiel.app:).`;
    }
  }
  if (c.scopes.length === 0) return 'Bitte mindestens einen Scope angeben.';
  const falsch = c.scopes.filter((s) => !istFreigabeScope(s));
  if (falsch.length) return `Unbekannte Scopes: ${falsch.join(', ')}. Erlaubt: vertrag:lesen, verbrauch:lesen, ablesungen:lesen.`;
  return null;
}

/** Registers a public third-party client (PKCE, no secret) for a tenant and returns its client_id. */
export async function clientAnlegen(db: Db, mandant: string, c: NeuerClient): Promise<string> {
  const fehler = clientPruefen(c);
  if (fehler) throw new Error(fehler);
  const clientId = `ekp_${randomBytes(12).toString('base64url')}`;
  await db
    .insertInto('oauth_client')
    .values({ mandant, client_id: clientId, name: c.name.trim(), redirect_uris: JSON.stringify([...new Set(c.redirects)]), scopes: [...new Set(c.scopes)].join(' ') })
    .execute();
  return clientId;
}

export interface GespeicherterClient {
  clientId: string;
  name: string;
  redirects: string[];
  scopes: string[];
  erstellt: Date;
}

/** The tenant's clients, newest first. */
export async function clientsLesen(db: Db, mandant: string): Promise<GespeicherterClient[]> {
  const zeilen = await db.selectFrom('oauth_client').selectAll().where('mandant', '=', mandant).orderBy('erstellt', 'desc').orderBy('client_id').execute();
  return zeilen.map((z) => ({
    clientId: z.client_id,
    name: z.name,
    redirects: z.redirect_uris,
    scopes: z.scopes.split(' ').filter(Boolean),
    erstellt: new Date(z.erstellt),
  }));
}
