import { betragsbasisText, euro, abrechnungsinformationTexte as t, umsatzsteuerSatz, datumDeutsch, zahlDeutsch, zeitraumTitel, type Abrechnungsinformation, type Mandant } from '@ekp/contract';
import PdfKit from 'pdfkit';

const RAND = 56;
const A4_BREITE = 595.28;
const A4_HOEHE = 841.89;
const BREITE = A4_BREITE - 2 * RAND;
const TEXT = '#1a1f24';

const kwhText = (x: number) => `${zahlDeutsch(x)} kWh`;
const prozent = (x: number) => `${zahlDeutsch(Math.round(x * 1000) / 10)} %`;

// Helvetica (a standard font, not embedded) speaks WinAnsi: Latin-1 and these, everything else is replaced.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const darstellbar = (text: string) => [...text].map((z) => (z.codePointAt(0)! < 256 || WIN_ANSI_EXTRA.has(z) ? z : '?')).join('');

type Zeile = [string, string, 'fett'?];
interface Tabelle {
  ueberschrift: string;
  spalten: [string, string];
  zeilen: Zeile[];
}

/** The information's figures as tables of label and value, in reading order. */
function tabellen(i: Abrechnungsinformation): Tabelle[] {
  const verbrauch: Zeile[] = [['Verbrauch', kwhText(i.verbrauchKwh)]];
  for (const k of i.proKanal) verbrauch.push([`davon ${k.bezeichnung} (${k.obiskennzahl})`, kwhText(k.kwh)]);
  if (i.einspeisungKwh !== null) verbrauch.push(['Einspeisung', kwhText(i.einspeisungKwh)]);
  verbrauch.push(['Gemessen / Ersatzwerte / vorläufig', `${prozent(i.qualitaet.gemessen)} / ${prozent(i.qualitaet.ersatzwert)} / ${prozent(i.qualitaet.vorlaeufig)}`]);
  verbrauch.push(['Gleicher Zeitraum im Vorjahr', i.verbrauchVorjahrKwh === null ? 'keine Daten' : kwhText(i.verbrauchVorjahrKwh)]);
  if (i.veraenderungProzent !== null) verbrauch.push(['Veränderung', `${i.veraenderungProzent > 0 ? '+' : ''}${zahlDeutsch(i.veraenderungProzent)} %`]);
  // The rate of the period, never a literal: gas from October 2022 to March 2024 was billed at 7 %.
  const brutto = betragsbasisText('brutto', i.umsatzsteuerSatz ?? umsatzsteuerSatz(i.von));
  const aus: Tabelle[] = [
    { ueberschrift: 'Verbrauch', spalten: ['Posten', 'Menge'], zeilen: verbrauch },
    {
      ueberschrift: t.zusammensetzung,
      spalten: ['Posten', 'Betrag'],
      zeilen: [
        ['Arbeitspreis (netto)', euro(i.kosten.arbeit.netto)],
        ['Grundpreis anteilig (netto)', euro(i.kosten.grund.netto)],
        ['Summe netto', euro(i.kosten.netto), 'fett'],
        ['Umsatzsteuer', euro(i.kosten.umsatzsteuer)],
        [`Kosten brutto (${brutto})`, euro(i.kosten.brutto), 'fett'],
      ],
    },
    {
      ueberschrift: 'Abschläge',
      spalten: ['Fälligkeit', 'Betrag'],
      zeilen: [
        ...i.abschlaege.faelligkeiten.map((f): Zeile => [`Fällig am ${datumDeutsch(f.datum)}`, euro(f.betrag)]),
        [`Summe der Abschläge (${brutto})`, euro(i.abschlaege.summe), 'fett'],
        [i.saldo >= 0 ? 'Guthaben (Abschläge minus Kosten)' : 'Nachzahlung (Abschläge minus Kosten)', euro(i.saldo), 'fett'],
      ],
    },
  ];
  if (i.prognose) {
    aus.push({
      ueberschrift: 'Prognose bis zur nächsten Jahresabrechnung',
      spalten: ['Posten', 'Betrag'],
      zeilen: [
        [`Abrechnungsstichtag ${datumDeutsch(i.prognose.abrechnungsstichtag)}`, euro(i.prognose.saldo.p50)],
        ['Spanne', `${euro(i.prognose.saldo.p10)} bis ${euro(i.prognose.saldo.p90)}`],
      ],
    });
  }
  return aus;
}

/** A header cell's Table attribute `Scope` (pdfkit writes it; @types/pdfkit 0.17 does not know the option yet). */
const mitScope = (scope: 'Column' | 'Row' | undefined) => (scope ? { scope } : {}) as PDFKit.Mixins.StructureElementOptions;

