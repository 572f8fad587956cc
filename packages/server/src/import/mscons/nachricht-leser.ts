import { type Kanal, type Lokation, type Nachricht, QUALIFIER, QUALITAET_VON, type Status, type Zaehlerstand } from './modell.ts';
import { Reihe } from './reihe.ts';
import { type Segment, tagCode, type Zerleger } from './syntax.ts';
import { ANDERE_OBIS, LASTGANG_OBIS, REGISTER_OBIS } from './obis.ts';
import { lauf, laufZiffern, mengeLesen, zeitLesen } from './wertelauf.ts';
import { zahlAus, zahlText, zeitMs } from './zahlen.ts';

// One MSCONS message (AHB structure: UNH, BGM, DTM+137, RFF+Z13, NAD+MS/MR, UNS+D, then per location NAD+DP,
// LOC+172, RFF+MG, LIN, PIA+5, QTY with DTM and STS, UNT), segment by segment as lesen.ts hands them over.
// Everything wrong becomes a German text in the message's `fehler`, naming the segment.

export const VERSIONEN = ['2.4c', '2.4d', '2.5'] as const;

const [BGM, DTM, RFF, NAD, UNS] = [tagCode('BGM'), tagCode('DTM'), tagCode('RFF'), tagCode('NAD'), tagCode('UNS')];
const [LOC, LIN, PIA, QTY, STS] = [tagCode('LOC'), tagCode('LIN'), tagCode('PIA'), tagCode('QTY'), tagCode('STS')];

/** Scratch space for one component's characters (a QTY value has at most 26, a time 15). */
const zeichen = new Uint16Array(64);

/** The QUALIFIER index of component (1, 1), or -1. */
function qualifierIndex(s: Zerleger): number {
  const n = s.zeichen(s.komponente(1, 1), zeichen);
  if (n === 3 && zeichen[0] === 50 && zeichen[1] === 50 && zeichen[2] === 48) return 0; // 220
  if (n === 2 && zeichen[0] === 54 && zeichen[1] === 55) return 1; // 67
  if (n === 3 && zeichen[0] === 90 && zeichen[1] === 49 && zeichen[2] === 56) return 2; // Z18
  return -1;
}

export class NachrichtLeser {
  readonly n: Nachricht;
  private lokation: Lokation | null = null;
  private obis: string | null = null;
  /** The channel of a load-profile OBIS code (null: a register) and its series, decided once per PIA, not per value. */
  private kanal: Kanal | null = null;
  private reihe: Reihe | null = null;
  private imKopf = true;
  // The open value (QTY until the next QTY, LIN, PIA, LOC or the end): its DTM and STS segments follow it.
  private offen = false;
  private qualifier = 0;
  private zahl = 0;
  private segmentNr = 0;
  private von = NaN;
  private bis = NaN;
  private zeitpunkt = NaN;
  private status: Status[] | null = null;
  /** The current PIA's values are not read: a series ekp does not store, or a refused OBIS code. */
  private ueberspringen = false;
  /** Skipped OBIS codes with the segment of their first PIA: one warning per message. */
  private readonly uebersprungen = new Map<string, number>();
  private readonly nurUebersprungen = new Set<Lokation>();
  /** Per cause (its text, or a key for texts naming the value): the index in `fehler` and how often it occurred. */
  private readonly ursachen = new Map<string, { index: number; anzahl: number }>();
  private readonly dezimal: number;
  private readonly dezimalText: string;

  constructor(unh: Segment, dezimal: string) {
    // A digit or minus as decimal mark would change what a number is: such numbers go through the text (zahlText).
    this.dezimal = /[\d-]/.test(dezimal) ? -1 : dezimal.charCodeAt(0);
    this.dezimalText = dezimal;
    this.n = {
      referenz: unh.feld(1), version: unh.feld(2, 5), art: '', dokumentnummer: '', funktion: '', erstellt: null,
      pruefidentifikator: null, absender: null, empfaenger: null, lokationen: [], fehler: [], hinweise: [],
    };
    const [typ, version, freigabe, stelle] = [unh.feld(2, 1), unh.feld(2, 2), unh.feld(2, 3), unh.feld(2, 4)];
    if (!this.n.referenz) this.fehler(unh, 'Die Nachrichtenreferenz (UNH) fehlt.');
    if (typ !== 'MSCONS' || version !== 'D' || freigabe !== '04B' || stelle !== 'UN') {
      this.fehler(unh, `Nachrichtentyp ${[typ, version, freigabe, stelle].join(':')} wird nicht unterstützt (erwartet MSCONS:D:04B:UN).`);
    } else if (!(VERSIONEN as readonly string[]).includes(this.n.version)) {
      this.fehler(unh, `MSCONS-Version ${this.n.version || '(leer)'} wird nicht unterstützt (${VERSIONEN.join(', ')}).`);
    }
  }

