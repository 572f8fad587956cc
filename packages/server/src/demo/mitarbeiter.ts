import { mitarbeiterAnlegen } from '../features/service/konten.ts';
import type { Db } from '../db/verbinden.ts';

/**
 * One staff member per tenant with the demo data (so only where the demo customers are loaded).
 * Known password and TOTP secret (README, docs/service.md): anyone can sign in to the demo console with an
 * authenticator app or `oathtool --totp -b <secret>`. Never in production.
 */
export const DEMO_MITARBEITER = { kennung: 'service', name: 'Servicekonsole Demo', passwort: 'Konsole-2026!', totpGeheimnis: 'EKPDEMOSERVICEKONSOLEMUSTERSTADT' } as const;

export async function demoMitarbeiterEinspielen(db: Db, mandanten: string[], log: (t: string) => void): Promise<void> {
  for (const mandant of mandanten) {
    const r = await mitarbeiterAnlegen(db, { mandant, kennung: DEMO_MITARBEITER.kennung, name: DEMO_MITARBEITER.name, rolle: 'ADMIN', passwort: DEMO_MITARBEITER.passwort, demo: true, totpGeheimnis: DEMO_MITARBEITER.totpGeheimnis });
    if (!('fehler' in r)) log(`Demo-Mitarbeiter für ${mandant}: Kennung ${DEMO_MITARBEITER.kennung}`);
  }
}
