// SPEC §5 / §9 password rules.
export const PASSWORT_MINDESTLAENGE = 8;
export const PASSWORT_STARK_LAENGE = 10;

export type Passwortstaerke = 'nichtVorhanden' | 'schwach' | 'mittel' | 'stark';

export interface Staerke {
  stufe: Passwortstaerke;
  /** Width of the strength bar in percent; 0 means no bar. */
  prozent: 100 | 55 | 5 | 0;
}

const SONDERZEICHEN = /[^A-Za-z0-9]/;

export function passwortstaerke(passwort: string): Staerke {
  if (passwort.length === 0) return { stufe: 'nichtVorhanden', prozent: 0 };
  if (passwort.length < PASSWORT_MINDESTLAENGE) return { stufe: 'schwach', prozent: 0 };
  const sonder = SONDERZEICHEN.test(passwort);
  const ziffer = /\d/.test(passwort);
  const klein = /[a-z]/.test(passwort);
  const gross = /[A-Z]/.test(passwort);
  if (passwort.length >= PASSWORT_STARK_LAENGE && sonder && klein && gross && ziffer) {
    return { stufe: 'stark', prozent: 100 };
  }
  const buchstabe = klein || gross;
  const arten = [sonder, ziffer, buchstabe].filter(Boolean).length;
  if (arten >= 2) return { stufe: 'mittel', prozent: 55 };
  return { stufe: 'schwach', prozent: 5 };
}

export function istPasswortLangGenug(passwort: string): boolean {
  return passwort.length >= PASSWORT_MINDESTLAENGE;
}

/** SPEC §5: change-password submit needs the old password, 8+ characters and an equal repeat. */
export function darfPasswortAendern(alt: string, neu: string, wiederholung: string): boolean {
  return alt.length > 0 && istPasswortLangGenug(neu) && neu === wiederholung;
}

/** SPEC §5: the reset form needs 8+ characters and an equal repeat. */
export function darfPasswortErneuern(neu: string, wiederholung: string): boolean {
  return istPasswortLangGenug(neu) && neu === wiederholung;
}
