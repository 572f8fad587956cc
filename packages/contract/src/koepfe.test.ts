import { describe, expect, it } from 'vitest';
import * as vertrag from './index.ts';

// Each group of heads must name exactly its endpoints with their method, path and session flag: a client
// calling a head reaches the route the server registered from the endpoint.
const gruppen = Object.entries(vertrag).filter(([name]) => name.endsWith('Koepfe')) as [string, Record<string, object>][];

describe('heads of the calls', () => {
  it('cover the groups the browser reads without zod', () => {
    expect(gruppen.map(([n]) => n).sort()).toEqual(
      ['ablesungenKoepfe', 'abschlagKoepfe', 'anschlussnutzerKoepfe', 'authKoepfe', 'dokumenteKoepfe', 'verbrauchKoepfe', 'vertraegeKoepfe', 'sparenKoepfe'].sort(),
    );
  });
  it.each(gruppen)('%s equal their endpoints', (name, koepfe) => {
    const api = (vertrag as unknown as Record<string, Record<string, vertrag.Endpoint>>)[name.replace('Koepfe', 'Api')]!;
    expect(Object.keys(koepfe).sort()).toEqual(Object.keys(api).sort());
    for (const [k, e] of Object.entries(api)) expect(koepfe[k]).toEqual({ methode: e.methode, pfad: e.pfad, auth: e.auth });
  });
});
