// The login page loads no React Query (its size budget): the shell clears the cache through this hook,
// which the query module fills when a screen that uses it has loaded. Before that there is nothing to clear.
let leeren: (() => void) | undefined;

export function leerenAnmelden(f: () => void): void {
  leeren = f;
}

/** Forgets every cached answer: after a logout no other customer's data may show. */
export function abfragenLeeren(): void {
  leeren?.();
}
