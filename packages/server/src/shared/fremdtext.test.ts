import { describe, expect, it } from 'vitest';
import { fremdtext } from './fremdtext.ts';

describe('fremdtext', () => {
  it('removes control and bidi characters, caps the length and leaves nothing a mail program links', () => {
    expect(fremdtext('Max\u202E gro\u200Bß\r\nBetreff: x', 100)).toBe('Max groß Betreff: x');
    expect(fremdtext('Gewinn unter https://böse.example/x oder www.böse.example, Mail an a@b.de', 200)).toBe(
      'Gewinn unter https[:]//böse[.]example/x oder www[.]böse[.]example, Mail an a[at]b[.]de',
    );
    expect(fremdtext('a'.repeat(300), 60)).toHaveLength(60);
    // Ordinary sentences and numbers keep their dots.
    expect(fremdtext('Umzug. Zählerstand 1.234 am 01.12.', 100)).toBe('Umzug. Zählerstand 1.234 am 01.12.');
  });
});
