import { preiszeitreiheFenster, zwoelfMonate } from '@ekp/contract/aufrufe';
import { useQuery } from '@tanstack/react-query';
import { ablesungenQuery, abschlagQuery, aktuellerTarifQuery, allinQuery, fensterQuery, historieQuery, preiszeitreiheQuery, prognoseQuery, vertragDokumenteQuery, vertragQuery, zaehlerQuery } from '../../../shared/abfragen/endpunkte.ts';

// What one contract card of the home page shows, each part loaded through the shared query of its endpoint
// (shared/abfragen), so the other screens' caches are the same. A card renders as soon as its own contract
// answers; it does not wait for the other cards. Its first line (status, price, instalment, the reading
// button) is asked first; what stands behind "mehr" is asked once those have answered, so on a slow line the
// first line's calls do not queue behind them. Answers that are final (404 "no tariff", no instalment, no
// meter; 422 without a dynamic tariff) are not asked again when the card mounts.
const endgueltig = { retry: false, retryOnMount: false } as const;

let monate: { jetzt: Date; fenster: ReturnType<typeof zwoelfMonate> } | undefined;
/** Monthly consumption of the last twelve months (only contracts with interval data have any). */
const zwoelfMonateQuery = (vertragId: string, jetzt: Date) => {
  // One window for every card: its time-zone arithmetic showed in a throttled phone's profile.
  if (monate?.jetzt !== jetzt) monate = { jetzt, fenster: zwoelfMonate(jetzt) };
  return historieQuery(vertragId, 'monthly', monate.fenster);
};

/** The all-in price of the current quarter hour, the headline figure of a dynamic contract. */
const VIERTELSTUNDE = 15 * 60_000;
const allinJetztQuery = (vertragId: string, jetzt: Date) => {
  const von = new Date(Math.floor(jetzt.getTime() / VIERTELSTUNDE) * VIERTELSTUNDE);
  const bis = new Date(von.getTime() + VIERTELSTUNDE);
  return allinQuery(vertragId, von.toISOString(), bis.toISOString());
};

export const useVertrag = (vertragId: string) => useQuery(vertragQuery(vertragId));
export const useTarif = (vertragId: string) => useQuery({ ...aktuellerTarifQuery(vertragId), ...endgueltig });
export const useAbschlag = (vertragId: string) => useQuery({ ...abschlagQuery(vertragId), ...endgueltig });
/** Only a contract with a meter can take a reading; 404 without one is final. */
export const useZaehler = (vertragId: string) => useQuery({ ...zaehlerQuery(vertragId), ...endgueltig });
export const useAllinJetzt = (vertragId: string, jetzt: Date, aktiv: boolean) => useQuery({ ...allinJetztQuery(vertragId, jetzt), ...endgueltig, enabled: aktiv });

// Behind "mehr": asked once the card's first line has answered (`aktiv`).
export const useAblesungen = (vertragId: string, aktiv: boolean) => useQuery({ ...ablesungenQuery(vertragId), enabled: aktiv });
export const useDokumente = (vertragId: string, aktiv: boolean) => useQuery({ ...vertragDokumenteQuery(vertragId), enabled: aktiv });
export const usePrognose = (vertragId: string, aktiv: boolean) => useQuery({ ...prognoseQuery(vertragId), ...endgueltig, enabled: aktiv });
export const useZwoelfMonate = (vertragId: string, jetzt: Date, aktiv: boolean) => useQuery({ ...zwoelfMonateQuery(vertragId, jetzt), enabled: aktiv });
/** The market prices of SPEC §9's window; only asked for dynamic tariffs. */
export const usePreise = (jetzt: Date, aktiv: boolean) => {
  const f = preiszeitreiheFenster(jetzt);
  return useQuery({ ...preiszeitreiheQuery(f.vonZeitpunkt, f.bisZeitpunkt), enabled: aktiv });
};
/** Today's (or tomorrow's) cheapest two hours of a dynamic tariff; 422 when prices are missing is final. */
export const useFenster = (vertragId: string, aktiv: boolean) => useQuery({ ...fensterQuery(vertragId, 2), ...endgueltig, enabled: aktiv });
