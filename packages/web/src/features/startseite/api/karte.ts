import { ablesungenKoepfe, abschlagKoepfe, dokumenteKoepfe, dokumenteTexte, preiszeitreiheFenster, sparenKoepfe, verbrauchKoepfe, vertraegeKoepfe, vertraegeTexte, zwoelfMonate } from '@ekp/contract/aufrufe';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { api } from '../../../shared/api/client.ts';

// What one contract card of the home page shows, each part loaded on its own through the contract's
// endpoints; a part that fails stays out of the card (like the contract detail's sections, SPEC §8).
// Keys equal the other screens' keys where the fetcher is the same, so their caches are shared.

const vertragQuery = (vertragId: string) =>
  queryOptions({ queryKey: ['vertrag', vertragId], queryFn: ({ signal }) => api(vertraegeKoepfe.lesen, { params: { vertragId }, signal, fallback: vertraegeTexte.stammdatenFallback }) });

const tarifQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['vertrag', vertragId, 'aktueller_tarif'],
    queryFn: ({ signal }) => api(vertraegeKoepfe.aktuellerTarif, { params: { vertragId }, signal, fallback: vertraegeTexte.keinTarif }),
    retry: false,
    retryOnMount: false,
  });

const ablesungenQuery = (vertragId: string) =>
  queryOptions({ queryKey: ['ablesungen', 'liste', vertragId], queryFn: ({ signal }) => api(ablesungenKoepfe.liste, { params: { vertragId }, signal }) });

const dokumenteQuery = (vertragId: string) =>
  queryOptions({ queryKey: ['dokumente', 'vertrag', vertragId], queryFn: ({ signal }) => api(dokumenteKoepfe.vertrag, { params: { vertragId }, signal, fallback: dokumenteTexte.ladefehler }) });

/**
 * The contract's instalment; a contract without one answers 404, which is final: no retry, and the card
 * mounting after useKartenBereit must not ask again.
 */
const abschlagQuery = (vertragId: string) =>
  queryOptions({ queryKey: ['abschlag', vertragId], queryFn: ({ signal }) => api(abschlagKoepfe.lesen, { params: { vertragId }, signal }), retry: false, retryOnMount: false });

let monate: { jetzt: Date; fenster: ReturnType<typeof zwoelfMonate> } | undefined;
/** Monthly consumption of the last twelve months (only contracts with interval data have any). */
const zwoelfMonateQuery = (vertragId: string, jetzt: Date) => {
  // One window for every card: its time-zone arithmetic showed in a throttled phone's profile.
  if (monate?.jetzt !== jetzt) monate = { jetzt, fenster: zwoelfMonate(jetzt) };
  const { von, bis } = monate.fenster;
  return queryOptions({
    queryKey: ['verbrauch', 'historie', vertragId, 'monthly', von, bis],
    queryFn: ({ signal }) => api(verbrauchKoepfe.historie, { params: { vertragId }, query: { von, bis, interval: 'monthly' }, signal }),
    staleTime: 5 * 60_000,
  });
};

/** The market prices of SPEC §9's window; only asked for dynamic tariffs. */
const preiseQuery = (jetzt: Date, aktiv: boolean) => {
  const f = preiszeitreiheFenster(jetzt);
  return queryOptions({
    queryKey: ['verbrauch', 'preiszeitreihe', f.vonZeitpunkt, f.bisZeitpunkt],
    queryFn: ({ signal }) => api(verbrauchKoepfe.preiszeitreihe, { query: { von: f.vonZeitpunkt, bis: f.bisZeitpunkt }, signal }),
    enabled: aktiv,
  });
};

/**
 * Issue 31 "one price": the all-in price of the current quarter hour (issue 30's endpoint), the headline figure
 * of a dynamic contract; the exchange price is only its labelled component. 422 (no dynamic tariff) is final.
 */
const VIERTELSTUNDE = 15 * 60_000;
const allinJetztQuery = (vertragId: string, jetzt: Date, aktiv = true) => {
  const von = new Date(Math.floor(jetzt.getTime() / VIERTELSTUNDE) * VIERTELSTUNDE);
  const bis = new Date(von.getTime() + VIERTELSTUNDE);
  return queryOptions({
    queryKey: ['sparen', 'allin', vertragId, von.toISOString(), bis.toISOString()],
    queryFn: ({ signal }) => api(sparenKoepfe.allinPreise, { params: { vertragId }, query: { von: von.toISOString(), bis: bis.toISOString() }, signal }),
    retry: false,
    enabled: aktiv,
  });
};
export const useAllinJetzt = (vertragId: string, jetzt: Date, aktiv: boolean) => useQuery(allinJetztQuery(vertragId, jetzt, aktiv));

