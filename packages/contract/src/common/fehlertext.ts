/**
 * SPEC §8: the text a screen shows for an error body, or undefined when there is none. The client reads
 * the text from `data`: a string as is, otherwise its `hinweis`; a plain non-empty string body (a proxy's
 * answer) is the text itself. A plain function, not FehlerSchema: every screen's HTTP client calls it, and the
 * first page carries no zod.
 */
export function fehlertext(body: unknown): string | undefined {
  if (typeof body === 'string') return body || undefined;
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const { data } = body;
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && data !== null && 'hinweis' in data && typeof data.hinweis === 'string') return data.hinweis;
  return undefined;
}
