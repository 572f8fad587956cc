import { abfragenLeeren } from '../abfragen/leeren.ts';
import { sitzung } from '../sitzung/sitzung.ts';

/**
 * Login, logout, a 401, expiry or another tab change the session state: the router runs its guards again.
 * A mere ttl extension keeps state and token and must not reload the screen. Subscribed before the first
 * render (main.tsx), not in an effect of the shell: a 401 answering the first page's call while that page
 * was still rendering fell between guard and effect, and the page stayed on "/" without a session.
 */
export function beiSitzungswechsel(router: { invalidate(): unknown }): () => void {
  const schluessel = () => `${sitzung.zustand()}:${sitzung.daten()?.token ?? ''}`;
  let vorher = schluessel();
  return sitzung.abonnieren(() => {
    const jetzt = schluessel();
    if (jetzt === vorher) return;
    vorher = jetzt;
    // Another customer's data must never show after a logout in this or another tab.
    if (sitzung.zustand() !== 'angemeldet') abfragenLeeren();
    void router.invalidate();
  });
}
