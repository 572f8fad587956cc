import type { Mandant } from '@ekp/contract';
import { kampagneAnlegen, type Briefzeile } from '../../src/features/ablesekampagne/kampagne-anlegen.ts';
import { bauen, einspielen, kunde, mandanten, type DbArt, type TestApp } from '../helper.ts';
import { ABLESUNG_TESTDATEN, STROM } from './ablesungen.ts';

/** A reading campaign as the operator's CLI starts it: its id and the letter's code per contract number. */
export async function kampagneMitCodes(a: TestApp, mandant: Mandant, k: { stichtag: string; frist: string }) {
  const e = await kampagneAnlegen(a.db, a.app.dienste.schluessel, mandant, k);
  return { id: e.kampagneId, codes: Object.fromEntries(e.zeilen.map((z) => [z.vertragsnummer, z.code])) };
}

export const MUSTERSTADT = mandanten.alle.find((m) => m.key === 'musterstadt')!;
export const NORDLICHT = mandanten.alle.find((m) => m.key === 'nordlicht')!;
/** Stichtag 15 November, deadline 30 November; the test clock stands at Wed 2026-11-18 10:00 Berlin. */
export const KAMPAGNE = { stichtag: '2026-11-15', frist: '2026-11-30' };

/**
 * The campaign tests' start: the readings' test data in musterstadt (V1–V4), nordlicht's customer 2001 with
 * meter NZ1 on contract N1, and a musterstadt campaign whose letter lines are given by contract number.
 */
export async function kampagneAufbauen(art: DbArt): Promise<{ a: TestApp; codes: Record<string, Briefzeile> }> {
  const a = await bauen(art);
  await einspielen(a.db, ABLESUNG_TESTDATEN);
  await einspielen(a.db, { anschlussnutzer: [kunde('2001', { vertraege: [{ id: 'N1', versorgungsart: 'Strom', anmeldungsart: 'Lieferantenwechsel', lieferbeginn: '2024-01-01', strasse: 'Weg', hausnummer: '2', plz: '24103', ort: 'Kiel', kundenArt: 'Haushaltskunde', zaehler: { nummer: 'NZ1', kanaele: [STROM] } }] })] }, 'nordlicht');
  const e = await kampagneAnlegen(a.db, a.app.dienste.schluessel, MUSTERSTADT, KAMPAGNE);
  return { a, codes: Object.fromEntries(e.zeilen.map((z) => [z.vertragsnummer, z])) };
}