  /** Reports a cause once, with its first segment; repeats are counted (one bad value per quarter hour would bury the reason). */
  fehler(s: { nummer: number; tag: string }, text: string, ursache = `${s.tag} ${text}`): void {
    const bisher = this.ursachen.get(ursache);
    if (bisher) {
      bisher.anzahl++;
      return;
    }
    if (this.n.fehler.length >= 20) return;
    this.ursachen.set(ursache, { index: this.n.fehler.length, anzahl: 1 });
    this.n.fehler.push(`Segment ${s.nummer} (${s.tag}): ${text}`);
  }

  segment(s: Zerleger): void {
    const code = s.code;
    if (code === QTY) return this.qty(s);
    if (code === DTM) return this.dtm(s);
    if (code === STS) return this.sts(s);
    if (code === BGM) {
      this.n.art = s.feld(1);
      this.n.dokumentnummer = s.feld(2);
      this.n.funktion = s.feld(3) || '9';
    } else if (code === RFF) {
      if (s.feld(1) === 'Z13') this.n.pruefidentifikator = s.feld(1, 2);
      else if (s.feld(1) === 'MG' && this.lokation) this.lokation.zaehlernummer = s.feld(1, 2);
    } else if (code === NAD) {
      if (s.feld(1) === 'MS') this.n.absender = s.feld(2);
      else if (s.feld(1) === 'MR') this.n.empfaenger = s.feld(2);
    } else if (code === UNS) {
      this.imKopf = false;
    } else if (code === LOC) {
      this.wertAbschliessen();
      if (s.feld(1) !== '172') return;
      this.lokation = { id: s.feld(2), zaehlernummer: null, reihen: [], zaehlerstaende: [] };
      this.obis = null;
      this.ueberspringen = false;
      if (!/^(\d{11}|[A-Z]{2}[A-Z0-9]{31})$/.test(this.lokation.id)) this.fehler(s, `Die Lokation ${this.lokation.id || '(leer)'} ist weder eine Marktlokations-ID noch eine Zählpunktbezeichnung.`);
      this.n.lokationen.push(this.lokation);
    } else if (code === LIN) {
      this.wertAbschliessen();
      this.obis = null;
      this.ueberspringen = false;
    } else if (code === PIA) {
      this.pia(s);
    }
    // CTA, COM, CCI, … carry nothing ekp stores
  }

  /**
   * The run every load profile is made of, read without cutting segments: per value QTY+q:n' DTM+163:t:303'
   * DTM+164:t:303' (line breaks between segments allowed), with the interchange's separators and no release
   * character but the one before a time zone's sign. Each value does what qty, dtm and dtm would have done;
   * at the first segment of any other shape (STS, another DTM, a refused number, …) it stops, and the
   * segment-by-segment path reads on from there. Returns the segments taken (a multiple of 3, at most `max`).
   */
  werteLesen(z: Zerleger, max: number): number {
    if (this.imKopf || this.ueberspringen || !this.lokation || !this.obis || this.dezimal < 0) return 0;
    const daten = z.bytes;
    if (!daten) return 0;
    const { kompCode: komp, elemCode: elem, segCode: seg, freiCode: frei } = z;
    let i = z.position;
    let genommen = 0;
    while (genommen + 3 <= max) {
      // QTY+q:n'
      const nachMenge = mengeLesen(daten, i, komp, elem, seg, frei);
      if (nachMenge < 0) break;
      const qualifier = lauf.qualifier;
      const zahl = zahlAus(laufZiffern, lauf.ziffern, this.dezimal);
      if (zahl === null) break;
      // DTM+163:t:303' DTM+164:t:303'
      const nachVon = zeitLesen(daten, nachMenge, 51, komp, elem, seg, frei);
      if (nachVon < 0 || Number.isNaN(lauf.zeit)) break;
      const von = lauf.zeit;
      const nachBis = zeitLesen(daten, nachVon, 52, komp, elem, seg, frei);
      if (nachBis < 0 || Number.isNaN(lauf.zeit)) break;
      this.wertAbschliessen();
      this.offen = true;
      this.qualifier = qualifier;
      this.zahl = zahl;
      this.segmentNr = z.nummer + genommen + 1;
      this.von = von;
      this.bis = lauf.zeit;
      this.zeitpunkt = NaN;
      this.status = null;
      genommen += 3;
      i = nachBis;
    }
    if (genommen > 0) z.vorruecken(i, genommen);
    return genommen;
  }

