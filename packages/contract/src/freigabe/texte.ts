import type { FreigabeScope } from './scopes.ts';

// The texts of the consent page, the customer's /freigaben page and the third-party API.
export const freigabeTexte = {
  scopes: {
    'vertrag:lesen': 'Vertragsdaten (Lieferadresse, Sparte, Zählernummer, Lieferzeitraum)',
    'verbrauch:lesen': 'Verbrauchsdaten (Viertelstundenwerte und Verbrauchszeiträume, auch Einspeisung)',
    'ablesungen:lesen': 'Zählerstände (Ablesungen)',
  } satisfies Record<FreigabeScope, string>,
  zustimmung: {
    titel: 'Datenfreigabe an einen Dritten',
    anfrage: (client: string) => `${client} möchte auf Ihre Energiedaten zugreifen.`,
    vertraegeWaehlen: 'Für welche Verträge geben Sie Ihre Daten frei?',
    welcheDaten: 'Welche Daten freigegeben werden',
    dauer: 'Wie lange die Freigabe gilt',
    monate: (n: number) => (n === 1 ? '1 Monat' : `${n} Monate`),
    dauerHinweis: 'Höchstens 12 Monate; danach können Sie die Freigabe erneuern.',
    widerruf: 'Sie können diese Freigabe jederzeit unter „Freigaben“ widerrufen. Der Dritte kann ab dann keine Daten mehr abrufen.',
    rechtsgrundlage: 'Rechtsgrundlage: § 40b Abs. 5 EnWG und EU-Datenverordnung (Data Act).',
    erlauben: 'Freigeben',
    ablehnen: 'Ablehnen',
    keinVertrag: 'Bitte wählen Sie mindestens einen Vertrag.',
    datenGehenAn: 'Daten gehen an:',
    abgelaufen: 'Diese Anfrage ist abgelaufen oder unbekannt. Bitte starten Sie die Freigabe in der Anwendung des Dritten erneut.',
    falscherMandant: 'Diese Anwendung ist für Ihren Versorger nicht zugelassen.',
  },
  liste: {
    titel: 'Freigaben',
    einleitung: 'Hier sehen Sie, welche Dritten mit Ihrer Zustimmung auf Ihre Daten zugreifen, und können Freigaben widerrufen.',
    keine: 'Sie haben keine Datenfreigaben erteilt.',
    gueltigBis: 'Gültig bis',
    vertraege: 'Verträge',
    daten: 'Daten',
    zugriffe: 'Letzte Zugriffe',
    keineZugriffe: 'Noch keine Zugriffe.',
    zugriff: (aufruf: string, anzahl: number) => `${aufruf} – ${anzahl} ${anzahl === 1 ? 'Wert' : 'Werte'}`,
    widerrufen: 'Freigabe widerrufen',
    widerrufenFrage: 'Möchten Sie diese Freigabe wirklich widerrufen? Der Dritte kann danach keine Daten mehr abrufen.',
    widerrufenOk: 'Die Freigabe wurde widerrufen.',
    widerrufenAm: 'Widerrufen am',
    abgelaufenAm: 'Abgelaufen am',
  },
  api: {
    tokenFehlt: 'Für diesen Abruf ist ein gültiges Zugriffstoken eines freigegebenen Dritten nötig.',
    scopeFehlt: 'Für diesen Abruf fehlt die Freigabe der nötigen Daten.',
  },
} as const;
