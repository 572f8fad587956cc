import { isAscii, isUtf8 } from 'node:buffer';
import type { Kanal, Lastgangreihe, Lokation, Nachricht, Qualitaet, Status, Uebertragung, Zaehlerstand } from './modell.ts';
import { feld, kopieren, type Segment, zerlegen } from './syntax.ts';

// Reads an MSCONS interchange (EDI@Energy MSCONS 2.4c/2.4d/2.5, AHB structure: UNH, BGM, DTM+137, RFF+Z13,
// NAD+MS/MR, UNS+D, then per location NAD+DP, LOC+172, RFF+MG, LIN, PIA+5, QTY with DTM and STS, UNT).
// Never throws: everything wrong ends up as a German text in the interchange's or the message's `fehler`.

export const VERSIONEN = ['2.4c', '2.4d', '2.5'] as const;

const QUALITAET: Record<string, Qualitaet> = { '220': 'GEMESSEN', '67': 'ERSATZWERT', Z18: 'VORLAEUFIG' };
const LASTGANG_OBIS = /^1-\d{1,2}:([12])\.29\.0$/;
const REGISTER_OBIS = /^1-\d{1,2}:1\.8\.[0-2]$/;

/**
 * Decodes bytes: UTF-8 when valid (UNOD/UNOW), else ISO 8859-1 (UNOC), which maps every byte. Node's own
 * checks first: a file in plain ASCII (most are) is copied as it is; a strict TextDecoder took as long as
 * reading the segments.
 */
export function dekodieren(bytes: Uint8Array): string {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isAscii(b)) return b.toString('latin1');
  return isUtf8(b) ? b.toString('utf8') : b.toString('latin1');
}

const TAGE_IM_MONAT = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const zeitCache = new Map<string, Date | null>();

function ziffern(w: string, von: number, bis: number): number {
  let n = 0;
  for (let i = von; i < bis; i++) {
    const c = w.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return NaN;
    n = n * 10 + c;
  }
  return n;
}

function zeitBerechnen(wert: string, format: string): number | null {
  const laenge = format === '303' ? 15 : format === '203' ? 12 : format === '102' ? 8 : 0;
  if (laenge === 0 || wert.length !== laenge) return null;
  const [j, m, t] = [ziffern(wert, 0, 4), ziffern(wert, 4, 6), ziffern(wert, 6, 8)];
  const [h, min] = laenge >= 12 ? [ziffern(wert, 8, 10), ziffern(wert, 10, 12)] : [0, 0];
  let versatz = 0;
  if (format === '303') {
    const vorzeichen = wert[12];
    const stunden = ziffern(wert, 13, 15);
    if ((vorzeichen !== '+' && vorzeichen !== '-') || !(stunden <= 14)) return null;
    versatz = (vorzeichen === '-' ? -1 : 1) * stunden * 3_600_000;
  }
  if (!(m >= 1 && m <= 12 && t >= 1 && h <= 23 && min <= 59)) return null;
  const schaltjahr = (j % 4 === 0 && j % 100 !== 0) || j % 400 === 0;
  if (t > (m === 2 && !schaltjahr ? 28 : TAGE_IM_MONAT[m - 1]!)) return null;
  return Date.UTC(j, m - 1, t, h, min) - versatz;
}

/**
 * DTM value in format 303 (CCYYMMDDHHMMZZZ, offset in hours as `+00`), 203 (CCYYMMDDHHMM, UTC) or 102
 * (CCYYMMDD, UTC midnight). A day's file repeats the same 96 times for every location: the Date objects are
 * remembered and shared (two per value cost a fifth of the reading time in garbage collection), so callers
 * must not change a Date they get.
 */
export function zeitLesen(wert: string, format: string): Date | null {
  const schluessel = format === '303' ? wert : `${format}|${wert}`;
  let zeit = zeitCache.get(schluessel);
  if (zeit === undefined) {
    const ms = zeitBerechnen(wert, format);
    zeit = ms === null ? null : new Date(ms);
    if (zeitCache.size > 50_000) zeitCache.clear();
    zeitCache.set(schluessel, zeit);
  }
  return zeit;
}

function zahlLesen(wert: string, dezimal: string): number | null {
  const t = dezimal === '.' ? wert : wert.split(dezimal).join('.');
  if (!/^-?\d{1,15}(\.\d{1,9})?$/.test(t)) return null;
  return Number(t);
}

