import { feldfehler, heuteIn, KuendigungOeffentlichBodySchema, kuendigungOeffentlichTexte as t, type KuendigungOeffentlichAntrag } from '@ekp/contract';

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

export type Pruefung = { antrag: KuendigungOeffentlichAntrag; felder?: undefined } | { antrag?: undefined; felder: Record<string, string> };

/** The very schema the server uses, plus its "date in the future" rule by the browser's today. */
export function pruefen(werte: Formularwerte, jetzt: Date): Pruefung {
  const body: Record<string, string> = { ...werte };
  for (const feld of OPTIONAL) if (!werte[feld].trim()) delete body[feld];
  const r = KuendigungOeffentlichBodySchema.safeParse(body);
  const felder: Record<string, string> = r.success ? {} : feldfehler(r.error.issues);
  if (werte.zeitpunkt === 'DATUM' && werte.datum && werte.datum <= heuteIn(jetzt)) felder.datum ??= t.datumNichtInZukunft;
  return r.success && !Object.keys(felder).length ? { antrag: r.data } : { felder };
}
