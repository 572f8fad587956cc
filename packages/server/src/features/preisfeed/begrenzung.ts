/**
 * Requests per address and minute for the public feed, counted in this process's memory (a fixed window).
 * Unlike the portal's limits (database, shared by all processes) this one only dampens a misbehaving
 * poller: the data is public and cached, and a database write per request would cost more than the answer.
 * With N processes an address gets up to N× the limit.
 */
export class Adressbegrenzung {
  private fenster = 0;
  private zaehler = new Map<string, number>();

  constructor(private readonly max: number, private readonly fensterMs = 60_000) {}

  /** Seconds to wait, or 0 when the request may pass (and is counted). */
  pruefen(adresse: string, jetztMs: number): number {
    const fenster = Math.floor(jetztMs / this.fensterMs);
    if (fenster !== this.fenster) {
      this.fenster = fenster;
      this.zaehler = new Map();
    }
    const n = (this.zaehler.get(adresse) ?? 0) + 1;
    if (n > this.max) return Math.max(1, Math.ceil(((fenster + 1) * this.fensterMs - jetztMs) / 1000));
    this.zaehler.set(adresse, n);
    return 0;
  }
}