interface Offen {
  qualifier: string;
  zahl: number;
  /** The QTY's segment number, for messages. */
  segment: number;
  von: Date | null;
  bis: Date | null;
  zeitpunkt: Date | null;
  status: Status[];
}

/** Most values carry no STS: they share this empty list (a value that gets one gets its own). */
const KEIN_STATUS: Status[] = Object.freeze([]) as unknown as Status[];

class NachrichtLeser {
  readonly n: Nachricht;
  private lokation: Lokation | null = null;
  private obis: string | null = null;
  /** The channel of a load-profile OBIS code (null: a register) and its series, decided once per PIA, not per value. */
  private kanal: Kanal | null = null;
  private reihe: Lastgangreihe | null = null;
  private offen: Offen | null = null;
  private imKopf = true;

  constructor(unh: Segment, private readonly dezimal: string) {
    this.n = {
      referenz: feld(unh, 1), version: feld(unh, 2, 5), art: '', dokumentnummer: '', funktion: '', erstellt: null,
      pruefidentifikator: null, absender: null, empfaenger: null, lokationen: [], fehler: [],
    };
    const [typ, version, freigabe, stelle] = [feld(unh, 2, 1), feld(unh, 2, 2), feld(unh, 2, 3), feld(unh, 2, 4)];
    if (!this.n.referenz) this.fehler(unh, 'Die Nachrichtenreferenz (UNH) fehlt.');
    if (typ !== 'MSCONS' || version !== 'D' || freigabe !== '04B' || stelle !== 'UN') {
      this.fehler(unh, `Nachrichtentyp ${[typ, version, freigabe, stelle].join(':')} wird nicht unterstützt (erwartet MSCONS:D:04B:UN).`);
    } else if (!(VERSIONEN as readonly string[]).includes(this.n.version)) {
      this.fehler(unh, `MSCONS-Version ${this.n.version || '(leer)'} wird nicht unterstützt (${VERSIONEN.join(', ')}).`);
    }
  }

  fehler(s: Segment, text: string): void {
    if (this.n.fehler.length < 20) this.n.fehler.push(`Segment ${s.nummer} (${s.tag}): ${text}`);
  }

  segment(s: Segment): void {
    switch (s.tag) {
      case 'BGM':
        this.n.art = feld(s, 1);
        this.n.dokumentnummer = feld(s, 2);
        this.n.funktion = feld(s, 3) || '9';
        return;
      case 'DTM':
        return this.dtm(s);
      case 'RFF':
        if (feld(s, 1) === 'Z13') this.n.pruefidentifikator = feld(s, 1, 2);
        else if (feld(s, 1) === 'MG' && this.lokation) this.lokation.zaehlernummer = feld(s, 1, 2);
        return;
      case 'NAD':
        if (feld(s, 1) === 'MS') this.n.absender = feld(s, 2);
        else if (feld(s, 1) === 'MR') this.n.empfaenger = feld(s, 2);
        return;
      case 'UNS':
        this.imKopf = false;
        return;
      case 'LOC':
        this.wertAbschliessen();
        if (feld(s, 1) !== '172') return;
        this.lokation = { id: feld(s, 2), zaehlernummer: null, reihen: [], zaehlerstaende: [] };
        this.obis = null;
        if (!/^(\d{11}|[A-Z]{2}[A-Z0-9]{31})$/.test(this.lokation.id)) this.fehler(s, `Die Lokation ${this.lokation.id || '(leer)'} ist weder eine Marktlokations-ID noch eine Zählpunktbezeichnung.`);
        this.n.lokationen.push(this.lokation);
        return;
      case 'LIN':
        this.wertAbschliessen();
        this.obis = null;
        return;
      case 'PIA':
        return this.pia(s);
      case 'QTY':
        return this.qty(s);
      case 'STS': {
        const art = feld(s, 1);
        if (art !== 'Z32' && art !== 'Z33' && art !== 'Z34' && art !== 'Z40') return;
        if (!this.offen) return this.fehler(s, 'Statusangabe ohne vorhergehenden Wert.');
        if (this.offen.status === KEIN_STATUS) this.offen.status = [];
        this.offen.status.push({ art, code: feld(s, 3) || feld(s, 2) });
        return;
      }
      default:
        return; // CTA, COM, CCI, … carry nothing ekp stores
    }
  }

