import { codeNormalisieren } from '@ekp/contract';
import { describe, expect, it } from 'vitest';
import { appBauen } from '../../app.ts';
import { festeUhr } from '../../config/uhr.ts';
import { DATENBANKEN, einspielen, mandanten, testDatenbank } from '../../../test/helper.ts';
import { ABLESUNG_TESTDATEN } from '../../../test/testdaten/ablesungen.ts';
import { kampagneAnlegen } from './kampagne-anlegen.ts';

// The code from the letter opens a meter: it must never reach the server's log, whatever the request does.
describe.each(DATENBANKEN)('Ablesekampagne im Protokoll (%s)', (art) => {
  // A whole app with its own logger: on the shared machine its start alone can take half a minute.
  it('logs neither the code nor its fragment link, for a check, a submit, a refusal and a page load', { timeout: 180_000 }, async () => {
    const { db, schliessen } = await testDatenbank(art);
    const zeilen: string[] = [];
    const app = await appBauen(
      { db, mandanten, uhr: festeUhr('2026-11-18T10:00:00+01:00'), mailer: { senden: async () => {} }, sitzungTtl: 900 },
      { logger: { level: 'trace', stream: { write: (z) => void zeilen.push(z) } } },
    );
    try {
      await einspielen(db, ABLESUNG_TESTDATEN);
      const [zeile] = (await kampagneAnlegen(db, app.dienste.schluessel, mandanten.standard, { stichtag: '2026-11-15', frist: '2026-11-30', vertraege: ['V1'] })).zeilen;
      const code = zeile!.code;
      const senden = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
      expect((await senden('/api/oeffentlich/zaehlerstand/pruefen', { code })).statusCode).toBe(200);
      expect((await senden('/api/oeffentlich/zaehlerstand', { code, ablesedatum: '2026-11-19', ablesewerte: { '1-1:1.8.0': 10870 } })).statusCode).toBe(400);
      expect((await senden('/api/oeffentlich/zaehlerstand', { code, ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.0': 10870 } })).statusCode).toBe(201);
      expect((await senden('/api/oeffentlich/zaehlerstand', { code: `${code}X`, ablesedatum: 'kaputt' })).statusCode).toBe(400);
      // What a browser requests for the QR link: the fragment stays in the browser.
      await app.inject({ method: 'GET', url: new URL(zeile!.link).pathname });
      const log = zeilen.join('');
      expect(zeilen.length).toBeGreaterThan(4);
      for (const geheim of [code, codeNormalisieren(code)!, code.toLowerCase(), code.slice(5)]) expect(log).not.toContain(geheim);
    } finally {
      await app.close();
      await schliessen();
    }
  });
});
