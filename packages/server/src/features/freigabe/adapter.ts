import { sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/verbinden.ts';
import { tokenHash } from '../../kern/token.ts';

/**
 * oidc-provider's storage (its Adapter interface) in our database, one instance per tenant and model.
 * Every id (codes, access and refresh tokens, grants, interactions) is stored only as its SHA-256, so a
 * read of the table yields no usable token. Clients are not stored here but read from oauth_client,
 * where the CLI registers them.
 */
/** What a client_id can look like (the CLI makes `ekp_` + base64url; fixtures use plain names): oidc-provider answers invalid_client for anything else. */
export const CLIENT_ID_MUSTER = /^[A-Za-z0-9._~-]{1,100}$/;

export class DatenbankAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly mandant: string,
    private readonly modell: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const zeile = {
      mandant: this.mandant,
      modell: this.modell,
      id_hash: tokenHash(id),
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      uid_hash: payload.uid ? tokenHash(payload.uid) : null,
      ablauf: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insertInto('oauth_speicher')
      .values(zeile)
      .onConflict((oc) => oc.columns(['mandant', 'modell', 'id_hash']).doUpdateSet({ payload: zeile.payload, grant_id: zeile.grant_id, uid_hash: zeile.uid_hash, ablauf: zeile.ablauf }))
      .execute();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    if (this.modell === 'Client') return this.client(id);
    return this.lesen('id_hash', tokenHash(id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.lesen('uid_hash', tokenHash(uid));
  }

  async findByUserCode(): Promise<AdapterPayload | undefined> {
    return undefined; // the device flow is not enabled
  }

  async consume(id: string): Promise<void> {
    // Single-use codes: oidc-provider refuses a payload that carries `consumed` (and revokes its grant).
    await sql`update oauth_speicher set verbraucht = now(),
        payload = payload || jsonb_build_object('consumed', extract(epoch from now())::bigint)
      where mandant = ${this.mandant} and modell = ${this.modell} and id_hash = ${tokenHash(id)}`.execute(this.db);
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('oauth_speicher').where('mandant', '=', this.mandant).where('modell', '=', this.modell).where('id_hash', '=', tokenHash(id)).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oauth_speicher').where('mandant', '=', this.mandant).where('grant_id', '=', grantId).execute();
  }

  private async lesen(spalte: 'id_hash' | 'uid_hash', wert: string): Promise<AdapterPayload | undefined> {
    const zeile = await this.db
      .selectFrom('oauth_speicher')
      .select(['payload', 'ablauf'])
      .where('mandant', '=', this.mandant)
      .where('modell', '=', this.modell)
      .where(spalte, '=', wert)
      .executeTakeFirst();
    if (!zeile || (zeile.ablauf && new Date(zeile.ablauf).getTime() <= Date.now())) return undefined;
    return zeile.payload as AdapterPayload;
  }

  /** A registered third-party client: public (no secret), PKCE, code flow with refresh tokens. */
  private async client(clientId: string): Promise<AdapterPayload | undefined> {
    // Unknown without a query: a NUL or another odd character would otherwise fail in the database (500).
    if (!CLIENT_ID_MUSTER.test(clientId)) return undefined;
    const z = await this.db
      .selectFrom('oauth_client')
      .select(['client_id', 'name', 'redirect_uris', 'scopes'])
      .where('mandant', '=', this.mandant)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (!z) return undefined;
    return {
      client_id: z.client_id,
      client_name: z.name,
      redirect_uris: z.redirect_uris,
      scope: z.scopes,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    };
  }
}
