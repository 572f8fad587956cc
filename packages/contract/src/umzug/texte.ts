import { datumDeutsch } from '../common/datum.ts';

// Texts of the moving-house flow EnWG); SPEC names none of them.
export const umzugTexte = {
  titel: 'Umzug melden',
  knopf: 'Umzug melden',
  strasse: 'Bitte geben Sie die Straße an.',
  hausnummer: 'Bitte geben Sie die Hausnummer an.',
  plz: 'Bitte geben Sie eine Postleitzahl mit fünf Ziffern an.',
  ort: 'Bitte geben Sie den Ort an.',
  einzugsdatumFehlt: 'Bitte geben Sie das Einzugsdatum an.',
  maloId: 'Die Marktlokations-ID muss aus 11 Ziffern bestehen und eine gültige Prüfziffer haben.',
  auszugZuSpaet: (spaetestens: string) => `Das Auszugsdatum darf höchstens zwölf Monate in der Zukunft liegen (spätestens ${datumDeutsch(spaetestens)}).`,
  einzugZuSpaet: (spaetestens: string) => `Das Einzugsdatum darf höchstens zwölf Monate in der Zukunft liegen (spätestens ${datumDeutsch(spaetestens)}).`,
  auszugInVergangenheit: (fruehestens: string) =>
    `Ein Umzug kann nicht rückwirkend gemeldet werden. Das Auszugsdatum muss frühestens der ${datumDeutsch(fruehestens)} sein.`,
  einzugInVergangenheit: (fruehestens: string) =>
    `Ein Einzug kann nicht rückwirkend gemeldet werden. Das Einzugsdatum muss frühestens der ${datumDeutsch(fruehestens)} sein.`,
  nichtAktiv: 'Dieser Vertrag ist nicht aktiv. Ein Umzug kann nur für aktive Verträge gemeldet werden.',
  bereitsGemeldet: 'Für diesen Vertrag wurde bereits ein anderer Umzug gemeldet.',
  keinZaehler: 'Zu diesem Vertrag ist kein Zähler hinterlegt; bitte lassen Sie die Zählerstände leer.',
  /** The screen's explanation of the end date before sending (§41b(5) EnWG). */
  vertragsendeErklaerung: (auszug: string, ende: string) =>
    ende === auszug
      ? `Ihr Vertrag endet zum Auszugsdatum am ${datumDeutsch(ende)}.`
      : `Ihr Vertrag endet am ${datumDeutsch(ende)}. Das ist später als Ihr Auszug am ${datumDeutsch(auszug)}, weil für die Kündigung bei Umzug nach § 41b Absatz 5 EnWG eine Frist von sechs Wochen ab Eingang gilt.`,
  weiterbelieferungHinweis: 'Wir beliefern Sie an Ihrer neuen Adresse weiter. Ihr Vertrag an der bisherigen Adresse endet mit dem Auszug; wir melden uns mit der Bestätigung.',
  erfolg: (vertragId: string) => `Ihr Umzug für Vertrag ${vertragId} wurde gemeldet. Sie erhalten eine Bestätigung per E-Mail.`,
  mailBetreff: (vertragId: string) => `Eingangsbestätigung Ihrer Umzugsmeldung – Vertrag ${vertragId}`,
} as const;
