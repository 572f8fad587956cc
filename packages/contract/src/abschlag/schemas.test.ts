import { describe, expect, it } from 'vitest';
import { ImportAbschlagSchema } from '../import/schema.ts';
import { MandantOeffentlichSchema, MandantSchema } from '../mandant/schemas.ts';
import { AbschlagAendernSchema, AbschlagKonfigSchema } from './schemas.ts';

describe('tenant setting abschlag', () => {
  it('defaults to 70–200 % and five days', () => {
    expect(AbschlagKonfigSchema.parse(undefined)).toEqual({ minProzentDerEmpfehlung: 70, maxProzentDerEmpfehlung: 200, vorlaufTage: 5 });
  });
  it('refuses a minimum above 100 %, a maximum below 100 % and a negative lead time', () => {
    for (const falsch of [
      { minProzentDerEmpfehlung: 101, maxProzentDerEmpfehlung: 200, vorlaufTage: 5 },
      { minProzentDerEmpfehlung: 70, maxProzentDerEmpfehlung: 99, vorlaufTage: 5 },
      { minProzentDerEmpfehlung: 70, maxProzentDerEmpfehlung: 200, vorlaufTage: -1 },
    ]) {
      expect(AbschlagKonfigSchema.safeParse(falsch).success).toBe(false);
    }
  });
  it('is part of a tenant entry but not of its public part', () => {
    expect(MandantSchema.shape.abschlag).toBeDefined();
    expect('abschlag' in MandantOeffentlichSchema.shape).toBe(false);
  });
});

describe('instalment in the import file and in a change', () => {
  it('takes the three rhythms and refuses others', () => {
    expect(ImportAbschlagSchema.safeParse({ betrag: 85.5, rhythmus: 'VIERTELJAEHRLICH', naechsteFaelligkeit: '2026-12-01' }).success).toBe(true);
    expect(ImportAbschlagSchema.safeParse({ betrag: 85, rhythmus: 'JAEHRLICH', naechsteFaelligkeit: '2026-12-01' }).success).toBe(false);
    expect(ImportAbschlagSchema.safeParse({ betrag: -1, rhythmus: 'MONATLICH', naechsteFaelligkeit: '2026-12-01' }).success).toBe(false);
  });
  it('accepts whole euros only from a customer', () => {
    expect(AbschlagAendernSchema.safeParse({ betrag: 70 }).success).toBe(true);
    expect(AbschlagAendernSchema.safeParse({ betrag: 70.5 }).success).toBe(false);
  });
});
