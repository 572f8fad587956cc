import type { Mandant } from '@ekp/contract';
import { kampagneAnlegen } from '../../src/features/ablesekampagne/kampagne-anlegen.ts';
import type { TestApp } from '../helper.ts';

/** A reading campaign as the operator's CLI starts it: its id and the letter's code per contract number. */
export async function kampagneMitCodes(a: TestApp, mandant: Mandant, k: { stichtag: string; frist: string }) {
  const e = await kampagneAnlegen(a.db, a.app.dienste.schluessel, mandant, k);
  return { id: e.kampagneId, codes: Object.fromEntries(e.zeilen.map((z) => [z.vertragsnummer, z.code])) };
}
