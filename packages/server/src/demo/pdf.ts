import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/** One line of a demo letter: plain text, a bold line, a label/value row, or a gap. */
export type Zeile = string | { fett: string } | { links: string; rechts: string; fett?: boolean } | { abstand: number };

export interface Brief {
  absender: string;
  empfaenger: string[];
  datum: string;
  betreff: string;
  zeilen: Zeile[];
  /** Fixed metadata dates keep the bytes the same on every run. */
  erstellt: Date;
}

const A4: [number, number] = [595.28, 841.89];
const RAND = 60;

/**
 * A simple A4 letter as real PDF bytes (pdf-lib, Helvetica: WinAnsi covers ä, ö, ü, ß and €).
 * Deterministic: no current time and no random IDs go into the file.
 */
export async function briefPdf(b: Brief): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(b.betreff);
  doc.setAuthor(b.absender);
  doc.setProducer('ekp Kundenportal');
  doc.setCreator('ekp Demodaten');
  doc.setCreationDate(b.erstellt);
  doc.setModificationDate(b.erstellt);
  const normal = await doc.embedFont(StandardFonts.Helvetica);
  const fett = await doc.embedFont(StandardFonts.HelveticaBold);
  const seite = doc.addPage(A4);
  let y = A4[1] - RAND;
  const text = (t: string, x: number, schrift: PDFFont, groesse = 10, s: PDFPage = seite) => s.drawText(t, { x, y, size: groesse, font: schrift, color: rgb(0.1, 0.12, 0.14) });

  text(b.absender, RAND, fett, 14);
  seite.drawLine({ start: { x: RAND, y: y - 8 }, end: { x: A4[0] - RAND, y: y - 8 }, thickness: 1, color: rgb(0.04, 0.33, 0.58) });
  y -= 60;
  for (const z of b.empfaenger) {
    text(z, RAND, normal, 11);
    y -= 14;
  }
  y -= 20;
  const datumBreite = normal.widthOfTextAtSize(b.datum, 10);
  text(b.datum, A4[0] - RAND - datumBreite, normal);
  y -= 30;
  text(b.betreff, RAND, fett, 13);
  y -= 28;
  for (const z of b.zeilen) {
    if (typeof z === 'string') text(z, RAND, normal, 10);
    else if ('fett' in z && !('links' in z)) text(z.fett, RAND, fett, 11);
    else if ('links' in z) {
      const schrift = z.fett ? fett : normal;
      text(z.links, RAND, schrift);
      text(z.rechts, A4[0] - RAND - schrift.widthOfTextAtSize(z.rechts, 10), schrift);
    } else {
      y -= z.abstand;
      continue;
    }
    y -= 16;
  }
  return doc.save({ useObjectStreams: false });
}
