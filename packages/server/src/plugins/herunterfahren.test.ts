import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { betriebTexte, WIEDERHOLEN_NACH_SEKUNDEN } from '@ekp/contract';
import { describe, expect, it } from 'vitest';
import { appBauen } from '../app.ts';
import { festeUhr } from '../config/uhr.ts';
import { mandanten, testDatenbank } from '../../test/helper.ts';

/** Resolves once `text` has arrived on the socket; the answer so far is read with `gelesen()`. */
function leser(socket: net.Socket) {
  let gelesen = '';
  const warter: Array<[string, () => void]> = [];
  socket.on('data', (d: Buffer) => {
    gelesen += d.toString();
    for (const [text, fertig] of warter) if (gelesen.includes(text)) fertig();
  });
  return {
    gelesen: () => gelesen,
    warten: (text: string) => new Promise<void>((fertig) => (gelesen.includes(text) ? fertig() : warter.push([text, fertig]))),
  };
}

// What a load balancer and a customer see while a process drains after SIGTERM (main.ts).
describe('herunterfahren', () => {
  it('finishes the request in flight and answers a request that starts during the drain with the German 503', async () => {
    const datenbank = await testDatenbank('pglite');
    const app = await appBauen({ db: datenbank.db, mandanten, uhr: festeUhr('2026-11-18T10:00:00+01:00'), mailer: { senden: async () => {} }, sitzungTtl: 900 });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const socket = net.connect((app.server.address() as AddressInfo).port, '127.0.0.1');
      const antwort = leser(socket);
      await new Promise((fertig) => socket.once('connect', fertig));
      const body = JSON.stringify({ altesPasswort: 'a', neuesPasswort: 'b' });
      // "100 Continue" says the server has read the headers, so this request started before the close.
      socket.write(`PUT /api/anschlussnutzer/passwort_aendern HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`);
      await antwort.warten('100 Continue');

      const geschlossen = app.close();
      // The body of the first request and, pipelined on the same connection, a second one that starts now.
      socket.write(`${body}GET /api/mandant HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      await new Promise((fertig) => socket.once('close', fertig));
      await geschlossen;

      const [erste, zweite] = antwort.gelesen().replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '').split(/(?=HTTP\/1\.1 )/);
      // Its own answer (the change is sent without its headers: 400), not the drain's 503.
      expect(erste).toMatch(/^HTTP\/1\.1 400 /);
      expect(zweite).toMatch(/^HTTP\/1\.1 503 /);
      expect(zweite).toMatch(new RegExp(`\r\nretry-after: ${WIEDERHOLEN_NACH_SEKUNDEN}\r\n`, 'i'));
      expect(zweite).toMatch(/\r\ncontent-security-policy: /i);
      expect(zweite).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(zweite!.slice(zweite!.indexOf('\r\n\r\n') + 4))).toEqual({ data: betriebTexte.voruebergehendNichtErreichbar });
    } finally {
      await app.close();
      await datenbank.schliessen();
    }
  });
});
