import { describe, expect, it } from 'vitest';
import { bauer, vorlage } from './vorlage.ts';

describe('vorlage', () => {
  it('puts each value where the builder used it, whatever the order in the SQL', () => {
    const finden = vorlage(2, (kundennummer: string, mandant: string) => bauer.selectFrom('sitzung').select('ablauf').where('mandant', '=', mandant).where('kundennummer', '=', kundennummer));
    const q = finden('1001', 'musterstadt');
    expect(q.sql).toBe('select "ablauf" from "sitzung" where "mandant" = $1 and "kundennummer" = $2');
    expect(q.parameters).toEqual(['musterstadt', '1001']);
    expect(finden('1002', 'nordlicht').parameters).toEqual(['nordlicht', '1002']);
  });

  it('refuses a constant value in the builder, which every run would silently reuse', () => {
    expect(() => vorlage(1, (mandant: string) => bauer.selectFrom('sitzung').select('ablauf').where('mandant', '=', mandant).where('kundennummer', '=', '1001'))).toThrow(/keine Marke/);
  });
});
