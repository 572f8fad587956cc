import { datumDeutsch } from '../common/datum.ts';

// Texts of the contract feature that SPEC §8 does not name; SPEC's own texts stay in ../texte.ts.
export const vertragTexte = {
  nichtKuendbar: 'Dieser Vertrag ist nicht aktiv und kann daher nicht gekündigt werden.',
  bereitsGekuendigt: 'Für diesen Vertrag liegt bereits eine andere Kündigung vor.',
  datumZuFrueh: (fruehestens: string) =>
    `Eine Kündigung ist frühestens zum ${datumDeutsch(fruehestens)} möglich (zweiter Werktag nach heute).`,
  keineAktuellenTarife: 'Es ist kein aktueller Tarif hinterlegt.',
  keineZukuenftigenTarife: 'Es sind keine zukünftigen Tarife hinterlegt.',
  keineVorangegangenenTarife: 'Es sind keine vorangegangenen Tarife hinterlegt.',
  mailBetreff: (vertragId: string) => `Eingangsbestätigung Ihrer Kündigung – Vertrag ${vertragId}`,
} as const;
