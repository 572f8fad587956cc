// The simulated customers of bench:last and the page views they make, timed into the round they run in.
import { GROESSEN, PASSWORT } from './last-daten.ts';
import { DENKZEIT_MS, heute, pause } from './last-einstellungen.ts';
import { anfrage, type Antwort } from './last-http.ts';

/** What the customers of one round record; `messen` is on between warm-up and end. */
export interface Runde {
  zeiten: Map<string, number[]>;
  fehler: Map<string, number>;
  antworten: number;
  messen: boolean;
  ende: boolean;
  seiten: number;
  abgelesen: Set<number>;
}

async function rufe(r: Runde, name: string, methode: string, pfad: string, kopf: Record<string, string>, body?: unknown): Promise<Antwort> {
  const start = performance.now();
  const a = await anfrage(methode, pfad, kopf, body);
  if (r.messen) {
    const ms = performance.now() - start;
    let liste = r.zeiten.get(name);
    if (!liste) r.zeiten.set(name, (liste = []));
    liste.push(ms);
    r.antworten++;
    if (a.status < 200 || a.status >= 300) r.fehler.set(`${name} ${a.status}`, (r.fehler.get(`${name} ${a.status}`) ?? 0) + 1);
  }
  return a;
}

const zufall = (n: number) => Math.floor(Math.random() * n);

/** Half of the simulated customers have a smart meter (the ones who look at their load curve). */
function kundeWaehlen(): number {
  return Math.random() < 0.5 ? 1 + zufall(GROESSEN.zaehlpunkte) : GROESSEN.zaehlpunkte + 1 + zufall(GROESSEN.kunden - GROESSEN.zaehlpunkte);
}

/** One page view: the calls the web app makes for it, in parallel as a browser does. */
async function seite(r: Runde, i: number, kopf: Record<string, string>): Promise<void> {
  const v = `/api/LV${i}`;
  const get = (name: string, pfad: string) => rufe(r, name, 'GET', pfad, kopf);
  r.seiten++;
  if (r.seiten % 50 === 0 && !r.abgelesen.has(i)) {
    // The same value per customer: a second submission on the same day is the same reading (not a conflict).
    r.abgelesen.add(i);
    await rufe(r, 'POST ablesungen', 'POST', `${v}/ablesungen`, kopf, { ablesedatum: heute, zaehlernummer: `LZ${i}`, ablesewerte: { '1-1:1.8.0': 10_900 + (i % 100) } });
    return;
  }
  const w = Math.random();
  if (w < 0.25) await Promise.all([get('GET anschlussnutzer', '/api/anschlussnutzer'), get('GET vertrag', v), get('GET aktueller_tarif', `${v}/aktueller_tarif`)]);
  else if (w < 0.35) await Promise.all([get('GET vertrag', v), get('GET tarifhistorie', `${v}/tarifhistorie`), get('GET zaehler', `${v}/zaehler`)]);
  else if (w < 0.65) {
    const modus = (['hourly', 'daily', 'monthly'] as const)[zufall(3)]!;
    await Promise.all([get(`GET historie ${modus}`, `${v}/historie?interval=${modus}`), get('GET verbraeuche', `${v}/verbraeuche`)]);
  } else if (w < 0.75) await get('GET preiszeitreihe', '/api/preiszeitreihe');
  else if (w < 0.9) {
    await get('GET dokument/alle', '/api/dokument/alle');
    if (Math.random() < 0.3) await get('GET dokument/daten', `/api/dokument/daten/LD${i}`);
  } else await Promise.all([get('GET zaehler', `${v}/zaehler`), get('GET ablesungen', `${v}/ablesungen`)]);
}

/** A simulated customer: log in, 10–30 page views with think time, log out, come back as another customer. */
export async function kunde(r: Runde, platz: number, verzoegerung: number): Promise<void> {
  await pause(verzoegerung);
  // Customers come from many addresses (behind the reverse proxy on loopback that EKP_TRUSTED_PROXIES names, bench/last.ts).
  const ip = `10.${(platz >> 16) & 255}.${(platz >> 8) & 255}.${platz & 255}`;
  while (!r.ende) {
    const i = kundeWaehlen();
    const kopf: Record<string, string> = { host: 'localhost', 'x-forwarded-for': ip, kundennummer: `L${i}` };
    const login = await rufe(r, 'POST login', 'POST', '/api/anschlussnutzer/login', { ...kopf, passwort: PASSWORT });
    if (!login.token) {
      await pause(DENKZEIT_MS);
      continue;
    }
    kopf.token = login.token;
    const seiten = 10 + zufall(21);
    for (let s = 0; s < seiten && !r.ende; s++) {
      await seite(r, i, kopf);
      await pause(DENKZEIT_MS * (0.5 + Math.random()));
    }
    await rufe(r, 'DELETE logout', 'DELETE', '/api/anschlussnutzer/logout', kopf);
  }
}
