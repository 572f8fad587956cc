import { betragsbasisText, euro, abrechnungsinformationTexte as t, umsatzsteuerSatz, datumDeutsch, zahlDeutsch, zeitraumTitel, type Abrechnungsinformation, type Mandant } from '@ekp/contract';
import { PDFBool, PDFDocument, PDFName, rgb, StandardFonts, type PDFFont } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const RAND = 56;
const BREITE = A4[0] - 2 * RAND;

const kwhText = (x: number) => `${zahlDeutsch(x)} kWh`;
const prozent = (x: number) => `${zahlDeutsch(Math.round(x * 1000) / 10)} %`;

/** Helvetica speaks WinAnsi only: characters outside it are folded or replaced. */
function darstellbar(text: string, schrift: PDFFont): string {
  const vorhanden = new Set(schrift.getCharacterSet());
  return [...text].map((z) => (vorhanden.has(z.codePointAt(0)!) ? z : z === '–' ? '-' : '?')).join('');
}

function farbe(hex: string) {
  return rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);
}

/**
 * The billing information as a PDF with the tenant's name and colour. For screen readers it carries a document
 * title shown in the title bar, the language (de-DE) and the mark that it is meant to be tagged; pdf-lib
 * writes no structure tree, so the content is one reading-order text stream without heading or table tags
 * (docs/abrechnungsinformation.md, limits). Deterministic: the creation time is the information's.
 */
export async function abrechnungsinformationPdf(mandant: Mandant, i: Abrechnungsinformation): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const titel = `${t.einzeltitel} ${zeitraumTitel(i)}`;
  doc.setTitle(titel, { showInWindowTitleBar: true });
  doc.setAuthor(mandant.anzeigename);
  doc.setLanguage('de-DE');
  doc.setProducer('ekp Kundenportal');
  doc.setCreationDate(new Date(i.erstellt));
  doc.setModificationDate(new Date(i.erstellt));
  doc.catalog.set(PDFName.of('MarkInfo'), doc.context.obj({ Marked: PDFBool.True }));
  const normal = await doc.embedFont(StandardFonts.Helvetica);
  const fett = await doc.embedFont(StandardFonts.HelveticaBold);
  const akzent = farbe(mandant.thema.primaer);
  const text = rgb(0.1, 0.12, 0.14);
  let seite = doc.addPage(A4);
  let y = A4[1] - RAND;
  const platz = (h: number) => {
    if (y - h < RAND) {
      seite = doc.addPage(A4);
      y = A4[1] - RAND;
    }
  };
  const zeile = (links: string, rechts = '', schrift = normal, groesse = 10, f = text) => {
    platz(groesse * 1.6);
    seite.drawText(darstellbar(links, schrift), { x: RAND, y, size: groesse, font: schrift, color: f });
    if (rechts) {
      const r = darstellbar(rechts, schrift);
      seite.drawText(r, { x: RAND + BREITE - schrift.widthOfTextAtSize(r, groesse), y, size: groesse, font: schrift, color: f });
    }
    y -= groesse * 1.6;
  };
  const abschnitt = (name: string) => {
    y -= 8;
    zeile(name, '', fett, 12, akzent);
  };

  seite.drawRectangle({ x: 0, y: A4[1] - 18, width: A4[0], height: 18, color: akzent });
  y -= 10;
  zeile(mandant.anzeigename, '', fett, 14, akzent);
  zeile(titel, '', fett, 16);
  zeile(`Zeitraum: ${datumDeutsch(i.von)} – ${datumDeutsch(i.bis)}`);
  if (i.vorlaeufig) zeile(t.vorlaeufig.slice(0, 110), '', normal, 9);

  abschnitt('Verbrauch');
  zeile('Verbrauch', kwhText(i.verbrauchKwh));
  for (const k of i.proKanal) zeile(`  davon ${k.bezeichnung} (${k.obiskennzahl})`, kwhText(k.kwh));
  if (i.einspeisungKwh !== null) zeile('Einspeisung', kwhText(i.einspeisungKwh));
  zeile('Gemessen / Ersatzwerte / vorläufig', `${prozent(i.qualitaet.gemessen)} / ${prozent(i.qualitaet.ersatzwert)} / ${prozent(i.qualitaet.vorlaeufig)}`);
  zeile('Gleicher Zeitraum im Vorjahr', i.verbrauchVorjahrKwh === null ? 'keine Daten' : kwhText(i.verbrauchVorjahrKwh));
  if (i.veraenderungProzent !== null) zeile('Veränderung', `${i.veraenderungProzent > 0 ? '+' : ''}${zahlDeutsch(i.veraenderungProzent)} %`);

  abschnitt(t.zusammensetzung);
  zeile('Arbeitspreis (netto)', euro(i.kosten.arbeit.netto));
  zeile('Grundpreis anteilig (netto)', euro(i.kosten.grund.netto));
  zeile('Summe netto', euro(i.kosten.netto), fett);
  // The rate of the period, never a literal: gas from October 2022 to March 2024 was billed at 7 %.
  const brutto = betragsbasisText('brutto', i.umsatzsteuerSatz ?? umsatzsteuerSatz(i.von));
  zeile('Umsatzsteuer', euro(i.kosten.umsatzsteuer));
  zeile(`Kosten brutto (${brutto})`, euro(i.kosten.brutto), fett);

  abschnitt('Abschläge');
  for (const f of i.abschlaege.faelligkeiten) zeile(`Fällig am ${datumDeutsch(f.datum)}`, euro(f.betrag));
  zeile(`Summe der Abschläge (${brutto})`, euro(i.abschlaege.summe), fett);
  zeile(i.saldo >= 0 ? 'Guthaben (Abschläge minus Kosten)' : 'Nachzahlung (Abschläge minus Kosten)', euro(i.saldo), fett);

  if (i.prognose) {
    abschnitt('Prognose bis zur nächsten Jahresabrechnung');
    zeile(`Abrechnungsstichtag ${datumDeutsch(i.prognose.abrechnungsstichtag)}`, euro(i.prognose.saldo.p50));
    zeile('Spanne', `${euro(i.prognose.saldo.p10)} bis ${euro(i.prognose.saldo.p90)}`);
  }
  y -= 10;
  zeile('Diese Abrechnungsinformation nach § 40b EnWG ist kostenlos. Sie ersetzt nicht die Jahresabrechnung.', '', normal, 8);
  return doc.save({ useObjectStreams: false });
}
