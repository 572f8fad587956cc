import { MITARBEITER_PASSWORT, mitarbeiterCode, TEST_GEHEIMNIS, type TestApp } from '../../../test/helper.ts';
import { mitarbeiterAnlegen } from './konten.ts';

export { MITARBEITER_PASSWORT as PASSWORT };

/** The current code of the test secret at the test clock's time. */
export const code = (t: TestApp, kennung: string): string => mitarbeiterCode(t.uhr, kennung);

/** Creates an enrolled staff member (known secret, no start password to change); sign in with `t.alsMitarbeiter`. */
export async function mitarbeiter(t: TestApp, kennung: string, rolle: 'ADMIN' | 'SACHBEARBEITUNG' = 'SACHBEARBEITUNG', mandantKey = 'musterstadt') {
  const r = await mitarbeiterAnlegen(t.db, { mandant: mandantKey, kennung, name: `Name ${kennung}`, rolle, passwort: MITARBEITER_PASSWORT, demo: true, totpGeheimnis: TEST_GEHEIMNIS });
  if ('fehler' in r) throw new Error(r.fehler);
}
