import { STAPEL_HOECHSTENS, stapelKoepfe, type StapelAntwort } from '@ekp/contract/ohne-zod';

// Reads a page will make in a moment, asked ahead in one POST /api/stapel: on a phone line every call pays
// the round trip, and the home page's cards alone need a dozen. Each read's answer waits here until its own
// query asks for exactly that path; the query then gets it as if it had fetched it (status, body, errors),
// so the screens and their caches do not know the batch exists. An unclaimed answer goes stale after 10 s.
const FRISCH_MS = 10_000;

interface Vorrat {
  token: string;
  seit: number;
  antwort: Promise<StapelAntwort | undefined>;
}
const vorrat = new Map<string, Vorrat>();

type Senden = (pfade: string[]) => Promise<StapelAntwort[]>;

/** Asks the reads (paths below /api with their query) in batches; `senden` posts one batch. */
export function stapelVorladen(pfade: string[], token: string, senden: Senden): Promise<void> {
  const neu = [...new Set(pfade)].filter((p) => !vorrat.has(p));
  const laeufe: Array<Promise<void>> = [];
  for (let i = 0; i < neu.length; i += STAPEL_HOECHSTENS) {
    const teil = neu.slice(i, i + STAPEL_HOECHSTENS);
    // A failed batch is no error of any read: each then asks on its own.
    const alle = senden(teil).catch(() => [] as StapelAntwort[]);
    for (const [j, pfad] of teil.entries()) vorrat.set(pfad, { token, seit: Date.now(), antwort: alle.then((a) => a[j]) });
    laeufe.push(alle.then(() => undefined));
  }
  return Promise.all(laeufe).then(() => undefined);
}

/**
 * The batched answer of this read as a Response, once; undefined at once when none is waiting (the caller
 * fetches without delay), or a promise of undefined when the batch failed or the answer is stale.
 */
export function ausVorrat(pfad: string, token: string | undefined): Promise<Response | undefined> | undefined {
  const v = vorrat.get(pfad);
  if (!v) return undefined;
  vorrat.delete(pfad);
  if (v.token !== token || Date.now() - v.seit > FRISCH_MS) return undefined;
  return v.antwort.then((a) => {
    if (!a) return undefined;
    const leer = a.status === 204 || a.daten === undefined;
    return new Response(leer ? null : JSON.stringify(a.daten), { status: a.status, headers: leer ? {} : { 'content-type': 'application/json' } });
  });
}

export { stapelKoepfe };
