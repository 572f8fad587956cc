import { GEBOTSZONE_EIC, preisRechnen, type Gebotszone } from '@ekp/contract';
import { XMLParser } from 'fast-xml-parser';

// Public day-ahead price sources (docs/marktdaten.md). Each turns its answer into intervals in EUR/kWh;
// completeness is judged by the caller (holen.ts), so a source may return what it has.

export type QuelleName = 'energy-charts' | 'entsoe';

export interface Preispunkt {
  von: Date;
  bis: Date;
  /** EUR/kWh. */
  preis: number;
}

export interface PreisQuelle {
  name: QuelleName;
  holen(gebotszone: Gebotszone, von: Date, bis: Date): Promise<Preispunkt[]>;
}

/** EUR/MWh → EUR/kWh, rounded to 1e-8 EUR (the sources give two decimals per MWh). */
export function jeKwh(eurJeMwh: number): number {
  return preisRechnen(eurJeMwh / 1000);
}

export class QuellenFehler extends Error {}

const ZEITLIMIT_MS = 20_000;

async function abrufen(url: string, quelle: string): Promise<string> {
  let antwort: Response;
  try {
    antwort = await fetch(url, { signal: AbortSignal.timeout(ZEITLIMIT_MS), headers: { 'user-agent': 'ekp-kundenportal' } });
  } catch (e) {
    throw new QuellenFehler(`${quelle} nicht erreichbar (${(e as Error).message})`);
  }
  const text = await antwort.text();
  if (!antwort.ok) throw new QuellenFehler(`${quelle} antwortet mit HTTP ${antwort.status}`);
  return text;
}

// --- Energy-Charts (Fraunhofer ISE), CC BY 4.0: /price?bzn=DE-LU, parallel arrays unix_seconds and price (EUR/MWh).

export const ENERGY_CHARTS_NAMENSNENNUNG = 'Börsenstrompreise: Energy-Charts (Fraunhofer ISE), Lizenz CC BY 4.0';

/** Parses an Energy-Charts /price answer. Each price lasts until the next timestamp (the last: the usual step). */
export function energyChartsLesen(text: string): Preispunkt[] {
  let roh: unknown;
  try {
    roh = JSON.parse(text);
  } catch {
    throw new QuellenFehler('Energy-Charts: Antwort ist kein JSON');
  }
  const { unix_seconds: zeiten, price: preise } = (roh ?? {}) as { unix_seconds?: unknown; price?: unknown };
  if (!Array.isArray(zeiten) || !Array.isArray(preise) || zeiten.length !== preise.length) {
    throw new QuellenFehler('Energy-Charts: unix_seconds und price fehlen oder sind verschieden lang');
  }
  const schritte = zeiten.slice(1).map((t, i) => Number(t) - Number(zeiten[i])).filter((d) => d > 0);
  const schritt = schritte.length ? Math.min(...schritte) : 900;
  const punkte: Preispunkt[] = [];
  for (let i = 0; i < zeiten.length; i++) {
    const t = zeiten[i];
    const p = preise[i];
    if (typeof t !== 'number' || !Number.isFinite(t)) throw new QuellenFehler('Energy-Charts: ungültiger Zeitstempel');
    if (typeof p !== 'number' || !Number.isFinite(p)) continue; // null: no price yet, a gap the caller sees
    const naechster = typeof zeiten[i + 1] === 'number' ? (zeiten[i + 1] as number) : t + schritt;
    punkte.push({ von: new Date(t * 1000), bis: new Date(Math.min(naechster, t + schritt) * 1000), preis: jeKwh(p) });
  }
  return punkte;
}

export function energyCharts(basis: string): PreisQuelle {
  return {
    name: 'energy-charts',
    async holen(zone, von, bis) {
      const url = `${basis.replace(/\/$/, '')}/price?bzn=${encodeURIComponent(zone)}&start=${von.toISOString()}&end=${bis.toISOString()}`;
      return energyChartsLesen(await abrufen(url, 'Energy-Charts'));
    },
  };
}

// --- ENTSO-E Transparency Platform: document A44 (day-ahead prices), XML.

const xml = new XMLParser({ removeNSPrefix: true, parseTagValue: false, isArray: (name) => ['TimeSeries', 'Period', 'Point'].includes(name) });

const DAUER: Record<string, number> = { PT15M: 900_000, PT30M: 1_800_000, PT60M: 3_600_000 };

interface A44Reihe {
  curveType?: string;
  'in_Domain.mRID'?: string | { '#text'?: string };
  'out_Domain.mRID'?: string | { '#text'?: string };
  'classificationSequence_AttributeInstanceComponent.position'?: string;
  Period?: Array<{ timeInterval?: { start?: string; end?: string }; resolution?: string; Point?: Array<{ position?: string; 'price.amount'?: string }> }>;
}

const text = (v: string | { '#text'?: string } | undefined) => (typeof v === 'object' ? v['#text'] : v)?.trim() ?? '';

function zoneName(eic: string): string {
  const name = Object.entries(GEBOTSZONE_EIC).find(([, code]) => code === eic)?.[0];
  return name ? `${name} (${eic})` : eic;
}

