import { mandanten } from '../../../test/helper.ts';
import type { TestApp } from '../../../test/helper.ts';
import { mitarbeiterAnlegen } from './konten.ts';
import { mitarbeiterTotp } from './anmelden.ts';

/** A fixed TOTP secret for tests (Base32, 160 bits), like the demo staff's. */
export const TEST_GEHEIMNIS = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const PASSWORT = 'Stadtwerk-2026!';

const mandant = (key: string) => mandanten.alle.find((m) => m.key === key)!;

/** The current code of a secret at the test clock's time, `schritt` steps on. */
export function code(t: TestApp, kennung: string, geheimnis = TEST_GEHEIMNIS, mandantKey = 'musterstadt', schritt = 0): string {
  return mitarbeiterTotp(mandant(mandantKey), kennung, geheimnis).generate({ timestamp: t.uhr.jetzt().getTime() + schritt * 30_000 });
}

/** Creates an enrolled staff member (known secret, no start password to change). */
export async function mitarbeiter(t: TestApp, kennung: string, rolle: 'ADMIN' | 'SACHBEARBEITUNG' = 'SACHBEARBEITUNG', mandantKey = 'musterstadt') {
  const r = await mitarbeiterAnlegen(t.db, { mandant: mandantKey, kennung, name: `Name ${kennung}`, rolle, passwort: PASSWORT, demo: true, totpGeheimnis: TEST_GEHEIMNIS });
  if ('fehler' in r) throw new Error(r.fehler);
}

/** Signs in through both steps and returns the staff headers (host, kennung, token). */
export async function serviceAnmelden(t: TestApp, kennung: string, host = 'localhost', mandantKey = 'musterstadt', schritt = 0): Promise<Record<string, string>> {
  const a = await t.app.inject({ method: 'POST', url: '/api/service/anmelden', headers: { host, kennung, passwort: PASSWORT } });
  if (a.statusCode !== 200) throw new Error(`Anmeldung ${kennung}: ${a.statusCode} ${a.body}`);
  const { challenge } = a.json() as { challenge: string };
  const c = await t.app.inject({ method: 'POST', url: '/api/service/anmelden/code', headers: { host, kennung, challenge, code: code(t, kennung, TEST_GEHEIMNIS, mandantKey, schritt) } });
  if (c.statusCode !== 200) throw new Error(`Code ${kennung}: ${c.statusCode} ${c.body}`);
  return { host, kennung, token: String(c.headers.token) };
}
