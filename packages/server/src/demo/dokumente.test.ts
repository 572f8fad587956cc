import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { demoDokumente } from './dokumente.ts';
import { demoKunden } from './kunden.ts';

const HEUTE = '2026-11-18';
const { kunden } = demoKunden('musterstadt', HEUTE);
const max = kunden.find((k) => k.kundennummer === '10001')!;

describe('demo documents', () => {
  it('gives every customer a welcome letter and every supplied contract its confirmation and yearly bills', async () => {
    expect((await demoDokumente(max, null, HEUTE)).map((d) => d.id)).toEqual(['DOK-10001-WILLKOMMEN']);
    const vertrag = await demoDokumente(max, '5000100102', HEUTE);
    expect(vertrag.map((d) => d.id)).toEqual(['DOK-5000100102-VB', 'DOK-5000100102-RE-2025', 'DOK-5000100102-RE-2024']);
    expect(vertrag[1]).toMatchObject({ kategorie: 'Rechnung', beschreibung: 'Jahresabrechnung 2025', erstellzeitpunkt: '2026-01-20T09:00:00+01:00', mimeType: 'application/pdf' });
    // The confirmation's description equals its category, so the list shows its file name.
    expect(vertrag[0]).toMatchObject({ kategorie: 'Vertrag', beschreibung: 'Vertrag' });
  });

  it('writes real PDFs that open, with the bill as title', async () => {
    const [, rechnung] = await demoDokumente(max, '5000100102', HEUTE);
    const bytes = Buffer.from(rechnung!.inhalt, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Jahresabrechnung 2025');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-01-20T08:00:00.000Z');
  });

  it('is deterministic', async () => {
    const a = await demoDokumente(max, '5000100101', HEUTE);
    const b = await demoDokumente(max, '5000100101', HEUTE);
    expect(a.map((d) => d.inhalt)).toEqual(b.map((d) => d.inhalt));
  });

  it('bills nothing for a cancelled contract and nothing dated after today', async () => {
    const firma = kunden.find((k) => k.kundennummer === '10002')!;
    expect((await demoDokumente(firma, '5000200203', HEUTE)).map((d) => d.kategorie)).toEqual(['Vertrag']);
    const zukunft = await demoDokumente(firma, '5000200204', HEUTE);
    expect(zukunft.every((d) => d.erstellzeitpunkt.slice(0, 10) < HEUTE)).toBe(true);
  });
});
