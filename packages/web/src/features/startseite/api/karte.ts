import { preiszeitreiheFenster, zwoelfMonate } from '@ekp/contract/aufrufe';
import type { Vertrag } from '@ekp/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { ablesungenQuery, abschlagQuery, aktuellerTarifQuery, allinQuery, fensterQuery, historieQuery, preiszeitreiheQuery, prognoseQuery, vertragDokumenteQuery, vertragQuery, zaehlerQuery } from '../../../shared/abfragen/endpunkte.ts';

// What one contract card of the home page shows, each part loaded on its own through the shared query of
// its endpoint (issue 34: shared/abfragen), so the other screens' caches are the same; a part that fails stays
// out of the card (like the contract detail's sections, SPEC §8). Answers that are final (404 "no tariff", no
// instalment, no meter; 422 without a dynamic tariff) are not asked again when the card mounts.
const endgueltig = { retry: false, retryOnMount: false } as const;

const tarifQuery = (vertragId: string) => ({ ...aktuellerTarifQuery(vertragId), ...endgueltig });
const kartenAbschlagQuery = (vertragId: string) => ({ ...abschlagQuery(vertragId), ...endgueltig });
const kartenPrognoseQuery = (vertragId: string) => ({ ...prognoseQuery(vertragId), ...endgueltig });
/** Issue 31 item 8: only a contract with a meter can take a reading; 404 without one is final. */
const kartenZaehlerQuery = (vertragId: string) => ({ ...zaehlerQuery(vertragId), ...endgueltig });

let monate: { jetzt: Date; fenster: ReturnType<typeof zwoelfMonate> } | undefined;
/** Monthly consumption of the last twelve months (only contracts with interval data have any). */
const zwoelfMonateQuery = (vertragId: string, jetzt: Date) => {
  // One window for every card: its time-zone arithmetic showed in a throttled phone's profile.
  if (monate?.jetzt !== jetzt) monate = { jetzt, fenster: zwoelfMonate(jetzt) };
  return historieQuery(vertragId, 'monthly', monate.fenster);
};

/** The market prices of SPEC §9's window; only asked for dynamic tariffs. */
const preiseQuery = (jetzt: Date, aktiv: boolean) => {
  const f = preiszeitreiheFenster(jetzt);
  return { ...preiszeitreiheQuery(f.vonZeitpunkt, f.bisZeitpunkt), enabled: aktiv };
};

/**
 * Issue 31 "one price": the all-in price of the current quarter hour (issue 30's endpoint), the headline figure
 * of a dynamic contract; the exchange price is only its labelled component. 422 (no dynamic tariff) is final.
 */
const VIERTELSTUNDE = 15 * 60_000;
const allinJetztQuery = (vertragId: string, jetzt: Date, aktiv = true) => {
  const von = new Date(Math.floor(jetzt.getTime() / VIERTELSTUNDE) * VIERTELSTUNDE);
  const bis = new Date(von.getTime() + VIERTELSTUNDE);
  return { ...allinQuery(vertragId, von.toISOString(), bis.toISOString()), enabled: aktiv };
};
export const useAllinJetzt = (vertragId: string, jetzt: Date, aktiv: boolean) => useQuery(allinJetztQuery(vertragId, jetzt, aktiv));

/** Issue 30: today's (or tomorrow's) cheapest two hours of a dynamic tariff; 422 when prices are missing is final. */
const zweiStundenQuery = (vertragId: string, aktiv = true) => ({ ...fensterQuery(vertragId, 2), ...endgueltig, enabled: aktiv });

export const useFenster = (vertragId: string, aktiv: boolean) => useQuery(zweiStundenQuery(vertragId, aktiv));
export const usePrognose = (vertragId: string) => useQuery(kartenPrognoseQuery(vertragId));
export const useVertrag = (vertragId: string) => useQuery(vertragQuery(vertragId));
/**
 * Every contract of the customer from the cache, for sorting them into cards and the compact list (issue 31
 * item 8); read once useKartenBereit has fetched them (no subscription: useQueries alone cost 1.5 KB).
 */
export function useVertraegeImCache(ids: string[], bereit: boolean): Array<Vertrag | undefined> {
  const client = useQueryClient();
  return bereit ? ids.map((id) => client.getQueryData(vertragQuery(id).queryKey)) : [];
}
export const useTarif = (vertragId: string) => useQuery(tarifQuery(vertragId));
export const useAblesungen = (vertragId: string) => useQuery(ablesungenQuery(vertragId));
export const useZaehler = (vertragId: string) => useQuery(kartenZaehlerQuery(vertragId));
export const useDokumente = (vertragId: string) => useQuery(vertragDokumenteQuery(vertragId));
export const useAbschlag = (vertragId: string) => useQuery(kartenAbschlagQuery(vertragId));
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
      () => teile.push(client.prefetchQuery(vertragDokumenteQuery(id))),
      () => teile.push(client.prefetchQuery(kartenAbschlagQuery(id))),
      () => teile.push(client.prefetchQuery(kartenZaehlerQuery(id))),
      () => teile.push(client.prefetchQuery(zwoelfMonateQuery(id, jetzt))),
      () => teile.push(client.prefetchQuery(kartenPrognoseQuery(id))),
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
          ? Promise.all([client.prefetchQuery(preiseQuery(jetzt, true)), ...ids.filter((_, i) => istDynamisch[i]).flatMap((id) => [client.prefetchQuery(zweiStundenQuery(id)), client.prefetchQuery(allinJetztQuery(id, jetzt))])])
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