  private sts(s: Zerleger): void {
    const art = s.feld(1);
    if (art !== 'Z32' && art !== 'Z33' && art !== 'Z34' && art !== 'Z40') return;
    if (this.ueberspringen) return;
    if (!this.offen) return this.fehler(s, 'Statusangabe ohne vorhergehenden Wert.');
    (this.status ??= []).push({ art, code: s.feld(3) || s.feld(2) });
  }

  private dtm(s: Zerleger): void {
    const q = s.ganzzahl(s.komponente(1, 1), 3);
    const f = s.ganzzahl(s.komponente(1, 3), 3);
    const format = f === 303 || f === 203 || f === 102 ? f : 0;
    const zeit = zeitMs(zeichen, s.zeichen(s.komponente(1, 2), zeichen), format);
    if (this.imKopf) {
      if (q !== 137) return;
      if (Number.isNaN(zeit)) return this.fehler(s, `Das Erstellungsdatum ${s.feld(1, 2)} ist ungültig.`);
      this.n.erstellt = new Date(zeit);
      return;
    }
    if (!this.offen || (q !== 163 && q !== 164 && q !== 7)) return; // location-level period: derived from the values
    if (Number.isNaN(zeit)) return this.fehler(s, `Die Zeitangabe ${s.feld(1, 2)} (Format ${s.feld(1, 3) || 'fehlt'}) ist ungültig.`, 'DTM Zeitangabe');
    if (q === 163) this.von = zeit;
    else if (q === 164) this.bis = zeit;
    else this.zeitpunkt = zeit;
  }

  private pia(s: Zerleger): void {
    this.wertAbschliessen();
    if (s.feld(1) !== '5') return;
    const obis = s.feld(2, 1);
    if (!LASTGANG_OBIS.test(obis) && !REGISTER_OBIS.test(obis)) {
      // The series is left out, the others of the message are read; its values are no errors of their own.
      this.obis = null;
      this.ueberspringen = true;
      if (!ANDERE_OBIS.test(obis)) return this.fehler(s, `Die OBIS-Kennzahl ${obis || '(leer)'} ist ungültig.`);
      if (!this.uebersprungen.has(obis)) this.uebersprungen.set(obis, s.nummer);
      if (this.lokation && this.lokation.reihen.length === 0 && this.lokation.zaehlerstaende.length === 0) this.nurUebersprungen.add(this.lokation);
      return;
    }
    this.ueberspringen = false;
    if (this.lokation) this.nurUebersprungen.delete(this.lokation);
    this.obis = obis;
    const lastgang = LASTGANG_OBIS.exec(obis);
    this.kanal = lastgang ? (lastgang[1] === '1' ? 'BEZUG' : 'EINSPEISUNG') : null;
    this.reihe = null;
  }

  private qty(s: Zerleger): void {
    this.wertAbschliessen();
    if (this.ueberspringen) return;
    if (!this.lokation || !this.obis) return this.fehler(s, 'Mengenangabe ohne Lokation (LOC+172) oder OBIS-Kennzahl (PIA).');
    const qualifier = qualifierIndex(s);
    const zahl = this.dezimal < 0 ? zahlText(s.feld(1, 2), this.dezimalText) : zahlAus(zeichen, s.zeichen(s.komponente(1, 2), zeichen), this.dezimal);
    if (qualifier < 0) return this.fehler(s, `Der Mengenqualifier ${s.feld(1, 1) || '(leer)'} wird nicht unterstützt (220, 67, Z18).`);
    if (zahl === null) return this.fehler(s, `Der Wert ${s.feld(1, 2) || '(leer)'} ist keine Zahl.`, 'QTY Zahl');
    this.offen = true;
    this.qualifier = qualifier;
    this.zahl = zahl;
    this.segmentNr = s.nummer;
    this.von = this.bis = this.zeitpunkt = NaN;
    this.status = null;
  }

