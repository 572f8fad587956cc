import type { z } from 'zod';

export type Methode = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A classic zod schema or a zod/mini one (the login path's contract uses zod/mini, issue 11). */
export type Schema = z.core.$ZodType;

/**
 * One call of SPEC §7: method, path (Fastify style, `:param`), and the zod schemas of its parts.
 * `response` is the success body; `null` means an empty body.
 */
export interface Endpoint {
  methode: Methode;
  pfad: string;
  auth: boolean;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  headers?: Schema;
  response: Schema | null;
  /** Status of a success with a body; 200 unless a call creates something (201). */
  erfolg?: 200 | 201;
}

export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

/** Fills `:param` placeholders; the web client builds its URLs with it. */
export function pfadMit(pfad: string, params: Record<string, string | number> = {}): string {
  return pfad.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const wert = params[name];
    if (wert === undefined) throw new Error(`Pfadparameter ${name} fehlt für ${pfad}`);
    return encodeURIComponent(String(wert));
  });
}
