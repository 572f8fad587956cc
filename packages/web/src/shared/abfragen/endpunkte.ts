import { ablesekampagneKoepfe, ablesungenKoepfe, abschlagKoepfe, dokumenteKoepfe, dokumenteTexte, sparenKoepfe, texte, verbrauchKoepfe, verbrauchTexte, vertraegeKoepfe, vertraegeTexte } from '@ekp/contract/aufrufe';
import type { HistorieIntervall, Tageszeitraum } from '@ekp/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';

// One query factory per contract endpoint, shared by every feature that reads it, so no feature
// builds another feature's cache key by string and every screen shares the cached answer. A feature's api/
// file adds only its own options (retry, select, placeholder). One module, so the app does not get six
// chunks of a few hundred bytes each (the JS budget).

// vertraege

/** GET /{v}: the contract master data; SPEC §8 names the per-screen fallback text. */
export const vertragQuery = (vertragId: string, fallback: string = vertraegeTexte.stammdatenFallback) =>
  queryOptions({
    queryKey: ['vertrag', vertragId],
    queryFn: ({ signal }) => api(vertraegeKoepfe.lesen, { params: { vertragId }, signal, fallback }),
  });

/** GET /{v}/aktueller_tarif; 404 with SPEC's "kein Tarif" text when none applies now. */
export const aktuellerTarifQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['vertrag', vertragId, 'aktueller_tarif'],
    queryFn: ({ signal }) => api(vertraegeKoepfe.aktuellerTarif, { params: { vertragId }, signal, fallback: vertraegeTexte.keinTarif }),
  });

// ablesungen
/**
 * GET {v}/zaehler: the contract's meter; 404 when it has none (it then cannot take a reading). The reading
 * screens pass SPEC §8's text; the home page shows none (its texts stay out of the zod-free chunk).
 */
export const zaehlerQuery = (vertragId: string, fallback?: string) =>
  queryOptions({
    queryKey: ['ablesungen', 'zaehler', vertragId],
    queryFn: ({ signal }) => api(ablesungenKoepfe.zaehler, { params: { vertragId }, signal, ...(fallback ? { fallback } : {}) }),
  });

/** GET {v}/ablesungen: the contract's readings. */
export const ablesungenQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['ablesungen', 'liste', vertragId],
    queryFn: ({ signal }) => api(ablesungenKoepfe.liste, { params: { vertragId }, query: {}, signal, fallback: texte.listen.fehler }),
  });

/**
 * GET /ablesekampagne/aufgaben: contracts whose campaign reading is still open (the home page's tasks). Under
 * 'ablesungen' so a reading saved anywhere reloads it (ablesungen/api/ablesung-anlegen.ts).
 */
export const kampagnenAufgabenQuery = () =>
  queryOptions({
    queryKey: ['ablesungen', 'kampagne-aufgaben'],
    queryFn: ({ signal }) => api(ablesekampagneKoepfe.aufgaben, { signal }),
  });

// dokumente
export const alleDokumenteQuery = () =>
  queryOptions({
    queryKey: ['dokumente', 'alle'],
    queryFn: ({ signal }) => api(dokumenteKoepfe.alle, { signal, fallback: dokumenteTexte.ladefehler }),
  });

export const vertragDokumenteQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['dokumente', 'vertrag', vertragId],
    queryFn: ({ signal }) => api(dokumenteKoepfe.vertrag, { params: { vertragId }, signal, fallback: dokumenteTexte.ladefehler }),
  });

// abschlag
/** A contract without an instalment answers 404, which is final. */
export const abschlagQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['abschlag', vertragId],
    queryFn: ({ signal }) => api(abschlagKoepfe.lesen, { params: { vertragId }, signal }),
    retry: false,
  });

/** The forecast of the annual bill; 422 without data is final. */
export const prognoseQuery = (vertragId: string) =>
  queryOptions({ queryKey: ['sparen', 'prognose', vertragId], queryFn: ({ signal }) => api(sparenKoepfe.prognose, { params: { vertragId }, signal }), retry: false });

// verbrauch
/**
 * SPEC §7: results are cached by mode and date range — the key holds both, so stepping back and forth
 * shows a range already seen at once. One request per range (SPEC's hourly split at midnight and its
 * per-day CSV requests give the same data; one range request is cheaper).
 */
export const historieQuery = (vertragId: string, intervall: HistorieIntervall, zeitraum: Tageszeitraum) =>
  queryOptions({
    queryKey: ['verbrauch', 'historie', vertragId, intervall, zeitraum.von, zeitraum.bis],
    queryFn: ({ signal }) =>
      api(verbrauchKoepfe.historie, {
        params: { vertragId },
        query: { von: zeitraum.von, bis: zeitraum.bis, interval: intervall },
        signal,
        fallback: verbrauchTexte.historieFehler,
      }),
    staleTime: 5 * 60_000,
  });

/** SPEC §7 GET /preiszeitreihe for the window of SPEC §9 (the caller computes it from "now"). */
export const preiszeitreiheQuery = (von: string, bis: string) =>
  queryOptions({
    queryKey: ['verbrauch', 'preiszeitreihe', von, bis],
    queryFn: ({ signal }) => api(verbrauchKoepfe.preiszeitreihe, { query: { von, bis }, signal, fallback: verbrauchTexte.preiszeitreiheFehler }),
  });

// sparen

/** The all-in price of every quarter hour starting in [von, bis). */
export const allinQuery = (vertragId: string, von: string, bis: string) =>
  queryOptions({
    queryKey: ['sparen', 'allin', vertragId, von, bis],
    queryFn: ({ signal }) => api(sparenKoepfe.allinPreise, { params: { vertragId }, query: { von, bis }, signal }),
    retry: false,
  });

/** The cheapest window of the given whole hours among the known all-in prices. */
export const fensterQuery = (vertragId: string, stunden: number) =>
  queryOptions({
    queryKey: ['sparen', 'fenster', vertragId, `PT${stunden}H`],
    queryFn: ({ signal }) => api(sparenKoepfe.guenstigstesFenster, { params: { vertragId }, query: { dauer: `PT${stunden}H` }, signal }),
    retry: false,
  });
