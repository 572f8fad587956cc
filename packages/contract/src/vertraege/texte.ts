import { datumDeutsch } from '../common/datum.ts';

// Texts of the contract feature: ours first, then SPEC §8's.
export const vertraegeTexte = {
  nichtKuendbar: 'Dieser Vertrag ist nicht aktiv und kann daher nicht gekündigt werden.',
  bereitsGekuendigt: 'Für diesen Vertrag liegt bereits eine andere Kündigung vor.',
  datumZuFrueh: (fruehestens: string) =>
    `Eine Kündigung ist frühestens zum ${datumDeutsch(fruehestens)} möglich (zweiter Werktag nach heute).`,
  keineAktuellenTarife: 'Es ist kein aktueller Tarif hinterlegt.',
  keineZukuenftigenTarife: 'Es sind keine zukünftigen Tarife hinterlegt.',
  keineVorangegangenenTarife: 'Es sind keine vorangegangenen Tarife hinterlegt.',
  /** What "zum nächstmöglichen Zeitpunkt" means in the portal. */
  naechstmoeglich: (fruehestens: string) => `Frühestens zum ${fruehestens.split('-').reverse().join('.')}; ergibt sich aus Ihrem Vertrag ein späterer Termin, gilt dieser.`,
  mailBetreff: (vertragId: string) => `Eingangsbestätigung Ihrer Kündigung – Vertrag ${vertragId}`,
  // SPEC §8, quoted exactly.
  detailLadefehler: 'Beim Laden des Vertrags ist ein Fehler aufgetreten.',
  stammdatenLadefehler: 'Stammdaten zum Vertrag konnten nicht geladen werden.',
  stammdatenFallback: 'Beim Laden der Vertragsstammdaten ist ein unbekannter Fehler aufgetreten.',
  tarifhistorieLadefehler: 'Es ist ein Fehler bei Laden der Tarifhistorie aufgetreten.',
  tarifhistorieVertragLadefehler: 'Es ist ein Fehler bei Laden des Vertrags aufgetreten.',
  kuendigungErfolg: (nummer: string) =>
    `Die Kündigung Ihres Vertrages ${nummer} wurde veranlasst. Sobald die Kündigung abgewickelt wurde erhalten Sie auch die Kündigungsbestätigung.`,
  kuendigungFehler: (nummer: string) =>
    `Bei der Einreichung der Kündigung Ihres Vertrages ${nummer} ist etwas schief gelaufen. Bitte versuchen Sie es später erneut.`,
  keineVertraege: 'Es wurden keine Verträge im System gefunden.',
  keinTarif: 'Es ist kein Tarif für diesen Vertrag in unserem System hinterlegt',
  versorgungsartUnbekannt: 'Versorgungsart nicht gefunden',
} as const;
