import type { Mandant } from '@ekp/contract';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp } from '../../test/helper.ts';
import { bestaetigungEinreihen, bestaetigungsMail, type Empfaenger } from './bestaetigung.ts';
import { fehlendAlsNull } from '../shared/fehlend-als-null.ts';

const mandant = { absenderEmail: 'portal@stadtwerke.example', anzeigename: 'Stadtwerke Musterstadt', serviceEmail: 'service@stadtwerke.example', website: 'https://stadtwerke.example' } as Mandant;
const fuss = ['', '--', 'Stadtwerke Musterstadt', 'E-Mail: service@stadtwerke.example', 'Internet: https://stadtwerke.example'];
const max: Empfaenger = { email: 'max@example.org', anrede: 'Herr', titel: 'Dr.', vorname: 'Max', nachname: 'Mustermann', firma: null };

// The termination and the move confirmations share this frame.
describe('bestaetigungsMail', () => {
  it('greets by name, says what arrived, lists the details and closes with the tenant', () => {
    const mail = bestaetigungsMail(mandant, max, { betreff: 'B', eingang: 'wir haben X erhalten:', angaben: ['Vertrag: 1'], schluss: ['Es folgt Y.'] });
    expect(mail).toEqual({
      von: 'portal@stadtwerke.example',
      an: 'max@example.org',
      betreff: 'B',
      text: ['Guten Tag Dr. Max Mustermann,', '', 'wir haben X erhalten:', '', 'Vertrag: 1', '', 'Es folgt Y.', '', 'Mit freundlichen Grüßen', 'Stadtwerke Musterstadt', ...fuss].join('\n'),
    });
  });

  it('without a name and without closing paragraphs: a plain greeting and no empty paragraph', () => {
    const ohneName = { ...max, anrede: 'KeineAnrede', titel: null, vorname: null, nachname: null };
    const mail = bestaetigungsMail(mandant, ohneName, { betreff: 'B', eingang: 'E', angaben: ['A'] });
    expect(mail.text).toBe(['Guten Tag,', '', 'E', '', 'A', '', 'Mit freundlichen Grüßen', 'Stadtwerke Musterstadt', ...fuss].join('\n'));
  });

  it('greets a company without a contact person as "Sehr geehrte Damen und Herren,"', () => {
    const firma = { ...max, anrede: 'Firma', titel: null, vorname: null, nachname: null, firma: 'Bäckerei Sonnenschein GmbH' };
    expect(bestaetigungsMail(mandant, firma, { betreff: 'B', eingang: 'E', angaben: [] }).text.split('\n')[0]).toBe('Sehr geehrte Damen und Herren,');
  });

  it('names the reference number in the subject and the details', () => {
    const mail = bestaetigungsMail(mandant, max, { betreff: 'B', eingang: 'E', angaben: ['A'], referenz: 'A-20261126-7QX4MZ' });
    expect(mail.betreff).toBe('B (A-20261126-7QX4MZ)');
    expect(mail.text).toContain('A\nIhre Referenznummer: A-20261126-7QX4MZ\n');
  });
});

describe.each(DATENBANKEN)('bestaetigungEinreihen (%s)', (art) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { email: 'erika.abgelehnt@example.org' })] });
  });
  afterAll(() => t.schliessen());

  it('logs a failed mail with its codes, never the recipient\'s address', async () => {
    const zeilen: string[] = [];
    const log = pino({ level: 'error' }, { write: (z: string) => void zeilen.push(z) });
    // What nodemailer throws when the server refuses the recipient: the address is in message and fields.
    const fehler = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <erika.abgelehnt@example.org>: Recipient address rejected"), {
      code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO', rejected: ['erika.abgelehnt@example.org'], response: '550 5.1.1 <erika.abgelehnt@example.org>',
    });
    const mailer = { senden: async () => Promise.reject(fehler) };
    const dienste = { db: t.db, mailer, uhr: t.uhr };
    const mail = await t.db.transaction().execute((trx) => bestaetigungEinreihen(trx, dienste, { mandant: 'musterstadt', kundennummer: '1001', vertragId: 'V1' }, (k) => bestaetigungsMail(mandant, k, { betreff: 'B', eingang: 'E', angaben: [] }), 'Bestätigung nicht versendet'));
    expect(await mail.senden(log)).toBe(false);
    // The mail outbox logs the attempt by its codes, the caller what could not be confirmed; neither the address.
    expect(zeilen).toHaveLength(2);
    expect(zeilen.join('\n')).not.toContain('erika.abgelehnt');
    expect(zeilen.map((z) => JSON.parse(z))).toEqual([
      expect.objectContaining({ art: 'bestaetigung', mailfehler: { code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' } }),
      expect.objectContaining({ msg: 'Bestätigung nicht versendet', vertragId: 'V1' }),
    ]);
  });
});

describe('fehlendAlsNull', () => {
  it('stores a missing optional field as NULL and keeps given ones, empty strings included', () => {
    expect(fehlendAlsNull({ titel: undefined, vorname: 'Max', co: '' } as { titel?: string; vorname?: string; co?: string }, ['titel', 'vorname', 'co'])).toEqual({ titel: null, vorname: 'Max', co: '' });
  });
});
