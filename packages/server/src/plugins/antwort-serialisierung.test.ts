import { anschlussnutzerApi } from '@ekp/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { antwortSerialisierung, schlicht } from './antwort-serialisierung.ts';

// Plain answer schemas are written by fast-json-stringify, the rest by zod; under vitest both, compared.
const kunde = {
  kundennummer: 'B1', anrede: 'Herr', titel: null, vorname: 'Bench', nachname: 'Kunde', firma: null, geburtsdatum: null,
  email: 'b1@example.org', festnetz: null, mobil: null, fax: null, kundenArt: 'Haushaltskunde', zugang: 'voll', vertraege: ['VB1'],
};
const kompilieren = (schema: unknown, pruefen: boolean) => antwortSerialisierung(pruefen)({ schema, method: 'GET', url: '/api/x', httpStatus: '200' } as never) as (d: unknown) => string;

describe('antwortSerialisierung', () => {
  it('takes the fast path only for plain schemas', () => {
    const js = (s: z.ZodType) => z.toJSONSchema(s, { io: 'output' });
    expect(schlicht(js(anschlussnutzerApi.lesen.response as z.ZodType))).toBe(true);
    expect(schlicht(js(z.object({ n: z.int() })))).toBe(false);
    expect(schlicht(js(z.object({ a: z.union([z.string(), z.object({ b: z.string() })]) })))).toBe(false);
    expect(schlicht(js(z.record(z.string(), z.string())))).toBe(false);
  });

  it('writes what zod writes, without keys outside the schema', () => {
    const schnell = kompilieren(anschlussnutzerApi.lesen.response, false);
    const geprueft = kompilieren(anschlussnutzerApi.lesen.response, true);
    const mitFremdem = { ...kunde, passwortHash: 'geheim' };
    expect(schnell(mitFremdem)).toBe(JSON.stringify(kunde));
    expect(geprueft(mitFremdem)).toBe(JSON.stringify(kunde));
  });

  it('checks our own answers under the tests, which production leaves to them', () => {
    const falsch = { ...kunde, zugang: 'gesperrt' };
    expect(() => kompilieren(anschlussnutzerApi.lesen.response, true)(falsch)).toThrow();
    expect(kompilieren(anschlussnutzerApi.lesen.response, false)(falsch)).toContain('"zugang":"gesperrt"');
  });

  it('keeps zod where the schema is not plain', () => {
    const schema = z.object({ n: z.int() });
    expect(() => kompilieren(schema, false)({ n: 1.5 })).toThrow();
    expect(kompilieren(schema, false)({ n: 2 })).toBe('{"n":2}');
  });
});
