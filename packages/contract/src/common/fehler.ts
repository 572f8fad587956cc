import * as z from 'zod/mini';

/**
 * Every error answer of the API. SPEC §8: the client reads the text from `data`; a string is shown
 * as is, otherwise its `hinweis`. Per-field messages (forms) come in `felder`, keyed by field name.
 */
// zod/mini: every screen's HTTP client reads error bodies with it, so it is on the first page (issue 11).
export const FehlerSchema = z.object({
  data: z.union([z.string(), z.object({ hinweis: z.string() })]),
  felder: z.optional(z.record(z.string(), z.string())),
});
export type Fehler = z.infer<typeof FehlerSchema>;

/** The text a screen shows for an error body, or undefined when there is none. */
export function fehlertext(body: unknown): string | undefined {
  const parsed = FehlerSchema.safeParse(body);
  if (!parsed.success) return typeof body === 'string' && body ? body : undefined;
  return typeof parsed.data.data === 'string' ? parsed.data.data : parsed.data.data.hinweis;
}
