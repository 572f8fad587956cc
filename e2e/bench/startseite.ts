import { spawn } from 'node:child_process';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { median, mitSpanne } from '../../packages/server/bench/runden.ts';
import { PASSWORT } from '../support/konstanten.ts';

// The home page's time to useful content on a throttled phone: 1.6 Mbit/s down, 150 ms round trip, CPU 4×
// slower, 360 × 740 px, a first visit (HTTP cache and service worker emptied each round). "Useful" is the
// moment the task tiles and the first contract card's content stand on screen; the bench also reports when
// the last card has its content and how many screens tall the page's content (tiles and cards, up to the
// end of the last card or the compact list, the footer left out) is then (target: ≤ 2 at 360 px).
// Run with `npm run bench:startseite` (builds first). Not part of `npm test`: figures depend on the machine.
const PORT = Number(process.env.BENCH_PORT ?? 3239);
const BASIS = `http://localhost:${PORT}`;
const CHROMIUM = process.env.EKP_CHROMIUM ?? '/usr/bin/chromium';
const KUNDE = process.env.BENCH_KUNDE ?? '10001';
const RUNDEN = Math.max(3, Number(process.env.EKP_BENCH_LAEUFE ?? 5));
const ZIEL_MS = 1500;

const wurzel = path.resolve(import.meta.dirname, '../..');
// The real clock (as e2e/bench/web.ts): with a server on another day the cards would measure empty answers.
const umgebung: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), E2E_PORT: String(PORT), EKP_SESSION_TTL: '3600' };
delete umgebung.EKP_NOW;
// BENCH_EIGENER_SERVER=1: measure a server already running on BENCH_PORT (e2e/support/server.ts without EKP_NOW).
const server = process.env.BENCH_EIGENER_SERVER ? undefined : spawn(process.execPath, ['--import', 'tsx', 'e2e/support/server.ts'], { cwd: wurzel, env: umgebung, stdio: ['ignore', 'ignore', 'inherit'] });

async function bereit(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server && server.exitCode !== null) throw new Error(`Server beendet (${server.exitCode})`);
    try {
      if ((await fetch(`${BASIS}/api/mandant`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('Server nicht erreichbar');
}

/**
 * Runs in the page before any of its scripts: notes (performance.now, from navigation start) when the tiles,
 * the first card's content and every card's content first stand in the document. A card's content is its
 * heading link; a placeholder card has none. A string, not a function: tsx would add helpers the page lacks.
 */
const BEOBACHTEN = `
  window.ekpMessung = {};
  const pruefen = () => {
    const m = window.ekpMessung;
    const jetzt = performance.now();
    if (m.kacheln === undefined && document.querySelector('.startseite-kacheln a')) m.kacheln = jetzt;
    const karten = document.querySelectorAll('.startseite-karte');
    const fertig = document.querySelectorAll('.startseite-karte .startseite-karte-titel a');
    if (m.ersteKarte === undefined && fertig.length > 0) m.ersteKarte = jetzt;
    if (m.alleKarten === undefined && karten.length > 0 && fertig.length === karten.length) m.alleKarten = jetzt;
  };
  new MutationObserver(pruefen).observe(document, { childList: true, subtree: true });
`;

interface Runde {
  kacheln: number;
  ersteKarte: number;
  alleKarten: number;
  nuetzlich: number;
  bildschirme: number;
  anfragen: number;
}

async function messen(): Promise<Runde[]> {
  const login = await fetch(`${BASIS}/api/anschlussnutzer/login`, { method: 'POST', headers: { kundennummer: KUNDE, passwort: encodeURIComponent(PASSWORT) } });
  if (!login.ok) throw new Error(`Login ${KUNDE}: ${login.status}`);
  const token = login.headers.get('token')!;
  const ttl = Number(login.headers.get('ttl'));
  const sitzung = JSON.stringify({ token, kundennummer: KUNDE, ablaufdatum: new Date(Date.now() + ttl * 1000).toISOString() });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-default-apps', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup'],
  });
  const runden: Runde[] = [];
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 360, height: 740, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await page.evaluateOnNewDocument(BEOBACHTEN);
    for (let runde = 0; runde <= RUNDEN; runde++) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto(`${BASIS}/api/mandant`);
      await page.evaluate((s) => localStorage.setItem('ekp-token', s), sitzung);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin: BASIS, storageTypes: 'service_workers,cache_storage' });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      let anfragen = 0;
      const zaehlen = (r: { url(): string }) => void (r.url().includes('/api/') && anfragen++);
      page.on('request', zaehlen);
      await page.goto(`${BASIS}/`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => (window as unknown as { ekpMessung: { alleKarten?: number } }).ekpMessung.alleKarten !== undefined, { timeout: 60_000, polling: 100 });
      // Settled: the last card's parts may still change its height after its heading stands.
      await new Promise((r) => setTimeout(r, 1500));
      page.off('request', zaehlen);
      const m = await page.evaluate(() => ({ ...(window as unknown as { ekpMessung: Record<string, number> }).ekpMessung, hoehe: Math.max(...[...document.querySelectorAll('.startseite-karte, .startseite-kompakt')].map((e) => e.getBoundingClientRect().bottom + window.scrollY)), fenster: window.innerHeight })) as Record<string, number> & { hoehe: number; fenster: number };
      if (new URL(page.url()).pathname !== '/') throw new Error(`Startseite endete auf ${page.url()}`);
      // Round 0 warms the server's caches (the first query plans); it is not counted.
      if (runde === 0) continue;
      runden.push({ kacheln: m.kacheln!, ersteKarte: m.ersteKarte!, alleKarten: m.alleKarten!, nuetzlich: Math.max(m.kacheln!, m.ersteKarte!), bildschirme: m.hoehe / m.fenster, anfragen });
    }
  } finally {
    await browser.close();
  }
  return runden;
}

try {
  await bereit();
  const runden = await messen();
  const s = (ms: number) => (ms / 1000).toFixed(2);
  console.log(`Startseite ${KUNDE}, 360 px, 1,6 Mbit/s, 150 ms, CPU 4×, ${RUNDEN} Runden (nach einer Aufwärmrunde), ${CHROMIUM}`);
  console.log('Runde  Kacheln  erste Karte  nützlich  alle Karten  Bildschirme  API-Aufrufe');
  runden.forEach((r, i) => console.log(`${String(i + 1).padStart(5)}  ${s(r.kacheln).padStart(5)} s  ${s(r.ersteKarte).padStart(9)} s  ${s(r.nuetzlich).padStart(6)} s  ${s(r.alleKarten).padStart(9)} s  ${r.bildschirme.toFixed(2).padStart(11)}  ${String(r.anfragen).padStart(11)}`));
  const f = (werte: number[]) => mitSpanne(werte, (x) => (x / 1000).toFixed(2));
  console.log(`\nMedian (min–max): Kacheln ${f(runden.map((r) => r.kacheln))} s · erste Karte ${f(runden.map((r) => r.ersteKarte))} s · nützlich ${f(runden.map((r) => r.nuetzlich))} s · alle Karten ${f(runden.map((r) => r.alleKarten))} s · ${mitSpanne(runden.map((r) => r.bildschirme), (x) => x.toFixed(2))} Bildschirme · ${median(runden.map((r) => r.anfragen))} API-Aufrufe`);
  console.log(`Ziel: nützlich ≤ ${s(ZIEL_MS)} s (Median): ${median(runden.map((r) => r.nuetzlich)) <= ZIEL_MS ? 'erreicht' : 'NICHT erreicht'}`);
} finally {
  server?.kill('SIGTERM');
}
