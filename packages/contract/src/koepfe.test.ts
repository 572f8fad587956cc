import { describe, expect, it } from 'vitest';
import * as vertrag from './index.ts';

// Each group of heads must name exactly its endpoints with their method, path and session flag: a client
// calling a head reaches the route the server registered from the endpoint.
const gruppen = Object.entries(vertrag).filter(([name]) => name.endsWith('Koepfe')) as [string, Record<string, object>][];

const TEILWEISE = new Set(['benachrichtigungenKoepfe']);

describe('heads of the calls', () => {
  it('cover the groups the browser reads without zod', () => {
    expect(gruppen.map(([n]) => n).sort()).toEqual(
      ['ablesekampagneKoepfe', 'ablesungenKoepfe', 'abrechnungsinformationKoepfe', 'abschlagKoepfe', 'anschlussnutzerKoepfe', 'authKoepfe', 'benachrichtigungenKoepfe', 'dokumenteKoepfe', 'verbrauchKoepfe', 'vertraegeKoepfe', 'sparenKoepfe', 'stapelKoepfe'].sort(),
    );
  });
  it.each(gruppen)('%s equal their endpoints', (name, koepfe) => {
    const api = (vertrag as unknown as Record<string, Record<string, vertrag.Endpoint>>)[name.replace('Koepfe', 'Api')]!;
    // The notification bell reads only its list without zod; every other group names all its calls.
    if (TEILWEISE.has(name)) expect(Object.keys(api)).toEqual(expect.arrayContaining(Object.keys(koepfe)));
    else expect(Object.keys(koepfe).sort()).toEqual(Object.keys(api).sort());
    for (const k of Object.keys(koepfe)) expect(koepfe[k]).toEqual({ methode: api[k]!.methode, pfad: api[k]!.pfad, auth: api[k]!.auth });
  });
});
