// Without zod, so the login page's hook (web shared/formular) can take it through `ohne-zod`.

/** What feldfehler reads of a zod issue (zod's own issues and fastify-type-provider-zod's both fit). */
export interface FeldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The one way zod issues become the `felder` of SPEC §8, on the server and in the web app: the key is
 * the path joined with '.', or 'formular' for an issue of the whole form; the first message per field wins.
 */
export function feldfehler(issues: readonly FeldIssue[]): Record<string, string> {
  const felder: Record<string, string> = {};
  for (const issue of issues) felder[issue.path.map(String).join('.') || 'formular'] ??= issue.message;
  return felder;
}
