import { authTexte, texte } from '@ekp/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwortAendern, passwortErneuern } from './passwort.ts';

const antwort = (status: number, body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })));
afterEach(() => vi.unstubAllGlobals());

// The browser no longer knows the common-password list; the server's refusal goes to the field.
describe('password forms take the rules the browser cannot check from the server', () => {
  it('change: a refused new password comes back for its field, any other failure as the text', async () => {
    antwort(400, { data: authTexte.passwort.haeufig, felder: { neuesPasswort: authTexte.passwort.haeufig } });
    expect(await passwortAendern('Alt-2026!', 'passwort')).toEqual({ ok: false, text: authTexte.passwort.haeufig, neuesPasswort: authTexte.passwort.haeufig });
    antwort(400, { data: authTexte.passwortAendern.altesFalsch, felder: { altesPasswort: authTexte.passwortAendern.altesFalsch } });
    expect(await passwortAendern('Falsch-2026', 'Selten-Gewaehlt-26')).toEqual({ ok: false, text: authTexte.passwortAendern.altesFalsch });
  });

  it("renewal: a rule's text comes back for the field, a dead link or an outage as a plain failure", async () => {
    antwort(400, { data: authTexte.passwort.haeufig });
    expect(await passwortErneuern('t', '12345678')).toEqual({ ok: false, regel: authTexte.passwort.haeufig });
    antwort(400, { data: authTexte.passwortErneuern.fehler });
    expect(await passwortErneuern('t', 'Selten-Gewaehlt-26')).toEqual({ ok: false });
    antwort(503, { data: texte.allgemein.technischerFehler });
    expect(await passwortErneuern('t', 'Selten-Gewaehlt-26')).toEqual({ ok: false });
    antwort(204, undefined);
    expect(await passwortErneuern('t', 'Selten-Gewaehlt-26')).toEqual({ ok: true });
  });
});
