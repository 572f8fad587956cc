// The texts of "Ansicht als Kunde", shared by the console and the portal's banner. Plain
// strings, no zod: the portal's banner takes them from `@ekp/contract/ohne-zod`.
export const ansichtTexte = {
  starten: 'Ansicht als Kunde',
  banner: (kundennummer: string, bis: string) => `Ansicht als Kunde ${kundennummer} – nur lesen, endet um ${bis} Uhr`,
  von: (wer: string) => `Geöffnet von ${wer}.`,
  beenden: 'Ansicht beenden',
  beendet: 'Die Ansicht als Kunde ist beendet.',
  zurKonsole: 'Zurück zur Servicekonsole',
  nurLesen: 'In der Ansicht als Kunde kann nichts geändert werden.',
};
