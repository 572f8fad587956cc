import type { z } from 'zod';

export type Methode = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of SPEC §7: method, path (Fastify style, `:param`), and the zod schemas of its parts.
 * `response` is the success body; `null` means an empty body.
 */
export interface Endpoint {
  methode: Methode;
  pfad: string;
  auth: boolean;
  /** Success status when not 200 (201 for a call that creates something). */
  status?: 201;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  response: z.ZodType | null;
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
