import * as z from 'zod/mini';

/**
 * Every error answer of the API. SPEC §8: the client reads the text from `data`; a string is shown
 * as is, otherwise its `hinweis`. Per-field messages (forms) come in `felder`, keyed by field name.
 */
export const FehlerSchema = z.object({
  data: z.union([z.string(), z.object({ hinweis: z.string() })]),
  felder: z.optional(z.record(z.string(), z.string())),
});
export type Fehler = z.infer<typeof FehlerSchema>;

export { fehlertext } from './fehlertext.ts';
export { feldfehler, type FeldIssue } from './feldfehler.ts';

/** The `data` text of an answer with field messages: the message itself when only one field is wrong. */
export function feldfehlerText(felder: Record<string, string>, allgemein: string): string {
  const liste = Object.values(felder);
  return liste.length === 1 && liste[0] ? liste[0] : allgemein;
}
