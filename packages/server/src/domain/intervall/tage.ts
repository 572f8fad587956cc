import { datumVon, heuteIn, tagDanach, tagesbeginn, type IsoDatum } from '@ekp/contract';

/** A channel of a metering point: consumption from the grid or feed-in. */
export type Kanal = 'BEZUG' | 'EINSPEISUNG';

/** Quality of a value as MSCONS names it: 220 gemessen, 67 Ersatzwert, Z18 vorläufig. */
export type Qualitaet = 'GEMESSEN' | 'ERSATZWERT' | 'VORLAEUFIG';

/** One letter per value in the `qualitaet` column; '-' where the day has no value. */
export const QUALITAET_ZEICHEN: Record<Qualitaet, string> = { GEMESSEN: 'G', ERSATZWERT: 'E', VORLAEUFIG: 'V' };
/** The other way round: a stored letter's quality (none for KEIN_WERT). */
export const ZEICHEN_QUALITAET: Readonly<Record<string, Qualitaet>> = Object.fromEntries(Object.entries(QUALITAET_ZEICHEN).map(([q, z]) => [z, q as Qualitaet]));
export const KEIN_WERT = '-';

/**
 * The stored `qualitaet` as one letter per quarter hour: the column is null for a day whose every value was
 * measured (migration 0210), then G where a value is and KEIN_WERT where none is.
 */
export function zeichenVon(werte: ReadonlyArray<number | null>, qualitaet: string | null): string {
  if (qualitaet !== null) return qualitaet;
  let zeichen = '';
  for (const w of werte) zeichen += w === null ? KEIN_WERT : 'G';
  return zeichen;
}

/** What the column keeps for a day's letters: null when no value is a substitute or provisional. */
export function zeichenSpeichern(zeichen: string): string | null {
  for (let i = 0; i < zeichen.length; i++) {
    const z = zeichen.charCodeAt(i);
    if (z !== 71 && z !== 45) return zeichen; // G, -
  }
  return null;
}

export const VIERTELSTUNDE_MS = 15 * 60_000;

/** One contract's day on one channel: Wh per quarter hour from local midnight (Europe/Berlin). */
export interface IntervallTag {
  mandant: string;
  vertragNr: number;
  /** Default BEZUG. */
  kanal?: Kanal;
  tag: IsoDatum;
  /** 92, 96 or 100 entries (the day's quarter hours); integer Wh; null = no value (an existing one is kept). */
  werte: ReadonlyArray<number | null>;
  /** Per value (same length); default GEMESSEN. Ignored where the value is null. */
  qualitaet?: ReadonlyArray<Qualitaet | null>;
  /** Instead of `qualitaet`: the letters as stored (QUALITAET_ZEICHEN, KEIN_WERT where the value is null). */
  zeichen?: string;
  /**
   * MSCONS only: each quarter hour's message as runs (quellen.ts) and the STS codes by quarter hour. A day
   * written without them (the JSON import) is no longer attributed to messages, even where it keeps values.
   */
  quellen?: readonly number[];
  status?: Readonly<Record<string, string>> | null;
}

const grenzen = new Map<IsoDatum, { beginn: number; ende: number }>();

/** The instants of local midnight at the start and end of a Berlin day (cached: a few thousand days at most). */
export function tagesgrenzen(tag: IsoDatum): { beginn: number; ende: number } {
  let g = grenzen.get(tag);
  if (!g) grenzen.set(tag, (g = { beginn: tagesbeginn(tag).getTime(), ende: tagesbeginn(tagDanach(tag)).getTime() }));
  return g;
}

const tageVon = new Map<number, IsoDatum>();

/**
 * The Berlin day of an instant, remembered per instant: an MSCONS file of 1,000 metering points asks for the
 * same few midnights a thousand times, and the time-zone formatting of heuteIn costs microseconds each.
 */
export function berlinerTag(ms: number): IsoDatum {
  let tag = tageVon.get(ms);
  if (tag === undefined) {
    if (tageVon.size > 10_000) tageVon.clear();
    tageVon.set(ms, (tag = heuteIn(new Date(ms))));
  }
  return tag;
}

/** 92 on the day clocks go forward, 100 when they go back, else 96. */
export function viertelstundenAm(tag: IsoDatum): number {
  const { beginn, ende } = tagesgrenzen(tag);
  return (ende - beginn) / VIERTELSTUNDE_MS;
}

/**
 * Interval values (kWh, any length in whole or partial quarter hours) as day rows. Each interval's energy is
 * rounded to the Wh and spread evenly over the quarter hours it covers, the remainder Wh going to the first
 * ones, so its total stays exact (an hourly value of 1.001 kWh: 251, 250, 250, 250 Wh). A later interval
 * replaces an earlier one's quarter hours, as the old per-interval upsert did.
 */
export function intervalleAlsTage(
  mandant: string,
  vertragNr: number,
  intervalle: ReadonlyArray<{ von: string | Date; bis: string | Date; verbrauch: number }>,
): IntervallTag[] {
  const tage = new Map<IsoDatum, (number | null)[]>();
  let aktuell: { tag: IsoDatum; beginn: number; ende: number; werte: (number | null)[] } | undefined;
  for (const iv of intervalle) {
    const von = new Date(iv.von).getTime();
    const bis = new Date(iv.bis).getTime();
    const beginn = Math.floor(von / VIERTELSTUNDE_MS) * VIERTELSTUNDE_MS;
    const n = Math.max(1, Math.ceil((bis - beginn) / VIERTELSTUNDE_MS));
    const wh = Math.round(iv.verbrauch * 1000);
    const basis = Math.floor(wh / n);
    const rest = wh - basis * n;
    for (let k = 0; k < n; k++) {
      const q = beginn + k * VIERTELSTUNDE_MS;
      if (!aktuell || q < aktuell.beginn || q >= aktuell.ende) {
        const tag = datumVon(new Date(q));
        const g = tagesgrenzen(tag);
        let werte = tage.get(tag);
        if (!werte) tage.set(tag, (werte = new Array<number | null>((g.ende - g.beginn) / VIERTELSTUNDE_MS).fill(null)));
        aktuell = { tag, ...g, werte };
      }
      aktuell.werte[(q - aktuell.beginn) / VIERTELSTUNDE_MS] = basis + (k < rest ? 1 : 0);
    }
  }
  return [...tage].map(([tag, werte]) => ({ mandant, vertragNr, kanal: 'BEZUG', tag, werte }));
}
