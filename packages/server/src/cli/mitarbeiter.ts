import { ROLLEN, type Rolle } from '@ekp/contract';
import { envLesen } from '../config/env.ts';
import { mandantenLaden } from '../config/mandanten.ts';
import { datenbankOeffnen } from '../db/oeffnen.ts';
import { mitarbeiterAnlegen } from '../features/service/konten.ts';
import { mandantWoerter } from '../domain/anmeldung/passwortpolitik.ts';
import { argumente, ausfuehren } from './argumente.ts';

const AUFRUF = 'Aufruf: npm run mitarbeiter -- anlegen --mandant KEY --kennung LOGIN --name "Name" --rolle ADMIN|SACHBEARBEITUNG';

// Creates a staff account of the service console. The start password comes
// from EKP_MITARBEITER_PASSWORT or is made here and printed once; it must be changed at the first
// sign-in, where the TOTP second factor is enrolled too.
async function main(): Promise<number> {
  let aufruf;
  try {
    aufruf = argumente({ mandant: { type: 'string' }, kennung: { type: 'string' }, name: { type: 'string' }, rolle: { type: 'string' } });
  } catch (e) {
    console.error(`${(e as Error).message}\n${AUFRUF}`);
    return 2;
  }
  const w = aufruf.values;
  if (aufruf.positionals[0] !== 'anlegen' || !w.mandant || !w.kennung || !w.name || !w.rolle) {
    console.error(AUFRUF);
    return 2;
  }
  if (!(ROLLEN as readonly string[]).includes(w.rolle)) {
    console.error(`--rolle ${w.rolle} ist keine Rolle (${ROLLEN.join(' oder ')}).\n${AUFRUF}`);
    return 2;
  }
  if (!/^[a-z0-9._-]{2,64}$/i.test(w.kennung)) {
    console.error('--kennung: 2 bis 64 Zeichen aus Buchstaben, Ziffern, Punkt, Bindestrich und Unterstrich.');
    return 2;
  }
  const env = envLesen();
  const mandanten = mandantenLaden(env.EKP_TENANTS);
  if (!mandanten.alle.some((m) => m.key === w.mandant)) {
    console.error(`Unbekannter Mandant ${w.mandant}. Bekannt: ${mandanten.alle.map((m) => m.key).join(', ')}`);
    return 2;
  }
  const vorgegeben = process.env.EKP_MITARBEITER_PASSWORT || undefined;
  const datenbank = await datenbankOeffnen(env);
  try {
    const r = await mitarbeiterAnlegen(datenbank.db, { mandant: w.mandant, kennung: w.kennung, name: w.name, rolle: w.rolle as Rolle, passwort: vorgegeben, woerter: mandantWoerter(mandanten.alle.find((m) => m.key === w.mandant)!) });
    if ('fehler' in r) {
      console.error(r.fehler);
      return 1;
    }
    console.error(`Mitarbeiter ${w.kennung.toLowerCase()} (${w.rolle}) bei ${w.mandant} angelegt. Bei der ersten Anmeldung unter /service/anmelden werden das Passwort geändert und die Authenticator-App eingerichtet.`);
    // Only the password on stdout, so a script can take it; printed only when it was made here.
    if (!vorgegeben) console.log(r.passwort);
    return 0;
  } finally {
    await datenbank.schliessen();
  }
}

ausfuehren(main);