/**
 * The billing information as a tagged PDF with the tenant's name and colour: a structure tree (Document, H1, H2,
 * P, Table with TR/TH/TD) in reading order, the colour bar an artifact, the document title shown in the title
 * bar and the language de-DE, so a screen reader announces headings and reads the amounts as a table.
 * Deterministic: the creation time (and the file id pdfkit derives from the info) is the information's.
 */
export function abrechnungsinformationPdf(mandant: Mandant, i: Abrechnungsinformation): Promise<Uint8Array> {
  const titel = `${t.einzeltitel} ${zeitraumTitel(i)}`;
  const erstellt = new Date(i.erstellt);
  const doc = new PdfKit({
    size: 'A4',
    margin: RAND,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'de-DE',
    displayTitle: true,
    info: { Title: titel, Author: mandant.anzeigename, Producer: 'ekp Kundenportal', Creator: 'ekp Kundenportal', CreationDate: erstellt, ModDate: erstellt },
  });
  const teile: Buffer[] = [];
  const fertig = new Promise<Uint8Array>((ok, fehler) => {
    doc.on('data', (teil: Buffer) => teile.push(teil));
    doc.on('end', () => ok(new Uint8Array(Buffer.concat(teile))));
    doc.on('error', fehler);
  });
  const akzent = mandant.thema.primaer;
  const dokument = doc.struct('Document');
  doc.addStructure(dokument);
  let y = RAND;
  const platz = (h: number) => {
    if (y + h > A4_HOEHE - RAND) {
      doc.addPage();
      y = RAND;
    }
  };
  /** One line of text as its own structure element (H1, H2, P, TH, TD), left or right in the column. */
  const text = (typ: string, inhalt: string, o: { groesse?: number; fett?: boolean; farbe?: string; zelle?: boolean; rechts?: boolean; scope?: 'Column' | 'Row' } = {}) =>
    doc.struct(typ, mitScope(o.scope), () => {
      doc.font(o.fett ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.groesse ?? 10).fillColor(o.farbe ?? TEXT);
      const z = darstellbar(inhalt);
      // Table cells stay on their line (the amount right-aligned by its width); paragraphs wrap in the column.
      if (o.zelle) doc.text(z, o.rechts ? RAND + BREITE - doc.widthOfString(z) : RAND, y, { lineBreak: false });
      else doc.text(z, RAND, y, { width: BREITE });
    });
  const absatz = (typ: string, inhalt: string, o: Parameters<typeof text>[2] = {}) => {
    const groesse = o.groesse ?? 10;
    doc.font(o.fett ? 'Helvetica-Bold' : 'Helvetica').fontSize(groesse);
    const hoehe = doc.heightOfString(darstellbar(inhalt), { width: BREITE });
    platz(hoehe);
    dokument.add(text(typ, inhalt, o));
    y += hoehe + groesse * 0.6;
  };

  // The colour bar is decoration: an artifact, outside the structure tree.
  doc.markContent('Artifact', { type: 'Layout' });
  doc.rect(0, 0, A4_BREITE, 18).fill(akzent);
  doc.endMarkedContent();
  y += 10;
  absatz('P', mandant.anzeigename, { groesse: 14, fett: true, farbe: akzent });
  absatz('H1', titel, { groesse: 16, fett: true });
  absatz('P', `Zeitraum: ${datumDeutsch(i.von)} – ${datumDeutsch(i.bis)}`);
  if (i.vorlaeufig) absatz('P', t.vorlaeufig, { groesse: 9 });

  for (const tab of tabellen(i)) {
    y += 8;
    absatz('H2', tab.ueberschrift, { groesse: 12, fett: true, farbe: akzent });
    const tabelle = doc.struct('Table');
    dokument.add(tabelle);
    const reihe = (zellen: [string, string], kopf: boolean, fett: boolean) => {
      platz(16);
      const tr = doc.struct('TR');
      tabelle.add(tr);
      // The label heads its row (TH, scope Row); the header row's cells head their columns.
      tr.add(text('TH', zellen[0], { zelle: true, fett: fett || kopf, scope: kopf ? 'Column' : 'Row' }));
      tr.add(text(kopf ? 'TH' : 'TD', zellen[1], { zelle: true, fett: fett || kopf, rechts: true, ...(kopf ? { scope: 'Column' as const } : {}) }));
      tr.end();
      y += 16;
    };
    reihe(tab.spalten, true, true);
    for (const [links, rechts, fett] of tab.zeilen) reihe([links, rechts], false, fett === 'fett');
    tabelle.end();
  }
  y += 10;
  absatz('P', 'Diese Abrechnungsinformation nach § 40b EnWG ist kostenlos. Sie ersetzt nicht die Jahresabrechnung.', { groesse: 8 });
  dokument.end();
  doc.end();
  return fertig;
}
