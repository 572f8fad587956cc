import { feldfehler, KuendigungOeffentlichBodySchema, kuendigungOeffentlichTexte as t } from '@ekp/contract';

/** The form as typed: every field a string, '' when empty. */
export interface Formularwerte {
  art: string;
  grund: string;
  vorname: string;
  nachname: string;
  firma: string;
  kundennummer: string;
  vertragsnummer: string;
  plz: string;
  zeitpunkt: string;
  datum: string;
  email: string;
}

export const LEER: Formularwerte = { art: '', grund: '', vorname: '', nachname: '', firma: '', kundennummer: '', vertragsnummer: '', plz: '', zeitpunkt: '', datum: '', email: '' };

const OPTIONAL = ['grund', 'vorname', 'nachname', 'firma', 'kundennummer', 'vertragsnummer', 'datum'] as const;

/** What goes to the schema and the server: the fields as typed, the empty optional ones left out. */
export function eingabe(werte: Formularwerte): Record<string, string> {
  const body: Record<string, string> = { ...werte };
  for (const feld of OPTIONAL) if (!werte[feld].trim()) delete body[feld];
  return body;
}

/** The server's "date in the future" rule, by the browser's today (YYYY-MM-DD in Europe/Berlin). */
export function datumPruefen(werte: Formularwerte, heute: string, felder: Record<string, string>): void {
  if (werte.zeitpunkt === 'DATUM' && werte.datum && werte.datum <= heute) felder.datum ??= t.datumNichtInZukunft;
}

/** Every field message at once: the very schema the server uses, plus the date rule. */
export function feldfehlerVon(werte: Formularwerte, heute: string): Record<string, string> {
  const r = KuendigungOeffentlichBodySchema.safeParse(eingabe(werte));
  const felder: Record<string, string> = r.success ? {} : feldfehler(r.error.issues);
  datumPruefen(werte, heute, felder);
  return felder;
}
