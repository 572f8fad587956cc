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
 * A small local push service for tests and the benchmark: accepts what a push service accepts
 * (POST, aes128gcm body, VAPID authorization), answers 201, and decrypts with the keys of the one test
 * browser every subscription shares. `antwort` lets a test make an endpoint answer 410 (expired).
 * `themen` records per endpoint the Topic header of each accepted push, in order. With `entschluesseln`
 * 'wiederholungen' (the benchmark) only a repeated copy is decrypted: `wiederholt` gets its payload's id.
 */
export async function pushEmpfaengerStarten(port = 0, entschluesseln: boolean | 'wiederholungen' = true): Promise<{
  url: string;
  schluessel: { p256dh: string; auth: string };
  empfangen: EmpfangenerPush[];
  anzahl: Map<string, number>;
  themen: Map<string, string[]>;
  wiederholt: Array<{ pfad: string; thema: string; id: unknown }>;
  antwort: Map<string, number>;
  server: Server;
  schliessen(): Promise<void>;
}> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const empfangen: EmpfangenerPush[] = [];
  const anzahl = new Map<string, number>();
  const themen = new Map<string, string[]>();
  const wiederholt: Array<{ pfad: string; thema: string; id: unknown }> = [];
  const antwort = new Map<string, number>();
  const server = createServer((req, res) => {
    const teile: Buffer[] = [];
    req.on('data', (t: Buffer) => teile.push(t));
    req.on('end', () => {
      const pfad = req.url ?? '/';
      const status = antwort.get(pfad) ?? 201;
      if (status === 201) {
        anzahl.set(pfad, (anzahl.get(pfad) ?? 0) + 1);
        const thema = String(req.headers.topic ?? '');
        const bisher = themen.get(pfad);
        if (bisher) bisher.push(thema);
        else themen.set(pfad, [thema]);
        const entschluesselt = () => JSON.parse(ece.decrypt(Buffer.concat(teile), { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString('utf8')) as Record<string, unknown>;
        if (entschluesseln === true) empfangen.push({ pfad, kopf: req.headers, inhalt: entschluesselt() });
        else if (entschluesseln === 'wiederholungen' && bisher) wiederholt.push({ pfad, thema, id: entschluesselt().id });
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
    themen,
    wiederholt,
    antwort,
    server,
    schliessen: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
