import { kuendigungOeffentlichTexte as t, kuendigungsinhalt, zeitpunktDeutsch, type Mandant } from '@ekp/contract';
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import type { Eingang } from './mail.ts';

const A4: [number, number] = [595.28, 841.89];
const RAND = 60;
const BREITE = A4[0] - 2 * RAND;

/** Helvetica speaks WinAnsi only: accents are folded where possible, anything else becomes "?". */
function darstellbar(text: string, schrift: PDFFont): string {
  const vorhanden = new Set(schrift.getCharacterSet());
  return [...text.replace(/[\t\r\n]+/g, ' ')]
    .map((z) => (vorhanden.has(z.codePointAt(0)!) ? z : z.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')))
    .map((z) => ([...z].every((c) => vorhanden.has(c.codePointAt(0)!)) && z ? z : '?'))
    .join('');
}

/** Greedy word wrap; a word longer than the line is cut. */
function umbrechen(text: string, schrift: PDFFont, groesse: number, breite: number): string[] {
  const zeilen: string[] = [];
  let zeile = '';
  for (const wort of text.split(' ')) {
    let rest = wort;
    while (schrift.widthOfTextAtSize(rest, groesse) > breite) {
      let n = rest.length - 1;
      while (n > 1 && schrift.widthOfTextAtSize(rest.slice(0, n), groesse) > breite) n--;
      if (zeile) zeilen.push(zeile);
      zeilen.push(rest.slice(0, n));
      zeile = '';
      rest = rest.slice(n);
    }
    const kandidat = zeile ? `${zeile} ${rest}` : rest;
    if (schrift.widthOfTextAtSize(kandidat, groesse) > breite) {
      zeilen.push(zeile);
      zeile = rest;
    } else zeile = kandidat;
  }
  if (zeile) zeilen.push(zeile);
  return zeilen;
}

/**
 * §312k(3) BGB: the confirmation to save — date and time of receipt, Eingangsnummer and content.
 * Built from the stored request each time; deterministic (no current time in the file).
 */
export async function bestaetigungPdf(mandant: Mandant, e: Eingang): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`Eingangsbestätigung ${e.eingangsnummer}`);
  doc.setAuthor(mandant.anzeigename);
  doc.setProducer('ekp Kundenportal');
  doc.setCreationDate(e.eingegangen);
  doc.setModificationDate(e.eingegangen);
  const normal = await doc.embedFont(StandardFonts.Helvetica);
  const fett = await doc.embedFont(StandardFonts.HelveticaBold);
  let seite = doc.addPage(A4);
  let y = A4[1] - RAND;
  const farbe = rgb(0.1, 0.12, 0.14);
  const schreiben = (text: string, schrift: PDFFont, groesse = 10, x = RAND, breite = BREITE) => {
    for (const zeile of umbrechen(darstellbar(text, schrift), schrift, groesse, breite)) {
      if (y < RAND) {
        seite = doc.addPage(A4);
        y = A4[1] - RAND;
      }
      seite.drawText(zeile, { x, y, size: groesse, font: schrift, color: farbe });
      y -= groesse * 1.5;
    }
  };

  schreiben(mandant.anzeigename, fett, 14);
  y -= 20;
  schreiben(t.eingangTitel, fett, 13);
  y -= 8;
  schreiben(`Eingangsnummer: ${e.eingangsnummer}`, normal, 11);
  schreiben(`Eingegangen am: ${zeitpunktDeutsch(e.eingegangen)}`, normal, 11);
  y -= 12;
  schreiben('Inhalt Ihrer Kündigung', fett, 11);
  for (const z of kuendigungsinhalt(e.antrag)) {
    const [hoehe, labelSeite] = [y, seite];
    schreiben(`${z.label}:`, fett, 10, RAND, 170);
    const nachLabel = y;
    y = hoehe;
    schreiben(z.wert, normal, 10, RAND + 180, BREITE - 180);
    if (seite === labelSeite) y = Math.min(y, nachLabel);
  }
  y -= 12;
  schreiben(t.bestaetigungHinweis, normal, 10);
  return doc.save({ useObjectStreams: false });
}
