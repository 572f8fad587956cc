import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp } from './helper.ts';
import { UMZUG_DATEN, vertrag } from './testdaten/umzug-abschlag.ts';

// Every logged-in change is confirmed by a short German mail with a reference number and
// the tenant's contact block, through one mechanism (domain/bestaetigung.ts aenderungBestaetigen). The clock
// stands at Wed 2026-11-18 10:00 Berlin, so every reference is of the day 20261118.
const FUSS = ['Mit freundlichen Grüßen', 'Stadtwerke Musterstadt', '', '--', 'Stadtwerke Musterstadt', 'E-Mail: service@stadtwerke-musterstadt.example'];
const referenz = (art: string) => new RegExp(`^${art}-20261118-[A-Z2-9]{6}$`);

describe.each(DATENBANKEN)('Bestätigung jeder Änderung (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, UMZUG_DATEN);
    await einspielen(t.db, { anschlussnutzer: [kunde('1303', { email: null, vertraege: [vertrag('U-OHNE-MAIL', { abschlag: { betrag: 80, rhythmus: 'MONATLICH', naechsteFaelligkeit: '2026-11-20' } })] })] });
  });
  afterEach(() => t.schliessen());

  /** The one mail sent: to 1301, its reference in subject, text and the outbox entry, the contact block at the end. */
  async function bestaetigung(buchstabe: string, outboxArt: string | null): Promise<{ betreff: string; zeilen: string[]; ref: string }> {
    expect(t.mails).toHaveLength(1);
    const mail = t.mails[0]!;
    expect(mail).toMatchObject({ an: '1301@example.org', von: 'kundenportal@stadtwerke-musterstadt.example' });
    const ref = /\(([A-Z]-\d{8}-[A-Z0-9]{6})\)$/.exec(mail.betreff)?.[1] ?? '';
    expect(ref).toMatch(referenz(buchstabe));
    const zeilen = mail.text.split('\n');
    expect(zeilen[0]).toBe('Guten Tag Test Kunde 1301,');
    expect(zeilen).toContain(`Ihre Referenznummer: ${ref}`);
    expect(zeilen.slice(-7, -1)).toEqual(FUSS);
    if (outboxArt) {
      const outbox = await t.db.selectFrom('outbox').select(['art', 'payload']).where('art', '=', outboxArt).execute();
      // A contact request's outbox entry names it ticketnummer.
      expect(outbox.map((o) => (o.payload as Record<string, string>)[outboxArt === 'kontaktanfrage' ? 'ticketnummer' : 'referenz'])).toEqual([ref]);
    }
    return { betreff: mail.betreff, zeilen, ref };
  }

  it('Abschlag: old and new amount and the due date it starts at', async () => {
    expect((await t.als('1301').put('/U-AKTIV/abschlag', { betrag: 95 })).statusCode).toBe(200);
    const { betreff, zeilen, ref } = await bestaetigung('A', 'abschlag');
    expect(betreff).toBe(`Ihr Abschlag für Vertrag U-AKTIV wurde geändert (${ref})`);
    expect(zeilen).toEqual(expect.arrayContaining(['Vertrag: U-AKTIV', 'Bisheriger Abschlag: 80,00 €', 'Neuer Abschlag: 95,00 €', 'Gültig ab der Fälligkeit am: 20.12.2026']));
    expect(zeilen.join('\n')).toContain('Haben Sie diese Änderung nicht selbst vorgenommen?');
    // The same amount again changes nothing and mails nothing.
    expect((await t.als('1301').put('/U-AKTIV/abschlag', { betrag: 95 })).statusCode).toBe(200);
    expect(t.mails).toHaveLength(1);
  });

  it('billing address: the new address, its start and its scope', async () => {
    const adresse = { anrede: 'Frau', vorname: 'Erika', nachname: 'Muster', adressart: 'Normal', strasse: 'Neue Straße', hausnummer: '12a', postleitzahl: '54321', ort: 'Neustadt', land: 'Deutschland', gueltigVon: '2026-12-01' };
    expect((await t.als('1301').post('/U-AKTIV/rechnungsadresse/anlegen', adresse)).statusCode).toBe(200);
    const { betreff, zeilen, ref } = await bestaetigung('R', 'rechnungsadresse');
    expect(betreff).toBe(`Ihre Rechnungsadresse wurde geändert (${ref})`);
    expect(zeilen).toEqual(expect.arrayContaining(['Rechnungsadresse: Erika Muster, Neue Straße 12a, 54321 Neustadt, Deutschland', 'Gültig ab: 01.12.2026', 'Gilt für: Vertrag U-AKTIV']));
  });

  it('contact data: the new values, mailed to the address now on file', async () => {
    expect((await t.als('1301').put('/anschlussnutzer/kontaktdatenAktualisieren', { email: '1301@example.org', mobil: '0171 555', festnetz: '', fax: null })).statusCode).toBe(200);
    const { betreff, zeilen, ref } = await bestaetigung('D', 'kontaktdaten');
    expect(betreff).toBe(`Ihre Kontaktdaten wurden geändert (${ref})`);
    expect(zeilen).toEqual(expect.arrayContaining(['E-Mail: 1301@example.org', 'Mobil: 0171 555', 'Festnetz: nicht angegeben', 'Fax: nicht angegeben']));
  });

  it('password: the "not you?" notice is the confirmation, with a reference number and the contact block', async () => {
    const res = await t.als('1301').put('/anschlussnutzer/passwort_aendern', { altesPasswort: 'Geheim123!', neuesPasswort: 'Laterne-Wiesenweg-71' }, { headers: { kundennummer: '1301' } });
    expect(res.statusCode).toBe(200);
    expect(t.mails).toHaveLength(1);
    const mail = t.mails[0]!;
    const ref = /\(([A-Z]-\d{8}-[A-Z0-9]{6})\)$/.exec(mail.betreff)?.[1] ?? '';
    expect(ref).toMatch(referenz('P'));
    expect(mail.betreff).toBe(`Stadtwerke Musterstadt: Ihr Passwort wurde geändert (${ref})`);
    expect(mail.text).toContain(`Ihre Referenznummer: ${ref}`);
    expect(mail.text.split('\n').slice(-7, -1)).toEqual(FUSS);
  });

  it('meter reading: meter, date and values; a repeated send is not mailed twice', async () => {
    const ablesung = { ablesedatum: '2026-11-18', zaehlernummer: 'Z-1', ablesewerte: { '1-1:1.8.1': 12345.6, '1-1:1.8.2': 2000 } };
    expect((await t.als('1301').post('/U-AKTIV/ablesungen', ablesung)).statusCode).toBe(200);
    const { betreff, zeilen, ref } = await bestaetigung('Z', 'ablesung');
    expect(betreff).toBe(`Ihr Zählerstand für Vertrag U-AKTIV ist eingegangen (${ref})`);
    expect(zeilen).toEqual(expect.arrayContaining(['Zähler: Z-1', 'Ablesedatum: 18.11.2026', 'Zählerstand 1-1:1.8.1: 12.345,6', 'Zählerstand 1-1:1.8.2: 2.000']));
    expect((await t.als('1301').post('/U-AKTIV/ablesungen', ablesung)).statusCode).toBe(200);
    expect(t.mails).toHaveLength(1);
  });

  it('contact request: its ticket number is the reference, on screen and in the mail', async () => {
    const res = await t.als('1301').post('/anschlussnutzer/kontaktanfrage', { betreff: 'Sonstiges', text: 'Bitte rufen Sie mich zurück, danke.' });
    expect(res.statusCode).toBe(200);
    // The service mailbox gets its own mail first; the customer's confirmation is the second.
    expect(t.mails.map((m) => m.an)).toEqual(['service@stadtwerke-musterstadt.example', '1301@example.org']);
    t.mails.shift();
    const { ref } = await bestaetigung('T', 'kontaktanfrage');
    expect(res.json()).toEqual({ ticketnummer: ref });
  });

  it('a customer without a mail address changes as before, without a mail', async () => {
    expect((await t.als('1303').put('/U-OHNE-MAIL/abschlag', { betrag: 90 })).statusCode).toBe(200);
    expect(t.mails).toEqual([]);
  });
});
