import { createHash } from 'node:crypto';

export interface Eintrag {
  body: string;
  etag: string;
  /** Epoch ms up to which the answer holds: the next quarter hour, at most a minute ahead. */
  gueltigBis: number;
}

/** Longest time an answer is kept: new prices (the day-ahead auction, a correction) show within a minute. */
export const HOECHSTENS_MS = 60_000;

/**
 * The feed's answers per tenant, tariff and form, kept until the next expected change. Per process: the
 * data is public and the same in every process, so a process that has not seen a change yet answers at
 * most a minute late, never wrong for another customer.
 */
export class Zwischenspeicher {
  private readonly eintraege = new Map<string, Eintrag>();

  lesen(schluessel: string, jetztMs: number): Eintrag | undefined {
    const e = this.eintraege.get(schluessel);
    return e && e.gueltigBis > jetztMs ? e : undefined;
  }

  merken(schluessel: string, daten: unknown, gueltigBis: number): Eintrag {
    const body = JSON.stringify(daten);
    const e = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, gueltigBis };
    if (this.eintraege.size > 1000) this.eintraege.clear();
    this.eintraege.set(schluessel, e);
    return e;
  }
}