/**
 * Parses an A44 Publication_MarketDocument for the bidding zone `gebotszone`: a series of another zone refuses
 * the whole answer (a tenant's prices are those of its zone). Curve type A03 leaves out a point whose price
 * repeats the previous one: it is filled forward up to the end of the period. Several series for the same
 * interval and resolution are told apart by their classification sequence (since the 15-minute day-ahead
 * market DE-LU has two auctions a day, EPEX's as position 1, EXAA's as 2, in any order): the lowest position
 * wins, as in evcc; a series without one counts as 1. Of several resolutions, the finest wins.
 */
export function entsoeLesen(antwort: string, gebotszone: Gebotszone): Preispunkt[] {
  let dok: Record<string, unknown>;
  try {
    dok = xml.parse(antwort) as Record<string, unknown>;
  } catch {
    throw new QuellenFehler('ENTSO-E: Antwort ist kein XML');
  }
  const quittung = dok.Acknowledgement_MarketDocument as { Reason?: { text?: string } } | undefined;
  if (quittung) throw new QuellenFehler(`ENTSO-E: ${quittung.Reason?.text ?? 'Anfrage abgelehnt'}`);
  const reihen = (dok.Publication_MarketDocument as { TimeSeries?: A44Reihe[] } | undefined)?.TimeSeries;
  if (!reihen) throw new QuellenFehler('ENTSO-E: keine TimeSeries in der Antwort');
  const eic = GEBOTSZONE_EIC[gebotszone];
  for (const r of reihen) {
    const fremd = [text(r['in_Domain.mRID']), text(r['out_Domain.mRID'])].find((z) => z !== eic);
    if (fremd !== undefined) {
      throw new QuellenFehler(`ENTSO-E: Die Preise gelten für die Gebotszone ${fremd ? zoneName(fremd) : '(nicht angegeben)'}, nicht für die Gebotszone ${zoneName(eic)} des Mandanten.`);
    }
  }
  // Per resolution and interval start: the point and the classification position it came from.
  const nachDauer = new Map<number, Map<number, { rang: number; punkt: Preispunkt }>>();
  for (const r of reihen) {
    const fuellen = r.curveType === 'A03';
    const rangText = r['classificationSequence_AttributeInstanceComponent.position'];
    const rang = rangText === undefined ? 1 : Number(rangText);
    if (!Number.isInteger(rang) || rang < 1) throw new QuellenFehler('ENTSO-E: ungültige classificationSequence_AttributeInstanceComponent.position');
    for (const p of r.Period ?? []) {
      const dauer = DAUER[p.resolution ?? ''];
      const start = Date.parse(p.timeInterval?.start ?? '');
      const ende = Date.parse(p.timeInterval?.end ?? '');
      if (!dauer || Number.isNaN(start) || Number.isNaN(ende) || ende <= start) throw new QuellenFehler('ENTSO-E: Period ohne gültiges timeInterval oder resolution');
      const anzahl = Math.round((ende - start) / dauer);
      const werte = new Map<number, number>();
      for (const pt of p.Point ?? []) {
        const pos = Number(pt.position);
        const preis = Number(pt['price.amount']);
        if (!Number.isInteger(pos) || pos < 1 || pos > anzahl || !Number.isFinite(preis)) throw new QuellenFehler('ENTSO-E: ungültiger Point');
        werte.set(pos, preis);
      }
      const intervalle = nachDauer.get(dauer) ?? new Map<number, { rang: number; punkt: Preispunkt }>();
      nachDauer.set(dauer, intervalle);
      let letzter: number | undefined;
      for (let pos = 1; pos <= anzahl; pos++) {
        const preis = werte.get(pos) ?? (fuellen ? letzter : undefined);
        if (preis === undefined) continue;
        letzter = preis;
        const von = start + (pos - 1) * dauer;
        const bisher = intervalle.get(von);
        if (bisher && bisher.rang <= rang) continue;
        intervalle.set(von, { rang, punkt: { von: new Date(von), bis: new Date(von + dauer), preis: jeKwh(preis) } });
      }
    }
  }
  // Finest resolution first; a coarser interval only where no finer one covers any of its quarter hours.
  const belegt = new Set<number>();
  const viertel = (p: Preispunkt) => Array.from({ length: Math.ceil((p.bis.getTime() - p.von.getTime()) / 900_000) }, (_, i) => p.von.getTime() + i * 900_000);
  const ergebnis: Preispunkt[] = [];
  for (const dauer of [...nachDauer.keys()].sort((a, b) => a - b)) {
    for (const { punkt: p } of nachDauer.get(dauer)!.values()) {
      if (viertel(p).some((v) => belegt.has(v))) continue;
      for (const v of viertel(p)) belegt.add(v);
      ergebnis.push(p);
    }
  }
  return ergebnis.sort((a, b) => a.von.getTime() - b.von.getTime());
}

function entsoeZeit(d: Date): string {
  return d.toISOString().replace(/[-:T]/g, '').slice(0, 12);
}

export function entsoe(basis: string, token: string | undefined): PreisQuelle {
  return {
    name: 'entsoe',
    async holen(zone, von, bis) {
      if (!token) throw new QuellenFehler('ENTSO-E: EKP_ENTSOE_TOKEN ist nicht gesetzt');
      const eic = GEBOTSZONE_EIC[zone];
      const url = `${basis}?securityToken=${encodeURIComponent(token)}&documentType=A44&in_Domain=${eic}&out_Domain=${eic}&periodStart=${entsoeZeit(von)}&periodEnd=${entsoeZeit(bis)}`;
      return entsoeLesen(await abrufen(url, 'ENTSO-E'), zone);
    },
  };
}
