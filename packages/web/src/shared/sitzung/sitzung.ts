// SPEC §3/§4 session: { token, ablaufdatum, kundennummer } in localStorage under ekp-token.
export const SITZUNG_SCHLUESSEL = 'ekp-token';

export interface Sitzungsdaten {
  token: string;
  ablaufdatum: string;
  kundennummer: string;
}

export type Sitzungszustand = 'abgemeldet' | 'angemeldet' | 'passwortAendern';

/** The staff member's read-only "Ansicht als Kunde" in this tab: customer, end, who opened it. */
export const ANSICHT_SCHLUESSEL = 'ekp-ansicht';
export interface Ansicht {
  kundennummer: string;
  bis: string;
  von: string;
}

/**
 * The console opens the portal at `/#ansicht=<JSON>` (features/service/components/Kunde.tsx). The fragment never reaches
 * a server, a log or a Referer; it is taken once into this tab's sessionStorage and removed from the address
 * and the history. The tab then keeps that session there, apart from a customer's own in localStorage.
 */
function speicherWaehlen(): Storage {
  const m = /^#ansicht=(.+)$/.exec(location.hash);
  if (m) {
    history.replaceState(history.state, '', location.pathname + location.search);
    try {
      const d = JSON.parse(decodeURIComponent(m[1]!)) as Ansicht & { token: string };
      sessionStorage.setItem(ANSICHT_SCHLUESSEL, JSON.stringify({ kundennummer: d.kundennummer, bis: d.bis, von: d.von }));
      sessionStorage.setItem(SITZUNG_SCHLUESSEL, JSON.stringify({ token: d.token, kundennummer: d.kundennummer, ablaufdatum: d.bis }));
    } catch {
      // A damaged link opens the portal as it is.
    }
  }
  return sessionStorage.getItem(ANSICHT_SCHLUESSEL) ? sessionStorage : localStorage;
}
const speicher = speicherWaehlen();

/** The running view of this tab, or null (a customer's own session). */
export function ansicht(): Ansicht | null {
  if (speicher !== sessionStorage) return null;
  try {
    return JSON.parse(sessionStorage.getItem(ANSICHT_SCHLUESSEL) ?? 'null') as Ansicht | null;
  } catch {
    return null;
  }
}

type Beobachter = () => void;
const beobachter = new Set<Beobachter>();
let zwischenspeicher: { roh: string | null; daten: Sitzungsdaten | null } = { roh: null, daten: null };

function lesen(): Sitzungsdaten | null {
  const roh = speicher.getItem(SITZUNG_SCHLUESSEL);
  if (roh === zwischenspeicher.roh) return zwischenspeicher.daten;
  let daten: Sitzungsdaten | null = null;
  try {
    daten = roh ? (JSON.parse(roh) as Sitzungsdaten) : null;
  } catch {
    daten = null;
  }
  zwischenspeicher = { roh, daten };
  return daten;
}

let ablaufUhr: ReturnType<typeof setTimeout> | undefined;

/** An expiry passes without any event; a timer turns it into one, so the guards send the user to login. */
function ablaufPlanen(): void {
  clearTimeout(ablaufUhr);
  const d = lesen();
  const rest = d ? Date.parse(d.ablaufdatum) - Date.now() : NaN;
  if (rest > 0) ablaufUhr = setTimeout(melden, Math.min(rest + 10, 2_147_483_647));
}

function melden(): void {
  ablaufPlanen();
  for (const b of beobachter) b();
}

export const sitzung = {
  daten: lesen,
  /** SPEC §4: logged in with a token and a future expiry; an empty token with a future expiry is the forced change. */
  zustand(jetzt = Date.now()): Sitzungszustand {
    const d = lesen();
    if (!d || Date.parse(d.ablaufdatum) <= jetzt) return 'abgemeldet';
    return d.token === '' ? 'passwortAendern' : 'angemeldet';
  },
  /** A real session ran out (not a logout, not the forced change): the login says so. */
  abgelaufen(jetzt = Date.now()): boolean {
    const d = lesen();
    return Boolean(d && d.token !== '' && Date.parse(d.ablaufdatum) <= jetzt);
  },
  setzen(token: string, kundennummer: string, ttlSekunden: number): void {
    const daten: Sitzungsdaten = { token, kundennummer, ablaufdatum: new Date(Date.now() + ttlSekunden * 1000).toISOString() };
    speicher.setItem(SITZUNG_SCHLUESSEL, JSON.stringify(daten));
    melden();
  },
  /** Every answer with a ttl header extends the expiry to now plus ttl seconds. */
  verlaengern(ttlSekunden: number): void {
    const d = lesen();
    if (!d || sitzung.zustand() !== 'angemeldet') return;
    // The server's ttl is the session's true remaining lifetime, so a page's burst of answers
    // names the same expiry; writing and announcing it twenty times in a second cost a phone's main thread.
    if (Math.abs(Date.parse(d.ablaufdatum) - (Date.now() + ttlSekunden * 1000)) < 1000) return;
    sitzung.setzen(d.token, d.kundennummer, ttlSekunden);
  },
  /**
   * The server no longer knows the session (401): it counts as run out, not as a logout, so the login names
   * the expiry and leads back to the page. The token stays unsent (an expired session sends none).
   */
  ablaufen(): void {
    const d = lesen();
    if (!d || d.token === '' || sitzung.zustand() === 'abgemeldet') return;
    speicher.setItem(SITZUNG_SCHLUESSEL, JSON.stringify({ ...d, ablaufdatum: new Date(Date.now() - 1).toISOString() }));
    melden();
  },
  loeschen(): void {
    if (speicher.getItem(SITZUNG_SCHLUESSEL) === null) return;
    speicher.removeItem(SITZUNG_SCHLUESSEL);
    melden();
  },
  abonnieren(b: Beobachter): () => void {
    beobachter.add(b);
    return () => beobachter.delete(b);
  },
};

// SPEC §4: a token change in another tab is mirrored into this one.
window.addEventListener('storage', (e) => {
  if (e.key === SITZUNG_SCHLUESSEL || e.key === null) melden();
});
ablaufPlanen();
