import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { istSauber, text, TEXT_UNZULAESSIG } from '../common/text.ts';
import { kontoTexte } from './texte.ts';

/** The current password that confirms a sensitive change (re-authentication, ASVS V6/V7). */
export const aktuellesPasswort = () => z.string({ error: kontoTexte.passwortFehlt }).refine(istSauber, TEXT_UNZULAESSIG).min(1, kontoTexte.passwortFehlt).max(256);

export const KontoSperrenBodySchema = z.object({ token: text().min(1).max(256) });

export const kontoApi = {
  /** The "not you?" link of a change notice: blocks the account and ends every session; 400 for a used or wrong link. */
  sperren: endpoint({ methode: 'POST', pfad: '/konto/sperrung', auth: false, body: KontoSperrenBodySchema, response: null }),
};
