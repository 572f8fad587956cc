import { ablesungenKoepfe, dokumenteKoepfe, preiszeitreiheFenster, sparenKoepfe, verbrauchKoepfe, zwoelfMonate } from '@ekp/contract/aufrufe';
import { useQuery } from '@tanstack/react-query';
import { aufrufPfad, vorladen } from '../../../shared/api/client.ts';
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

export const useKartenVertrag = (vertragId: string) => useQuery(vertragQuery(vertragId));
export const useKartenTarif = (vertragId: string) => useQuery({ ...aktuellerTarifQuery(vertragId), ...endgueltig });
export const useKartenAbschlag = (vertragId: string) => useQuery({ ...abschlagQuery(vertragId), ...endgueltig });
/** Only a contract with a meter can take a reading; 404 without one is final. */
export const useKartenZaehler = (vertragId: string) => useQuery({ ...zaehlerQuery(vertragId), ...endgueltig });
export const useKartenAllinJetzt = (vertragId: string, jetzt: Date, aktiv: boolean) => useQuery({ ...allinJetztQuery(vertragId, jetzt), ...endgueltig, enabled: aktiv });

// Behind "mehr": asked once the card's first line has answered (`aktiv`).
export const useKartenAblesungen = (vertragId: string, aktiv: boolean) => useQuery({ ...ablesungenQuery(vertragId), enabled: aktiv });
export const useKartenDokumente = (vertragId: string, aktiv: boolean) => useQuery({ ...vertragDokumenteQuery(vertragId), enabled: aktiv });
export const useKartenPrognose = (vertragId: string, aktiv: boolean) => useQuery({ ...prognoseQuery(vertragId), ...endgueltig, enabled: aktiv });
export const useKartenZwoelfMonate = (vertragId: string, jetzt: Date, aktiv: boolean) => useQuery({ ...zwoelfMonateQuery(vertragId, jetzt), enabled: aktiv });
/** The market prices of SPEC §9's window; only asked for dynamic tariffs. */
export const useKartenPreise = (jetzt: Date, aktiv: boolean) => {
  const f = preiszeitreiheFenster(jetzt);
  return useQuery({ ...preiszeitreiheQuery(f.vonZeitpunkt, f.bisZeitpunkt), enabled: aktiv });
};
/** Today's (or tomorrow's) cheapest two hours of a dynamic tariff; 422 when prices are missing is final. */
export const useKartenFenster = (vertragId: string, aktiv: boolean) => useQuery({ ...fensterQuery(vertragId, 2), ...endgueltig, enabled: aktiv });

/**
 * What stands behind a card's "mehr", asked in one batch per card the moment its first line has answered
 * (from a layout effect, so before the card's queries start in their passive effects). The paths are the
 * ones those queries send: same windows, same parameters.
 */
export function mehrVorladen(vertragId: string, jetzt: Date, dynamisch: boolean): void {
  const params = { vertragId };
  if (monate?.jetzt !== jetzt) monate = { jetzt, fenster: zwoelfMonate(jetzt) };
  const pfade = [
    aufrufPfad(ablesungenKoepfe.liste, { params, query: {} }),
    aufrufPfad(dokumenteKoepfe.vertrag, { params }),
    aufrufPfad(verbrauchKoepfe.historie, { params, query: { von: monate.fenster.von, bis: monate.fenster.bis, interval: 'monthly' } }),
    aufrufPfad(sparenKoepfe.prognose, { params }),
  ];
  if (dynamisch) {
    const f = preiszeitreiheFenster(jetzt);
    pfade.push(aufrufPfad(verbrauchKoepfe.preiszeitreihe, { query: { von: f.vonZeitpunkt, bis: f.bisZeitpunkt } }), aufrufPfad(sparenKoepfe.guenstigstesFenster, { params, query: { dauer: 'PT2H' } }));
  }
  void vorladen(pfade);
}
