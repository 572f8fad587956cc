import type { ImportDatei } from '@ekp/contract';
import { kunde } from '../helper.ts';

// Customers of the ablesungen server tests. The clock stands at 2026-11-18 10:00 Europe/Berlin.
export const STROM = { obiskennzahl: '1-1:1.8.0', vorkommastellen: 6, nachkommastellen: 1 };
export const HT = { obiskennzahl: '1-1:1.8.1', vorkommastellen: 5, nachkommastellen: 1 };
export const NT = { obiskennzahl: '1-1:1.8.2', vorkommastellen: 5, nachkommastellen: 1 };

const vertrag = (id: string, extra: Record<string, unknown>) => ({
  id,
  versorgungsart: 'Strom',
  anmeldungsart: 'Lieferantenwechsel',
  lieferbeginn: '2024-01-01',
  strasse: 'Hauptstraße',
  hausnummer: '1',
  plz: '12345',
  ort: 'Musterstadt',
  kundenArt: 'Haushaltskunde' as const,
  ...extra,
});

/** 1001: V1 single channel with 10 kWh/day; V3 HT/NT close to rollover; V4 without meter. 1002: V2. */
export const ABLESUNG_TESTDATEN: ImportDatei = {
  anschlussnutzer: [
    kunde('1001', {
      vertraege: [
        vertrag('V1', {
          zaehler: { nummer: 'Z1', kanaele: [STROM] },
          ablesungen: [
            { ablesedatum: '2025-11-18', zaehlernummer: 'Z1', ablesewerte: { '1-1:1.8.0': 8000 }, ermittlungsart: 'NETZBETREIBER', ablesegrund: 'Turnusablesung' },
            { ablesedatum: '2026-08-20', zaehlernummer: 'Z1', ablesewerte: { '1-1:1.8.0': 10000 }, ermittlungsart: 'ERSATZWERT', ableseart: 'ERSATZWERT', erfassungshinweis: 'Geschätzt' },
          ],
          verbraeuche: [{ von: '2025-01-01', bis: '2026-01-01', summe: 3650 }],
        }),
        vertrag('V3', {
          zaehler: { nummer: 'Z3', kanaele: [HT, NT] },
          ablesungen: [{ ablesedatum: '2026-08-20', zaehlernummer: 'Z3', ablesewerte: { '1-1:1.8.1': 99800, '1-1:1.8.2': 5000.5 } }],
          verbraeuche: [{ von: '2025-01-01', bis: '2026-01-01', summe: 5475, proKanal: [{ obiskennzahl: '1-1:1.8.1', verbrauch: 3650 }, { obiskennzahl: '1-1:1.8.2', verbrauch: 1825 }] }],
        }),
        vertrag('V4', {}),
      ],
    }),
    kunde('1002', { vertraege: [vertrag('V2', { zaehler: { nummer: 'Z2', kanaele: [STROM] } })] }),
  ],
};

/** A 1×1 PNG and the start of a JPEG, and a PDF (renamed .png by its sender: names are never looked at). */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
export const JPEG_BASE64 = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]).toString('base64');
export const PDF_BASE64 = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n').toString('base64');

/** A PNG of the given size in bytes: the PNG signature followed by zeros. */
export function pngMitGroesse(bytes: number): string {
  const daten = Buffer.alloc(bytes);
  Buffer.from(PNG_BASE64, 'base64').copy(daten, 0, 0, 8);
  return daten.toString('base64');
}
