// Texts of readings: ours first (the answers our server gives to a refused reading), then SPEC §8's.
export const ablesungenTexte = {
  keinZaehler: 'Zu diesem Vertrag ist kein Zähler hinterlegt.',
  /** Subject of the confirmation mail. */
  mailBetreff: (vertragId: string) => `Ihr Zählerstand für Vertrag ${vertragId} ist eingegangen`,
  falscherZaehler: 'Der angegebene Zähler gehört nicht zu diesem Vertrag.',
  wertFehlt: (obis: string) => `Bitte geben Sie einen Zählerstand für ${obis} an.`,
  fremderKanal: (obis: string) => `Der Zähler hat kein Zählwerk ${obis}.`,
  datumInZukunft: 'Das Ablesedatum darf nicht in der Zukunft liegen.',
  datumVorLieferbeginn: (lieferbeginn: string) => `Das Ablesedatum darf nicht vor dem Lieferbeginn (${lieferbeginn}) liegen.`,
  datumNachLieferende: (lieferende: string) => `Das Ablesedatum darf nicht nach dem Lieferende (${lieferende}) liegen.`,
  keineBelieferung: 'Für diesen Vertrag können keine Ablesungen erfasst werden, da keine Belieferung besteht.',
  fotoTyp: 'Das Foto muss ein PNG- oder JPEG-Bild sein.',
  fotoKeinBase64: 'Das Foto konnte nicht gelesen werden.',
  fotoZuGross: 'Das Foto darf höchstens 10 MB groß sein.',
  zuVieleFotos: (anzahl: number) => `Sie haben heute bereits ${anzahl} Fotos hochgeladen. Weitere Fotos können Sie morgen wieder übermitteln.`,
  andereAblesungAmTag: 'Für diesen Zähler wurde an diesem Tag bereits ein anderer Zählerstand übermittelt.',
  unplausibel: 'Bitte prüfen Sie Ihre Eingabe.',
  trotzdemMoeglich: 'Sie können die Ablesung trotzdem übermitteln, wenn der Wert stimmt.',
  // SPEC §8, quoted exactly.
  zaehlerLadefehler: 'Beim Laden des Zählers ist ein unbekannter Fehler aufgetreten.',
  keineVertraegeMitZaehler: 'Es liegen keine Verträge vor, zu denen Zähler ermittelt werden können',
  uebertragungFehler: 'Bei der übertragung der Ablesung ist ein Unbekannter Fehler aufgetreten.',
  erfolg:
    'Wir haben Ihre Ablesung erfolgreich entgegen genommen. Es kann einen Moment dauern, bis sie in der Liste erscheint.',
  keineAblesungen: 'Es wurden keine Ablesungen gefunden.',
  keineAblesungenVertrag: 'Für diesen Vertrag sind keine Ablesungen in unserem System hinterlegt.',
  dateiLesefehler: 'Beim Lesen der Datei ist ein Fehler aufgetreten.',
};
