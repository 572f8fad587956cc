import type { Grenze } from '../../shared/ratenbegrenzung.ts';

/** Per client address and hour: plenty for a household, too few to mail-bomb someone through the form. */
export const KUENDIGUNG_GRENZE = { max: 10, fensterMs: 60 * 60 * 1000 };
/** Confirmations per recipient address and day; beyond that stored, not mailed. */
export const EMPFAENGER_GRENZE = { max: 3, fensterMs: 24 * 60 * 60 * 1000 };

export const adressGrenze = (mandant: string, client: string): Grenze => ({ mandant, bereich: 'kuendigung_oeffentlich', schluessel: [`ip:${client}`], ...KUENDIGUNG_GRENZE });

/** One mail address counts once however it is spelled in upper and lower case. */
export const empfaengerGrenze = (mandant: string, email: string): Grenze => ({
  mandant,
  bereich: 'kuendigung_mail',
  schluessel: [`an:${email.trim().toLowerCase()}`],
  ...EMPFAENGER_GRENZE,
});