  private dtm(s: Segment): void {
    const q = feld(s, 1, 1);
    const zeit = zeitLesen(feld(s, 1, 2), feld(s, 1, 3));
    if (this.imKopf) {
      if (q !== '137') return;
      if (!zeit) return this.fehler(s, `Das Erstellungsdatum ${feld(s, 1, 2)} ist ungültig.`);
      this.n.erstellt = zeit;
      return;
    }
    if (!this.offen || (q !== '163' && q !== '164' && q !== '7')) return; // location-level period: derived from the values
    if (!zeit) return this.fehler(s, `Die Zeitangabe ${feld(s, 1, 2)} (Format ${feld(s, 1, 3) || 'fehlt'}) ist ungültig.`);
    if (q === '163') this.offen.von = zeit;
    else if (q === '164') this.offen.bis = zeit;
    else this.offen.zeitpunkt = zeit;
  }

  private pia(s: Segment): void {
    this.wertAbschliessen();
    if (feld(s, 1) !== '5') return;
    const obis = feld(s, 2, 1);
    if (!LASTGANG_OBIS.test(obis) && !REGISTER_OBIS.test(obis)) {
      this.obis = null;
      return this.fehler(s, `Die OBIS-Kennzahl ${obis || '(leer)'} wird nicht unterstützt.`);
    }
    this.obis = obis;
    const lastgang = LASTGANG_OBIS.exec(obis);
    this.kanal = lastgang ? (lastgang[1] === '1' ? 'BEZUG' : 'EINSPEISUNG') : null;
    this.reihe = null;
  }

  private qty(s: Segment): void {
    this.wertAbschliessen();
    if (!this.lokation || !this.obis) return this.fehler(s, 'Mengenangabe ohne Lokation (LOC+172) oder OBIS-Kennzahl (PIA).');
    const qualifier = feld(s, 1, 1);
    const zahl = zahlLesen(feld(s, 1, 2), this.dezimal);
    if (!(qualifier in QUALITAET)) return this.fehler(s, `Der Mengenqualifier ${qualifier || '(leer)'} wird nicht unterstützt (220, 67, Z18).`);
    if (zahl === null) return this.fehler(s, `Der Wert ${feld(s, 1, 2) || '(leer)'} ist keine Zahl.`);
    this.offen = { qualifier, zahl, segment: s.nummer, von: null, bis: null, zeitpunkt: null, status: KEIN_STATUS };
  }

  private wertFehler(o: Offen, text: string): void {
    this.fehler({ tag: 'QTY', elemente: [], nummer: o.segment }, text);
  }

  /** Files the open value into its series once its DTM and STS segments have been read. */
  wertAbschliessen(): void {
    const o = this.offen;
    if (!o || !this.lokation || !this.obis) return;
    this.offen = null;
    const qualitaet = QUALITAET[o.qualifier]!;
    if (this.kanal) {
      if (!o.von || !o.bis) return this.wertFehler(o, 'Dem Lastgangwert fehlt Beginn oder Ende (DTM+163/164).');
      const von = o.von.getTime();
      const bis = o.bis.getTime();
      if (bis <= von || bis - von > 3_600_000) return this.wertFehler(o, 'Das Intervall des Lastgangwerts ist ungültig.');
      let reihe = this.reihe;
      if (!reihe) {
        reihe = this.lokation.reihen.find((r) => r.obis === this.obis) ?? null;
        if (!reihe) this.lokation.reihen.push((reihe = { obis: this.obis, kanal: this.kanal, werte: [] }));
        this.reihe = reihe;
      }
      const vorher = reihe.werte.length > 0 ? reihe.werte[reihe.werte.length - 1]! : null;
      if (vorher && vorher.bis.getTime() > von) return this.wertFehler(o, 'Die Lastgangwerte überlappen sich oder sind nicht zeitlich geordnet.');
      reihe.werte.push({ von: o.von, bis: o.bis, wert: o.zahl, qualitaet, qualifier: o.qualifier, status: o.status });
    } else {
      const zeitpunkt = o.zeitpunkt ?? o.bis;
      if (!zeitpunkt) return this.wertFehler(o, 'Dem Zählerstand fehlt der Zeitpunkt (DTM+7 oder DTM+164).');
      const z: Zaehlerstand = { obis: this.obis, zeitpunkt, wert: o.zahl, qualitaet, qualifier: o.qualifier, status: o.status };
      this.lokation.zaehlerstaende.push(z);
    }
  }

