// Every page a signed-in customer can open, with demo customer 10001's dynamic contract: the walks over all
// pages (layout and axe at both widths, the staff's read-only view) take this one list, so a new page is
// added once and every walk covers it.
const V = '/vertrag/5000100101';

export const KUNDENSEITEN = [
  '/',
  '/daten/uebersicht',
  '/dokumente',
  '/vertraege',
  '/kontaktanfrage',
  '/kontakt/editieren',
  '/bankverbindungen',
  '/bankverbindung/editieren',
  '/rechnungsadressen',
  '/rechnungsadresse/editieren',
  '/ablesung',
  '/passwort/aendern',
  '/sicherheit',
  '/freigaben',
  '/benachrichtigungen',
  `${V}/detail`,
  `${V}/tarifhistorie`,
  `${V}/ablesung`,
  `${V}/ablesungen`,
  `${V}/abschlag`,
  `${V}/abrechnungsinformationen`,
  `${V}/bankverbindungen`,
  `${V}/bankverbindungen/editieren`,
  `${V}/rechnungsadressen`,
  `${V}/rechnungsadresse/editieren`,
  `${V}/kuendigen`,
  `${V}/umzug`,
  `${V}/verbrauch`,
  `${V}/verbrauchshistorie`,
  `${V}/preiszeitreihe`,
  `${V}/tarifvergleich`,
];
