import { describe, expect, it } from 'vitest';
import { fehlertext } from './fehler.ts';

// SPEC §8: the text comes from the data field; a string as is, otherwise its hinweis.
describe('fehlertext', () => {
  it('reads a string data field', () => {
    expect(fehlertext({ data: 'Das alte Passwort ist nicht korrekt.' })).toBe('Das alte Passwort ist nicht korrekt.');
    expect(fehlertext({ data: 'Text', felder: { email: 'Die angegebene Email ist ungültig.' } })).toBe('Text');
  });

  it('reads the hinweis of an object data field', () => {
    expect(fehlertext({ data: { hinweis: 'Wert unplausibel' } })).toBe('Wert unplausibel');
  });

  it('takes a plain non-empty string body as the text', () => {
    expect(fehlertext('Bad Gateway')).toBe('Bad Gateway');
    expect(fehlertext('')).toBeUndefined();
  });

  it('gives nothing for bodies without a usable text', () => {
    for (const body of [undefined, null, 42, {}, { data: 42 }, { data: { anders: 'x' } }, { message: 'x' }]) {
      expect(fehlertext(body)).toBeUndefined();
    }
  });
});