/** Issue 30: today's (or tomorrow's) cheapest two hours of a dynamic tariff; 422 when prices are missing is final. */
const fensterQuery = (vertragId: string, aktiv = true) =>
  queryOptions({
    queryKey: ['sparen', 'fenster', vertragId, 'PT2H'],
    queryFn: ({ signal }) => api(sparenKoepfe.guenstigstesFenster, { params: { vertragId }, query: { dauer: 'PT2H' }, signal }),
    enabled: aktiv,
    retry: false,
    retryOnMount: false,
  });

/** Issue 30: the forecast of the annual bill; a contract without data answers 422, which is final. */
const prognoseQuery = (vertragId: string) =>
  queryOptions({ queryKey: ['sparen', 'prognose', vertragId], queryFn: ({ signal }) => api(sparenKoepfe.prognose, { params: { vertragId }, signal }), retry: false, retryOnMount: false });

export const useFenster = (vertragId: string, aktiv: boolean) => useQuery(fensterQuery(vertragId, aktiv));
export const usePrognose = (vertragId: string) => useQuery(prognoseQuery(vertragId));
export const useVertrag = (vertragId: string) => useQuery(vertragQuery(vertragId));
export const useTarif = (vertragId: string) => useQuery(tarifQuery(vertragId));
export const useAblesungen = (vertragId: string) => useQuery(ablesungenQuery(vertragId));
export const useDokumente = (vertragId: string) => useQuery(dokumenteQuery(vertragId));
export const useAbschlag = (vertragId: string) => useQuery(abschlagQuery(vertragId));
export const useZwoelfMonate = (vertragId: string, jetzt: Date) => useQuery(zwoelfMonateQuery(vertragId, jetzt));
export const usePreise = (jetzt: Date, aktiv: boolean) => useQuery(preiseQuery(jetzt, aktiv));

/** Lets the browser paint and handle input before the next step (scheduler.yield where there is one). */
function naechsterTask(): Promise<void> {
  const planer = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return planer?.yield ? planer.yield() : new Promise((weiter) => setTimeout(weiter, 0));
}

/** Resolves after the next frame has been painted. */
const nachDemMalen = () => new Promise<void>((weiter) => requestAnimationFrame(() => setTimeout(weiter, 0)));

/**
 * True once every part of every card has answered or failed (issue 11: the cards appear at once, in their
 * final size, instead of growing part by part and pushing the page down). Fetches all parts together
 * into the cache the cards then read; without subscribing to them, so twenty answers do not re-render the
 * page twenty times (that was an 860 ms task on a throttled phone). A part added to the card belongs here
 * too, or it loads after the card and pushes the page down again.
 */
export function useKartenBereit(kunde: { vertraege: string[] } | undefined, jetzt: Date): boolean {
  const client = useQueryClient();
  const [gezeigt, setGezeigt] = useState(false);
  const vertraege = kunde?.vertraege.join(' ');
  useEffect(() => {
    // Once shown, the cards stay: a later refetch of one part must not take the page back to the placeholder.
    if (vertraege === undefined || gezeigt) return;
    let aktuell = true;
    const ids = vertraege === '' ? [] : vertraege.split(' ');
    // Starting some twenty calls is a third of a second's work on a throttled phone: it waits until the
    // greeting has painted (the page's largest text), and each call starts in a task of its own, short
    // enough that the page stays responsive (no long task, Lighthouse TBT).
    const dynamisch: Promise<boolean>[] = [];
    const teile: Promise<unknown>[] = [];
    const aufrufe = ids.flatMap((id) => [
      () => dynamisch.push(client.fetchQuery(tarifQuery(id)).then((t) => t.istDynamisch, () => false)),
      () => teile.push(client.prefetchQuery(vertragQuery(id))),
      () => teile.push(client.prefetchQuery(ablesungenQuery(id))),
      () => teile.push(client.prefetchQuery(dokumenteQuery(id))),
      () => teile.push(client.prefetchQuery(abschlagQuery(id))),
      () => teile.push(client.prefetchQuery(zwoelfMonateQuery(id, jetzt))),
      () => teile.push(client.prefetchQuery(prognoseQuery(id))),
    ]);
    const alle = nachDemMalen().then(async () => {
      for (const aufruf of aufrufe) {
        if (!aktuell) return [];
        aufruf();
        await naechsterTask();
      }
      await Promise.all(teile);
      return Promise.all(dynamisch);
    });
    void alle
      .then((istDynamisch) =>
        aktuell && istDynamisch.includes(true)
          ? Promise.all([client.prefetchQuery(preiseQuery(jetzt, true)), ...ids.filter((_, i) => istDynamisch[i]).flatMap((id) => [client.prefetchQuery(fensterQuery(id)), client.prefetchQuery(allinJetztQuery(id, jetzt))])])
          : undefined,
      )
      .then(() => {
        // Drawing all cards at once was one long task on a throttled phone (Lighthouse TBT); as a
        // transition React renders them in slices and the page keeps answering input meanwhile.
        if (aktuell) startTransition(() => setGezeigt(true));
      });
    return () => {
      aktuell = false;
    };
  }, [client, vertraege, jetzt, gezeigt]);
  return gezeigt;
}
