import { texte } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { HttpFehler } from '../../shared/http-fehler.ts';
import { ereignisMerken, ereignisseLoeschen, istUeberschritten, type Grenze } from '../../shared/ratenbegrenzung.ts';

// Issue #2: after 5 failed logins within 15 minutes, per customer number and per client address,
// the answer is 429 until the window has passed.
export const MAX_FEHLVERSUCHE = 5;
export const FENSTER_MS = 15 * 60 * 1000;

export interface Anmeldeversuch {
  mandant: string;
  kundennummer: string;
  ip: string;
}

function grenze(v: Anmeldeversuch): Grenze {
  return {
    mandant: v.mandant,
    bereich: 'anmeldung',
    schluessel: [`kn:${v.kundennummer}`, `ip:${v.ip}`],
    max: MAX_FEHLVERSUCHE,
    fensterMs: FENSTER_MS,
  };
}

export async function anmeldeschutzPruefen(db: Db, v: Anmeldeversuch, jetzt: Date): Promise<void> {
  if (await istUeberschritten(db, grenze(v), jetzt)) throw new HttpFehler(429, texte.anmeldung.gesperrtZuVieleVersuche);
}

export const fehlversuchMerken = (db: Db, v: Anmeldeversuch, jetzt: Date) => ereignisMerken(db, grenze(v), jetzt);

export const fehlversucheLoeschen = (db: Db, v: Anmeldeversuch) =>
  ereignisseLoeschen(db, grenze(v), `kn:${v.kundennummer}`);
