import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';

// http_ece ships no types; the test push service needs its decrypt only.
const ece = createRequire(import.meta.url)('http_ece') as { decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer };

/** A push that arrived at the local test push service, decrypted with the subscriber's keys. */
export interface EmpfangenerPush {
  pfad: string;
  kopf: Record<string, string | string[] | undefined>;
  inhalt: unknown;
}

/**
 * A small local push service for tests and the benchmark (issue 33): accepts what a push service accepts
 * (POST, aes128gcm body, VAPID authorization), answers 201, and decrypts with the keys of the one test
 * browser every subscription shares. `antwort` lets a test make an endpoint answer 410 (expired).
 */
export async function pushEmpfaengerStarten(port = 0, entschluesseln = true): Promise<{
  url: string;
  schluessel: { p256dh: string; auth: string };
  empfangen: EmpfangenerPush[];
  anzahl: Map<string, number>;
  antwort: Map<string, number>;
  server: Server;
  schliessen(): Promise<void>;
}> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const empfangen: EmpfangenerPush[] = [];
  const anzahl = new Map<string, number>();
  const antwort = new Map<string, number>();
  const server = createServer((req, res) => {
    const teile: Buffer[] = [];
    req.on('data', (t: Buffer) => teile.push(t));
    req.on('end', () => {
      const pfad = req.url ?? '/';
      const status = antwort.get(pfad) ?? 201;
      if (status === 201) {
        anzahl.set(pfad, (anzahl.get(pfad) ?? 0) + 1);
        if (entschluesseln) {
          const klar = ece.decrypt(Buffer.concat(teile), { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') });
          empfangen.push({ pfad, kopf: req.headers, inhalt: JSON.parse(klar.toString('utf8')) });
        }
      }
      res.writeHead(status).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  const adresse = server.address();
  const url = `http://127.0.0.1:${typeof adresse === 'object' && adresse ? adresse.port : port}`;
  return {
    url,
    schluessel: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    empfangen,
    anzahl,
    antwort,
    server,
    schliessen: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
