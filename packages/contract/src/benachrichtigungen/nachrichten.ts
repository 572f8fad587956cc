import { ctJeKwh } from '../geld/format.ts';
import type { Ereignis } from './ereignisse.ts';

/** What an event says: title (the only text a push carries besides the link), text for centre and mail, deep link. */
export interface Nachricht {
  ereignis: Ereignis;
  titel: string;
  text: string;
  link: string;
}

const uhrzeit = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });

export const nachrichten = {
  /** Tomorrow's cheapest window; `mittel` is its mean all-in price in EUR/kWh. */
  preisfenster: (von: Date, bis: Date, mittel: number): Nachricht => ({
    ereignis: 'preisfenster',
    titel: `Morgen am günstigsten: ${uhrzeit.format(von)}–${uhrzeit.format(bis)} Uhr`,
    text: `Die Strompreise für morgen sind da. Am günstigsten ist es von ${uhrzeit.format(von)} bis ${uhrzeit.format(bis)} Uhr (im Mittel ${ctJeKwh(mittel)} Endpreis).`,
    link: '/vertraege',
  }),
  negativpreis: (von: Date, bis: Date): Nachricht => ({
    ereignis: 'negativpreis',
    titel: `Morgen negative Strompreise: ${uhrzeit.format(von)}–${uhrzeit.format(bis)} Uhr`,
    text: `Morgen ist der Börsenstrompreis zwischen ${uhrzeit.format(von)} und ${uhrzeit.format(bis)} Uhr zeitweise negativ.`,
    link: '/vertraege',
  }),
  ablesung: (vertragId: string, bis: string): Nachricht => ({
    ereignis: 'ablesung',
    titel: 'Ihr Zählerstand ist fällig',
    text: `Bitte teilen Sie uns Ihren Zählerstand für Vertrag ${vertragId} bis zum ${bis.split('-').reverse().join('.')} mit.`,
    link: `/vertrag/${vertragId}/ablesung`,
  }),
  /** The reading campaign's reminder: the Stichtag and the deadline as the letter names them. */
  ablesekampagneErinnerung: (vertragId: string, stichtag: string, frist: string): Nachricht => ({
    ereignis: 'ablesekampagne_erinnerung',
    titel: 'Erinnerung: Ihr Zählerstand fehlt noch',
    text: `Bitte melden Sie den Zählerstand zum ${stichtag.split('-').reverse().join('.')} für Vertrag ${vertragId} bis zum ${frist.split('-').reverse().join('.')}.`,
    link: `/vertrag/${vertragId}/ablesung`,
  }),
  dokument: (dateiname: string): Nachricht => ({ ereignis: 'dokument', titel: 'Neues Dokument im Kundenportal', text: `Für Sie liegt ein neues Dokument bereit: ${dateiname}.`, link: '/dokumente' }),
  /**
   * The service console set a request's status. The title (all a push shows on a lock screen)
   * names neither the kind of request nor the customer; centre and mail say which request it is.
   */
  anfrage: (art: string, eingegangen: string, status: 'neu' | 'in_bearbeitung' | 'erledigt'): Nachricht => ({
    ereignis: 'anfrage',
    titel: { neu: 'Neuer Stand Ihres Anliegens', in_bearbeitung: 'Ihr Anliegen ist in Bearbeitung', erledigt: 'Ihr Anliegen wurde bearbeitet' }[status],
    text: `Ihr Anliegen „${art}“ vom ${eingegangen.slice(0, 10).split('-').reverse().join('.')} ist jetzt ${{ neu: 'wieder offen', in_bearbeitung: 'in Bearbeitung', erledigt: 'erledigt' }[status]}.`,
    link: '/',
  }),
  abschlag: (vertragId: string, betrag: string, ab: string): Nachricht => ({
    ereignis: 'abschlag',
    titel: 'Abschlagsänderung bestätigt',
    text: `Ihr neuer Abschlag von ${betrag} für Vertrag ${vertragId} gilt ab dem ${ab.split('-').reverse().join('.')}.`,
    link: `/vertrag/${vertragId}/abschlag`,
  }),
  /**
   * The annual reading campaign: on its first day (`beginn`), as a reminder five days before the deadline
   * (`frist`) and when staff send it from the console (`konsole`). Dates in ISO form, shown in German.
   */
  ablesekampagne_erinnerung: (vertragId: string, stichtag: string, frist: string, anlass: 'beginn' | 'frist' | 'konsole'): Nachricht => ({
    ereignis: 'ablesekampagne_erinnerung',
    titel: anlass === 'beginn' ? `Bitte melden Sie Ihren Zählerstand zum ${deutsch(stichtag)}` : `Erinnerung: Zählerstand bis ${deutsch(frist)} melden`,
    text:
      anlass === 'beginn'
        ? `Bitte teilen Sie uns den Zählerstand für Vertrag ${vertragId} zum ${deutsch(stichtag)} bis zum ${deutsch(frist)} mit.`
        : `Ihr Zählerstand zum ${deutsch(stichtag)} für Vertrag ${vertragId} fehlt uns noch. Bitte teilen Sie ihn uns bis zum ${deutsch(frist)} mit.`,
    link: `/vertrag/${vertragId}/ablesung`,
  }),
};

const deutsch = (iso: string) => iso.split('-').reverse().join('.');
