import { ablesequelleText } from '../ablesungen/quellen.ts';
import { zaehlwerkName } from '../ablesungen/wert.ts';
import { anzeigestatusLabel, type Anzeigestatus } from '../vertraege/status.ts';
import { verbrauchTexte } from '../verbrauch/texte.ts';

/**
 * One table of the words staff and customers read instead of stored codes: contract statuses, reading
 * sources, value quality, meter registers and the audit log's actions. A code the table does not know is
 * shown as it is, so a new code is never hidden — it only looks technical until it gets its word here.
 */
const nachschlagen = (tabelle: Record<string, string>, code: string | null | undefined): string =>
  !code ? '' : Object.hasOwn(tabelle, code) ? tabelle[code]! : code;

export const vertragsstatusText = (code: string | null | undefined): string => nachschlagen(anzeigestatusLabel satisfies Record<Anzeigestatus, string>, code);
export const quelleText = ablesequelleText;
export const qualitaetText = (code: string | null | undefined): string => nachschlagen(verbrauchTexte.qualitaet, code);
export const zaehlwerkText = zaehlwerkName;

/** A reading's values by register name (HT, NT, Bezug, Einspeisung) with German numbers instead of OBIS codes. */
export function ablesewerteText(werte: Record<string, number>): string {
  return Object.entries(werte)
    .map(([obis, wert]) => `${zaehlwerkName(obis)}: ${wert.toLocaleString('de-DE', { maximumFractionDigits: 3 })}`)
    .join(', ');
}

export const protokollAktionLabel: Record<string, string> = {
  anmeldung: 'Anmeldung',
  anmeldung_passwort: 'Anmeldung: Passwort geprüft',
  anmeldung_code_falsch: 'Anmeldung: Code falsch',
  abmeldung: 'Abmeldung',
  passwort_geaendert: 'Passwort geändert',
  suche: 'Kundensuche',
  kunde_ansehen: 'Kunde angesehen',
  messwerte_ansehen: 'Messwerte angesehen',
  ansicht_start: 'Ansicht als Kunde gestartet',
  ansicht_seite: 'Ansicht als Kunde: Seite',
  ansicht_ende: 'Ansicht als Kunde beendet',
  vorgaenge_liste: 'Vorgänge angezeigt',
  vorgang_geaendert: 'Vorgang geändert',
  mail_erledigt: 'Abschluss-E-Mail gesendet',
  mail_passwort_link: 'Passwort-Link gesendet',
  mitarbeiter_angelegt: 'Mitarbeitende angelegt',
  mitarbeiter_aktiviert: 'Mitarbeitende aktiviert',
  mitarbeiter_deaktiviert: 'Mitarbeitende deaktiviert',
  einstellungen: 'Einstellungen geändert',
  oauth_client_angelegt: 'OAuth-Client angelegt',
  protokoll_ansicht: 'Protokoll angezeigt',
  protokoll_export: 'Protokoll exportiert',
  aktion_sperren: 'Konto gesperrt',
  aktion_entsperren: 'Konto entsperrt',
  'aktion_passwort-link': 'Passwort-Link angefordert',
  'aktion_passwort-aendern-erzwingen': 'Passwortänderung erzwungen',
  'aktion_sitzungen-beenden': 'Sitzungen beendet',
  'aktion_zweiter-faktor-zuruecksetzen': 'Zweiter Faktor zurückgesetzt',
  'aktion_drosselung-aufheben': 'Drosselung aufgehoben',
  ablesekampagne_ansehen: 'Ablesekampagne angesehen',
  ablesekampagne_export: 'Offene Ablesungen exportiert',
  ablesekampagne_erinnerung: 'Ablese-Erinnerung gesendet',
  ablesekampagne_telefon: 'Zählerstand telefonisch erfasst',
};
export const protokollAktionText = (code: string): string => nachschlagen(protokollAktionLabel, code);
