// Where a login leads after an expired session. No router code here: the login page also runs
// before the router has loaded (src/start, to keep it small).

/** The page to go to after a login: a path of this portal from the login's address (`?ziel=`), else home. */
export function zielNachAnmeldung(suche: string): string {
  const ziel = new URLSearchParams(suche).get('ziel');
  return ziel && /^\/(?!\/)/.test(ziel) && !ziel.startsWith('/anmelden') && !ziel.includes('\\') ? ziel : '/';
}

/** Whether the login was reached because the session ran out. */
export const nachAblauf = (suche: string): boolean => new URLSearchParams(suche).get('abgelaufen') === '1';
