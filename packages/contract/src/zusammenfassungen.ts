import type { apis } from './endpunkte.ts';

/**
 * One German line per call of the contract: the OpenAPI document's `summary`, next to its `operationId`
 * (the entry's name, e.g. `vertraegeApi.lesen`). Typed against the registry, so a new call without a line
 * does not compile.
 */
type Zusammenfassungen = { [A in keyof typeof apis]: { [K in keyof (typeof apis)[A]]: string } };

export const zusammenfassungen: Zusammenfassungen = {
  ablesekampagneApi: {
    pruefen: 'Code aus dem Ablesebrief prüfen (ohne Anmeldung)',
    melden: 'Zählerstand mit dem Code aus dem Ablesebrief melden (ohne Anmeldung)',
    aufgaben: 'Offene Ablesungen der Ablesekampagne (Aufgaben der Startseite)',
  },
  abrechnungsinformationApi: {
    liste: 'Abrechnungsinformationen eines Vertrags',
    eine: 'Eine Abrechnungsinformation',
    pdf: 'Abrechnungsinformation als PDF',
    anfordern: 'Abrechnungsinformation anfordern (ohne Fernauslesung)',
  },
  abrechnungsinformationKonsoleApi: {
    liste: 'Servicekonsole: Abrechnungsinformationen eines Vertrags',
    eine: 'Servicekonsole: eine Abrechnungsinformation ansehen',
  },
  ablesungenApi: {
    zaehler: 'Zähler eines Vertrags',
    liste: 'Zählerstände eines Vertrags',
    anlegen: 'Zählerstand melden',
    plausibilisieren: 'Zählerstand vor dem Melden prüfen',
    plausibilisierenGet: 'Zählerstand vor dem Melden prüfen (GET)',
  },
  abschlagApi: {
    lesen: 'Abschlag eines Vertrags',
    aendern: 'Abschlag ändern',
  },
  anschlussnutzerApi: {
    lesen: 'Stammdaten des Kunden',
    kontaktdatenAktualisieren: 'Kontaktdaten ändern',
  },
  authApi: {
    login: 'Anmelden mit Kundennummer und Passwort',
    loginCode: 'Anmeldung mit dem zweiten Faktor abschließen',
    logout: 'Abmelden',
    passwortReset: 'Passwort zurücksetzen anfordern',
    passwortResetAbschluss: 'Neues Passwort mit dem Link aus der E-Mail setzen',
    passwortAendern: 'Passwort ändern',
    tokenRefresh: 'Sitzung verlängern',
  },
  bankverbindungenApi: {
    aktuelle: 'Aktuelle Bankverbindung des Kunden',
    alle: 'Alle Bankverbindungen des Kunden',
    anlegen: 'Bankverbindung des Kunden anlegen',
    pruefen: 'IBAN prüfen',
    vertragAlle: 'Alle Bankverbindungen eines Vertrags',
    vertragAktuelle: 'Aktuelle Bankverbindung eines Vertrags',
    vertragAnlegen: 'Bankverbindung eines Vertrags anlegen',
    vertragLoeschen: 'Künftige Bankverbindung eines Vertrags löschen',
    vertragBeenden: 'Bankverbindung eines Vertrags beenden',
  },
  barrierefreiheitApi: {
    erklaerung: 'Erklärung zur Barrierefreiheit',
    rueckmeldung: 'Barriere melden',
  },
  benachrichtigungenApi: {
    liste: 'Benachrichtigungen',
    gelesen: 'Benachrichtigung als gelesen markieren',
    einstellungen: 'Einstellungen der Benachrichtigungen',
    einstellungenSpeichern: 'Einstellungen der Benachrichtigungen speichern',
    pushAnmelden: 'Gerät für Push-Nachrichten anmelden',
    pushAbmelden: 'Gerät von Push-Nachrichten abmelden',
  },
  dokumenteApi: {
    alle: 'Alle Dokumente des Kunden',
    vertrag: 'Dokumente eines Vertrags',
    daten: 'Dokument herunterladen',
  },
  feiertageApi: {
    liste: 'Feiertage',
  },
  freigabeDrittApi: {
    vertraege: 'Freigegebene Verträge (Drittanbieter)',
    lastgang: 'Lastgang eines freigegebenen Vertrags (Drittanbieter)',
    verbraeuche: 'Verbrauchszeiträume eines freigegebenen Vertrags (Drittanbieter)',
    ablesungen: 'Zählerstände eines freigegebenen Vertrags (Drittanbieter)',
  },
  freigabenApi: {
    anfrage: 'Anfrage eines Drittanbieters zur Datenfreigabe',
    zustimmen: 'Datenfreigabe erteilen',
    ablehnen: 'Datenfreigabe ablehnen',
    liste: 'Erteilte Datenfreigaben',
    widerrufen: 'Datenfreigabe widerrufen',
  },
  gesundheitApi: {
    health: 'Lebenszeichen des Servers',
    ready: 'Bereitschaft des Servers (Datenbank erreichbar)',
  },
  kontaktApi: {
    anfrage: 'Kontaktanfrage senden',
  },
  kontoApi: {
    sperren: 'Konto sperren (Link aus der Sicherheits-E-Mail)',
  },
  kuendigungOeffentlichApi: {
    einreichen: 'Kündigung ohne Anmeldung einreichen',
    bestaetigung: 'Eingangsbestätigung einer Kündigung',
  },
  mandantApi: {
    konfiguration: 'Konfiguration des Versorgers',
  },
  preisfeedApi: {
    tarife: 'Dynamische Tarife mit Adresse ihres Preis-Feeds',
    preise: 'Viertelstundenpreise eines dynamischen Tarifs',
  },
  rechnungsadressenApi: {
    aktuelle: 'Aktuelle Rechnungsadresse des Kunden',
    alle: 'Alle Rechnungsadressen des Kunden',
    anlegen: 'Rechnungsadresse des Kunden anlegen',
    vertragAlle: 'Alle Rechnungsadressen eines Vertrags',
    vertragAktuelle: 'Aktuelle Rechnungsadresse eines Vertrags',
    vertragAnlegen: 'Rechnungsadresse eines Vertrags anlegen',
    vertragLoeschen: 'Künftige Rechnungsadresse eines Vertrags löschen',
    vertragBeenden: 'Rechnungsadresse eines Vertrags beenden',
  },
  serviceApi: {
    anmelden: 'Servicekonsole: anmelden',
    anmeldenCode: 'Servicekonsole: Anmeldung mit dem zweiten Faktor abschließen',
    abmelden: 'Servicekonsole: abmelden',
    ich: 'Servicekonsole: eigene Kennung und Rolle',
    passwortAendern: 'Servicekonsole: eigenes Passwort ändern',
    kundenSuche: 'Servicekonsole: Kunden suchen',
    kunde: 'Servicekonsole: Kunde mit Verträgen',
    messwerte: 'Servicekonsole: Messwerte eines Vertrags an einem Tag',
    ansicht: 'Servicekonsole: Kundenansicht öffnen',
    ansichtBeenden: 'Servicekonsole: Kundenansicht beenden',
    aktion: 'Servicekonsole: Aktion für einen Kunden ausführen',
    vorgaenge: 'Servicekonsole: Vorgänge',
    vorgangAendern: 'Servicekonsole: Vorgang bearbeiten',
    protokoll: 'Servicekonsole: Prüfprotokoll',
    mitarbeiterListe: 'Servicekonsole: Mitarbeitende',
    mitarbeiterAnlegen: 'Servicekonsole: Mitarbeitende anlegen',
    mitarbeiterAendern: 'Servicekonsole: Mitarbeitende ändern',
    einstellungen: 'Servicekonsole: Einstellungen des Versorgers',
    oauthClients: 'Servicekonsole: OAuth-Clients',
    oauthClientAnlegen: 'Servicekonsole: OAuth-Client anlegen',
    einstellungenSpeichern: 'Servicekonsole: Einstellungen des Versorgers speichern',
    ablesekampagnen: 'Servicekonsole: Ablesekampagnen',
    ablesekampagne: 'Servicekonsole: Stand einer Ablesekampagne',
    ablesekampagneOffen: 'Servicekonsole: offene Verträge einer Ablesekampagne (auch als CSV)',
    ablesekampagneErinnern: 'Servicekonsole: Erinnerung an die offenen Kunden mit Kundenkonto senden',
    ablesekampagneTelefon: 'Servicekonsole: telefonisch durchgegebenen Zählerstand erfassen',
  },
  sicherheitApi: {
    lesen: 'Sicherheitseinstellungen',
    einrichten: 'Zweiten Faktor einrichten',
    bestaetigen: 'Zweiten Faktor mit einem Code bestätigen',
    abschalten: 'Zweiten Faktor abschalten',
  },
  sparenApi: {
    allinPreise: 'All-in-Preise eines dynamischen Vertrags',
    guenstigstesFenster: 'Günstigstes Zeitfenster',
    tarifvergleich: 'Tarifvergleich',
    prognose: 'Verbrauchsprognose',
  },
  stapelApi: {
    lesen: 'Mehrere Lesezugriffe in einem Aufruf (z. B. die Karten der Startseite)',
  },
  umzugApi: {
    melden: 'Umzug melden',
  },
  verbrauchApi: {
    verbraeuche: 'Verbrauchszeiträume eines Vertrags',
    historie: 'Verbrauchshistorie eines Vertrags',
    preiszeitreihe: 'Preiszeitreihe',
  },
  vertraegeApi: {
    lesen: 'Vertrag',
    aktuellerTarif: 'Aktueller Tarif eines Vertrags',
    tarifhistorie: 'Tarifhistorie eines Vertrags',
    kuendigen: 'Vertrag kündigen',
  },
};
