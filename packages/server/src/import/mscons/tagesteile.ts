import type { IsoDatum } from '@ekp/contract';
import { berlinerTag, KEIN_WERT, QUALITAET_ZEICHEN, tagesgrenzen, VIERTELSTUNDE_MS } from '../../domain/intervall/tage.ts';
import { type Kanal, type Lastgangreihe, QUALITAET_VON, type Status } from './modell.ts';

// The series of MSCONS messages cut into Berlin days (lastgang-speichern.ts stores them): per message and day the
// quarter hours from local midnight in Wh, with their quality letters and STS codes.

/** What one message sent for one day: Wh (null = none), letters and STS codes by quarter hour. */
export interface Teil<S> {
  s: S;
  schluessel: string;
  tag: IsoDatum;
  werte: (number | null)[];
  zeichen: string[];
  status: Record<number, string> | null;
}

export const schluessel = (nr: number, kanal: string, tag: string) => `${nr}|${kanal}|${tag}`;

const statusText = (status: Status[]): string => status.map((s) => `${s.art}:${s.code}`).join(' ');
/** The quality letter of each QUALIFIER index. */
const ZEICHEN_VON = QUALITAET_VON.map((q) => QUALITAET_ZEICHEN[q]);

/**
 * The days the messages touch, in arrival order (`teile`), and each contract's channel day once (`alleTage`,
 * whose stored state the caller reads).
 */
export function tageTeilen<S extends { vertragNr: number; kanal: Kanal; reihe: Lastgangreihe }>(liste: readonly S[]) {
  const teile: Teil<S>[] = [];
  const alleTage = new Map<string, { vertragNr: number; kanal: Kanal; tag: IsoDatum }>();
  for (const s of liste) {
    const r = s.reihe;
    const eigene = new Map<string, Teil<S>>();
    let teil: Teil<S> | undefined;
    let beginn = 0;
    let ende = 0;
    for (let j = 0; j < r.anzahl; j++) {
      const von = r.von[j]!;
      const n = Math.max(1, Math.round((r.bis[j]! - von) / VIERTELSTUNDE_MS));
      const zeichen = ZEICHEN_VON[r.qualifier[j]!]!;
      const sts = r.status.size === 0 ? undefined : r.status.get(j);
      const status = sts && sts.length > 0 ? statusText(sts) : null;
      // kWh to Wh; a longer interval spread over its quarter hours, the remainder Wh to the first ones (exact sum).
      const wh = Math.round(r.wert[j]! * 1000);
      const basis = Math.floor(wh / n);
      const rest = wh - basis * n;
      for (let k = 0; k < n; k++) {
        const q = von + k * VIERTELSTUNDE_MS;
        if (!teil || q < beginn || q >= ende) {
          const tag = berlinerTag(q);
          const sch = schluessel(s.vertragNr, s.kanal, tag);
          if (!alleTage.has(sch)) alleTage.set(sch, { vertragNr: s.vertragNr, kanal: s.kanal, tag });
          ({ beginn, ende } = tagesgrenzen(tag));
          teil = eigene.get(sch);
          if (!teil) {
            const anzahl = (ende - beginn) / VIERTELSTUNDE_MS;
            teile.push((teil = { s, schluessel: sch, tag, werte: new Array(anzahl).fill(null), zeichen: new Array(anzahl).fill(KEIN_WERT), status: null }));
            eigene.set(sch, teil);
          }
        }
        const i = (q - beginn) / VIERTELSTUNDE_MS;
        teil.werte[i] = basis + (k < rest ? 1 : 0);
        teil.zeichen[i] = zeichen;
        if (status) (teil.status ??= {})[i] = status;
      }
    }
  }
  return { teile, alleTage };
}
