// Texts of the verbrauch feature that SPEC §8 does not spell out (texte.ts holds the SPEC's own).
export const verbrauchTexte = {
  modi: { hourly: 'Preisübersicht 48h', daily: 'Monatsübersicht', monthly: 'Jahresübersicht' },
  zeitraumUnvollstaendig: 'Bitte geben Sie von und bis gemeinsam an.',
  zeitraumVerkehrt: 'Das Ende des Zeitraums muss nach seinem Beginn liegen.',
  zeitraumZuLang: (tage: number) => `Der Zeitraum darf höchstens ${tage} Tage umfassen.`,
  intervallUngueltig: 'Bitte wählen Sie als Intervall hourly, daily oder monthly.',
} as const;