  ende(unt: Segment | null, segmente: number): Nachricht {
    this.wertAbschliessen();
    const n = this.n;
    const hinweis = (text: string) => {
      if (n.fehler.length < 20) n.fehler.push(text);
    };
    if (!unt) hinweis('Die Nachricht ist nicht mit UNT abgeschlossen.');
    else {
      if (feld(unt, 1) !== String(segmente)) hinweis(`UNT nennt ${feld(unt, 1) || 'keine'} Segmente, die Nachricht hat ${segmente}.`);
      if (feld(unt, 2) !== n.referenz) hinweis(`UNT nennt die Referenz ${feld(unt, 2) || '(leer)'} statt ${n.referenz}.`);
    }
    if (!n.art) hinweis('Das Segment BGM fehlt.');
    if (!n.erstellt) hinweis('Das Erstellungsdatum (DTM+137) fehlt.');
    if (n.art === 'Z48' && n.pruefidentifikator !== '13025') hinweis(`Lastgänge werden mit Prüfidentifikator 13025 erwartet, nicht ${n.pruefidentifikator ?? '(fehlt)'}.`);
    if (n.lokationen.length === 0) hinweis('Die Nachricht enthält keine Lokation (LOC+172).');
    if (n.lokationen.some((l) => l.reihen.length === 0 && l.zaehlerstaende.length === 0)) hinweis('Eine Lokation enthält keine Werte.');
    return n;
  }
}

/** Reads a whole interchange. */
export function msconsLesen(eingabe: string | Uint8Array): Uebertragung {
  const text = typeof eingabe === 'string' ? eingabe : dekodieren(eingabe);
  const u: Uebertragung = { absender: null, empfaenger: null, referenz: null, nachrichten: [], fehler: [] };
  let unb: Segment | null = null;
  let leser: NachrichtLeser | null = null;
  let zaehler = 0;
  let unz: Segment | null = null;
  let dezimal = '.';
  const z = zerlegen(text, (s) => {
    if (s.nummer === 1) {
      unb = kopieren(s);
      if (s.tag !== 'UNB') u.fehler.push(`Die Übertragung beginnt mit ${s.tag || '(leer)'} statt UNB.`);
      else {
        u.absender = feld(s, 2) || null;
        u.empfaenger = feld(s, 3) || null;
        u.referenz = feld(s, 5) || null;
        return;
      }
    }
    if (unz) {
      u.fehler.push(`Nach UNZ folgt noch das Segment ${s.tag}.`);
      return false;
    }
    if (s.tag === 'UNH') {
      if (leser) u.nachrichten.push(leser.ende(null, zaehler));
      leser = new NachrichtLeser(s, dezimal);
      zaehler = 1;
    } else if (s.tag === 'UNT') {
      if (!leser) {
        u.fehler.push(`Segment ${s.nummer}: UNT ohne vorhergehendes UNH.`);
        return;
      }
      u.nachrichten.push(leser.ende(s, zaehler + 1));
      leser = null;
    } else if (s.tag === 'UNZ') {
      if (leser) u.nachrichten.push(leser.ende(null, zaehler));
      leser = null;
      unz = kopieren(s);
    } else if (leser) {
      zaehler++;
      leser.segment(s);
    } else if (s.tag !== 'UNB') {
      u.fehler.push(`Segment ${s.nummer} (${s.tag}) steht außerhalb einer Nachricht.`);
      if (u.fehler.length > 20) return false;
    }
    return;
  }, (t) => (dezimal = t.dezimal));
  if (z.fehler) u.fehler.push(z.fehler);
  if (z.anzahl === 0) {
    if (u.fehler.length === 0) u.fehler.push('Die Datei enthält keine EDIFACT-Segmente.');
    return u;
  }
  if (leser) u.nachrichten.push((leser as NachrichtLeser).ende(null, zaehler));
  const kopf = unb as Segment | null;
  const ende = unz as Segment | null;
  if (kopf?.tag === 'UNB') {
    if (!ende) u.fehler.push('Das Ende der Übertragung (UNZ) fehlt.');
    else {
      if (feld(ende, 1) !== String(u.nachrichten.length)) u.fehler.push(`UNZ nennt ${feld(ende, 1) || 'keine'} Nachrichten, die Datei enthält ${u.nachrichten.length}.`);
      if (feld(ende, 2) !== u.referenz) u.fehler.push(`UNZ nennt die Referenz ${feld(ende, 2) || '(leer)'} statt ${u.referenz ?? '(leer)'}.`);
    }
  }
  return u;
}
