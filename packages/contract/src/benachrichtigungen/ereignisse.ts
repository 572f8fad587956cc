/** The events a customer can be told about, in the order the preferences page lists them. */
export const EREIGNISSE = ['preisfenster', 'negativpreis', 'ablesung', 'dokument', 'anfrage', 'abschlag', 'ablesekampagne_erinnerung'] as const;
export type Ereignis = (typeof EREIGNISSE)[number];

/** The three channels of the one notification model. */
export const KANAELE = ['zentrale', 'push', 'mail'] as const;
export type BenachrichtigungsKanal = (typeof KANAELE)[number];

export const ereignisLabel: Record<Ereignis, string> = {
  preisfenster: 'Günstigste Stunden von morgen',
  negativpreis: 'Negative Strompreise morgen',
  ablesung: 'Zählerstand ist fällig',
  dokument: 'Neues Dokument',
  anfrage: 'Neuer Stand Ihres Anliegens',
  abschlag: 'Abschlagsänderung bestätigt',
  ablesekampagne_erinnerung: 'Erinnerung an die Jahresablesung',
};

export const kanalLabel: Record<BenachrichtigungsKanal, string> = { zentrale: 'Im Portal', push: 'Push auf diesem Gerät und Ihren anderen Geräten', mail: 'E-Mail' };

/** Without a stored choice: every event in the portal and by push (push needs a device the customer added), no mail. */
export function standardAktiv(_ereignis: Ereignis, kanal: BenachrichtigungsKanal): boolean {
  return kanal !== 'mail';
}

/** Default duration of the cheapest window in hours, and the durations a customer may choose. */
export const FENSTER_STANDARD_STUNDEN = 2;
export const FENSTER_STUNDEN = [1, 2, 3, 4, 5, 6] as const;
