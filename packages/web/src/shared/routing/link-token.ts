// A plain check instead of a schema: search validation runs in the entry chunk, which carries no zod.
// The server refuses a token beyond 256 characters; such a link gets the page's "no token" state.

/** The `token` of a link from a mail (password renewal, "not you?"): 1 to 256 characters, else none. */
export const linkToken = (suche: Record<string, unknown>): { token?: string } => ({
  token: typeof suche.token === 'string' && suche.token.length >= 1 && suche.token.length <= 256 ? suche.token : undefined,
});