  private wertFehler(text: string): void {
    this.fehler({ nummer: this.segmentNr, tag: 'QTY' }, text);
  }

  /** Files the open value into its series once its DTM and STS segments have been read. */
  wertAbschliessen(): void {
    if (!this.offen || !this.lokation || !this.obis) return;
    this.offen = false;
    if (this.kanal) {
      const { von, bis } = this;
      if (Number.isNaN(von) || Number.isNaN(bis)) return this.wertFehler('Dem Lastgangwert fehlt Beginn oder Ende (DTM+163/164).');
      if (bis <= von || bis - von > 3_600_000) return this.wertFehler('Das Intervall des Lastgangwerts ist ungültig.');
      let reihe = this.reihe;
      if (!reihe) {
        reihe = (this.lokation.reihen.find((r) => r.obis === this.obis) as Reihe | undefined) ?? null;
        if (!reihe) this.lokation.reihen.push((reihe = new Reihe(this.obis, this.kanal)));
        this.reihe = reihe;
      }
      if (reihe.anzahl > 0 && reihe.bis[reihe.anzahl - 1]! > von) return this.wertFehler('Die Lastgangwerte überlappen sich oder sind nicht zeitlich geordnet.');
      reihe.anhaengen(von, bis, this.zahl, this.qualifier, this.status);
    } else {
      const zeitpunkt = Number.isNaN(this.zeitpunkt) ? this.bis : this.zeitpunkt;
      if (Number.isNaN(zeitpunkt)) return this.wertFehler('Dem Zählerstand fehlt der Zeitpunkt (DTM+7 oder DTM+164).');
      const z: Zaehlerstand = {
        obis: this.obis, zeitpunkt: new Date(zeitpunkt), wert: this.zahl, qualitaet: QUALITAET_VON[this.qualifier]!, qualifier: QUALIFIER[this.qualifier]!, status: this.status ?? [],
      };
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
      if (unt.feld(1) !== String(segmente)) hinweis(`UNT nennt ${unt.feld(1) || 'keine'} Segmente, die Nachricht hat ${segmente}.`);
      if (unt.feld(2) !== n.referenz) hinweis(`UNT nennt die Referenz ${unt.feld(2) || '(leer)'} statt ${n.referenz}.`);
    }
    if (!n.art) hinweis('Das Segment BGM fehlt.');
    if (!n.erstellt) hinweis('Das Erstellungsdatum (DTM+137) fehlt.');
    if (n.art === 'Z48' && n.pruefidentifikator !== '13025') hinweis(`Lastgänge werden mit Prüfidentifikator 13025 erwartet, nicht ${n.pruefidentifikator ?? '(fehlt)'}.`);
    if (this.uebersprungen.size > 0) {
      const codes = [...this.uebersprungen.keys()];
      n.hinweise.push(`Segment ${this.uebersprungen.get(codes[0]!)} (PIA): ${codes.length === 1 ? 'Die Reihe mit der OBIS-Kennzahl' : 'Die Reihen mit den OBIS-Kennzahlen'} ${codes.join(', ')} ${codes.length === 1 ? 'wurde' : 'wurden'} übersprungen (speichert ekp nicht).`);
      // A location whose every series was skipped carries nothing to store (and needs no contract).
      n.lokationen = n.lokationen.filter((l) => !(this.nurUebersprungen.has(l) && l.reihen.length === 0 && l.zaehlerstaende.length === 0));
      if (n.lokationen.length === 0 && n.fehler.length === 0) hinweis(`Die Nachricht enthält nur Reihen, die ekp nicht speichert (OBIS ${codes.join(', ')}).`);
    }
    if (n.lokationen.length === 0 && this.uebersprungen.size === 0) hinweis('Die Nachricht enthält keine Lokation (LOC+172).');
    // Only as a reason of its own: values refused above leave their location empty too.
    if (n.fehler.length === 0 && n.lokationen.some((l) => l.reihen.length === 0 && l.zaehlerstaende.length === 0)) hinweis('Eine Lokation enthält keine Werte.');
    for (const { index, anzahl } of this.ursachen.values()) {
      if (anzahl > 1) n.fehler[index] += ` (ebenso in ${anzahl - 1} weiteren Segmenten)`;
    }
    return n;
  }
}
