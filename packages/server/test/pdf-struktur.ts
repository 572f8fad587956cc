import { PDFArray, PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, type PDFObject } from 'pdf-lib';

// What a screen reader gets from a PDF, read with a real parser (pdf-lib's object model, no pattern on the
// possibly compressed bytes): catalog entries and the structure tree's element types with their parents.

export interface PdfStruktur {
  lang: string | undefined;
  markiert: boolean;
  titelInDerTitelleiste: boolean;
  titel: string | undefined;
  strukturbaum: boolean;
  /** Every structure element as its path of types from the root's children, e.g. `Document/Table/TR/TH`. */
  pfade: string[];
  /** The Table attribute Scope of each header cell, in order. */
  scopes: string[];
}

const text = (o: PDFObject | undefined) => (o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : undefined);
const name = (o: PDFObject | undefined) => (o instanceof PDFName ? o.decodeText() : undefined);

export async function pdfStruktur(bytes: Uint8Array): Promise<PdfStruktur> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const katalog = doc.catalog;
  const markInfo = katalog.lookupMaybe(PDFName.of('MarkInfo'), PDFDict);
  const ansicht = katalog.lookupMaybe(PDFName.of('ViewerPreferences'), PDFDict);
  const wurzel = katalog.lookupMaybe(PDFName.of('StructTreeRoot'), PDFDict);
  const pfade: string[] = [];
  const scopes: string[] = [];
  const besuchen = (o: PDFObject | undefined, pfad: string) => {
    const wert = o === undefined ? undefined : doc.context.lookup(o);
    if (wert instanceof PDFArray) {
      for (let i = 0; i < wert.size(); i++) besuchen(wert.get(i), pfad);
      return;
    }
    if (!(wert instanceof PDFDict)) return;
    const typ = name(wert.lookup(PDFName.of('S')));
    // Marked-content and object references (MCR, OBJR) are leaves, not elements.
    if (typ === undefined) return;
    const eigener = pfad ? `${pfad}/${typ}` : typ;
    pfade.push(eigener);
    if (typ === 'TH') {
      const a = wert.lookupMaybe(PDFName.of('A'), PDFDict);
      scopes.push(name(a?.lookup(PDFName.of('Scope'))) ?? '');
    }
    besuchen(wert.get(PDFName.of('K')), eigener);
  };
  if (wurzel) besuchen(wurzel.get(PDFName.of('K')), '');
  return {
    lang: text(katalog.lookup(PDFName.of('Lang'))),
    markiert: markInfo?.lookup(PDFName.of('Marked')) === PDFBool.True,
    titelInDerTitelleiste: ansicht?.lookup(PDFName.of('DisplayDocTitle')) === PDFBool.True,
    titel: doc.getTitle(),
    strukturbaum: wurzel !== undefined,
    pfade,
    scopes,
  };
}
