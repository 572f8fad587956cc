import { describe, expect, it } from 'vitest';
import { kontaktanfragePruefen } from './regeln.ts';
import { KontaktanfrageSchema } from './schemas.ts';
import { kontaktTexte } from './texte.ts';

const text = (n: number) => 'x'.repeat(n);

describe('contact request messages (SPEC §5)', () => {
  it('shows nothing at 1 character, even without a subject', () => {
    expect(kontaktanfragePruefen({ betreff: '', text: text(1) })).toEqual({ sendenMoeglich: false });
  });
  it('asks for a subject and more text at 2 characters', () => {
    expect(kontaktanfragePruefen({ betreff: '', text: text(2) })).toEqual({
      betreff: kontaktTexte.betreffFehlt,
      text: kontaktTexte.textZuKurz,
      sendenMoeglich: false,
    });
  });
  it('still asks for more text at 19 characters', () => {
    expect(kontaktanfragePruefen({ betreff: 'Sonstiges', text: text(19) })).toEqual({ text: kontaktTexte.textZuKurz, sendenMoeglich: false });
  });
  it('allows sending at 20 characters with a subject', () => {
    expect(kontaktanfragePruefen({ betreff: 'Sonstiges', text: text(20) })).toEqual({ sendenMoeglich: true });
    expect(kontaktanfragePruefen({ betreff: '', text: text(20) })).toEqual({ betreff: kontaktTexte.betreffFehlt, sendenMoeglich: false });
  });
  it('counts the trimmed text, like the server schema', () => {
    expect(kontaktanfragePruefen({ betreff: 'Sonstiges', text: ` ${text(19)}  ` }).sendenMoeglich).toBe(false);
    expect(KontaktanfrageSchema.safeParse({ betreff: 'Sonstiges', text: ` ${text(19)}  ` }).success).toBe(false);
    expect(KontaktanfrageSchema.safeParse({ betreff: 'Sonstiges', text: text(20) }).success).toBe(true);
  });
});
