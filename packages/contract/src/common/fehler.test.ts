import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { feldfehler, feldfehlerText, fehlertext } from './fehler.ts';

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

describe('feldfehler', () => {
  const Schema = z.object({ name: z.string().min(2, 'zu kurz').max(3, 'zu lang'), adresse: z.object({ ort: z.string('Ort fehlt') }) }).refine((f) => f.name !== 'xx', 'Formular passt nicht');

  it('keys nested fields by their dotted path and keeps the first message per field', () => {
    const r = Schema.safeParse({ name: 'x', adresse: {} });
    expect(r.success).toBe(false);
    expect(feldfehler(r.error?.issues ?? [])).toEqual({ name: 'zu kurz', 'adresse.ort': 'Ort fehlt' });
    expect(feldfehler([{ path: ['a'], message: 'erste' }, { path: ['a'], message: 'zweite' }])).toEqual({ a: 'erste' });
  });

  it('names an issue of the whole form "formular"', () => {
    const r = Schema.safeParse({ name: 'xx', adresse: { ort: 'Berlin' } });
    expect(feldfehler(r.error?.issues ?? [])).toEqual({ formular: 'Formular passt nicht' });
  });

  it('answers the single message as the text, otherwise the general one', () => {
    expect(feldfehlerText({ a: 'nur das' }, 'allgemein')).toBe('nur das');
    expect(feldfehlerText({ a: 'eins', b: 'zwei' }, 'allgemein')).toBe('allgemein');
    expect(feldfehlerText({}, 'allgemein')).toBe('allgemein');
  });
});
