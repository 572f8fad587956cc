import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { clientSchluessel } from '../../shared/client-adresse.ts';

/**
 * Requests per client and minute for the public feed (a fixed window). A client is an IPv4 address or an
 * IPv6 /64 (shared/client-adresse.ts), since one IPv6 host holds a whole /64. The count lives in the
 * database (preisfeed_zaehler), so all processes share one limit; one upsert per request. A client over
 * the limit is remembered here until the minute ends, so its further requests cost no database call.
 * The data is public and cached: when the database cannot count, the request passes.
 */
export class Adressbegrenzung {
  private fenster = 0;
  private gesperrt = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly max: number,
    private readonly fensterMs = 60_000,
  ) {}

  /** Seconds to wait, or 0 when the request may pass (and is counted). */
  async pruefen(mandant: string, ip: string, jetztMs: number): Promise<number> {
    const fenster = Math.floor(jetztMs / this.fensterMs);
    if (fenster !== this.fenster) {
      this.fenster = fenster;
      this.gesperrt = new Set();
      // Earlier minutes are of no more use; any process may clear them.
      void sql`delete from preisfeed_zaehler where fenster < ${fenster - 1}`.execute(this.db).catch(() => {});
    }
    const client = clientSchluessel(ip);
    const schluessel = `${mandant}|${client}`;
    const warten = Math.max(1, Math.ceil(((fenster + 1) * this.fensterMs - jetztMs) / 1000));
    if (this.gesperrt.has(schluessel)) return warten;
    let anzahl: number;
    try {
      const r = await sql<{ anzahl: number }>`
        insert into preisfeed_zaehler (mandant, schluessel, fenster, anzahl) values (${mandant}, ${client}, ${fenster}, 1)
        on conflict (mandant, schluessel, fenster) do update set anzahl = preisfeed_zaehler.anzahl + 1
        returning anzahl`.execute(this.db);
      anzahl = Number(r.rows[0]!.anzahl);
    } catch {
      return 0;
    }
    if (anzahl <= this.max) return 0;
    this.gesperrt.add(schluessel);
    return warten;
  }
}
