import type { KuendigungOeffentlichAntrag, KuendigungOeffentlichEingang } from '@ekp/contract';
import { LEER, type Formularwerte } from './formular.ts';

/** What the three steps need; kept in this tab's sessionStorage so Back and reload lose neither input nor receipt. */
export interface Stand {
  werte: Formularwerte;
  antrag?: KuendigungOeffentlichAntrag | undefined;
  eingang?: KuendigungOeffentlichEingang | undefined;
}

const SCHLUESSEL = 'ekp-kuendigung';

export function standLesen(): Stand {
  try {
    const roh = JSON.parse(sessionStorage.getItem(SCHLUESSEL) ?? 'null') as Stand | null;
    if (roh && typeof roh === 'object' && roh.werte) return { ...roh, werte: { ...LEER, ...roh.werte } };
  } catch {
    // A damaged entry (or no storage in a private window) starts afresh.
  }
  return { werte: LEER };
}

export function standSchreiben(stand: Stand): void {
  try {
    sessionStorage.setItem(SCHLUESSEL, JSON.stringify(stand));
  } catch {
    // Without storage the steps still work; only a reload forgets them.
  }
}
