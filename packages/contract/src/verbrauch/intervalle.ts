// Its own module: the route's search validation needs it on the first page, without fenster.ts's date code.
/** SPEC §3 resolutions, in the API's spelling (SPEC §7) and the screen's modes (SPEC §4). */
export const HISTORIE_INTERVALLE = ['hourly', 'daily', 'monthly'] as const;
export type HistorieIntervall = (typeof HISTORIE_INTERVALLE)[number];
