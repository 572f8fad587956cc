import { KONTO_AKTIONEN, type KontoAktion, type KontoZustand } from './api.ts';
import { serviceTexte } from './texte.ts';

const t = serviceTexte.aktion;

/**
 * Which account action fits the account's state: the console offers only those, the server refuses the
 * others with 409 and the returned text. Ending sessions and lifting the throttle always fit (they are
 * harmless when there is nothing to end or lift, and the page's counts may be a moment old).
 */
export function aktionAbgelehnt(aktion: KontoAktion, konto: { zustand: KontoZustand; zweiterFaktor: boolean }): string | null {
  const { zustand } = konto;
  switch (aktion) {
    case 'sperren':
      return zustand === 'gesperrt' ? t.schonGesperrt : null;
    case 'entsperren':
      return zustand === 'gesperrt' ? null : t.nichtGesperrt;
    case 'passwort-aendern-erzwingen':
      if (zustand === 'kein_zugang') return t.keinZugang;
      return zustand === 'passwort_aendern' ? t.schonErzwungen : null;
    case 'passwort-link':
      if (zustand === 'gesperrt') return t.gesperrt;
      return null;
    case 'zweiter-faktor-zuruecksetzen':
      return konto.zweiterFaktor ? null : t.keinZweiterFaktor;
    case 'sitzungen-beenden':
    case 'drosselung-aufheben':
      return null;
  }
}

export const passendeAktionen = (konto: { zustand: KontoZustand; zweiterFaktor: boolean }): KontoAktion[] =>
  KONTO_AKTIONEN.filter((a) => aktionAbgelehnt(a, konto) === null);
