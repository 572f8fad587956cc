import { anschlussnutzerApi, bankverbindungenApi, kontoApi, kontoTexte, STATUS_PORTAL_GESPERRT } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp } from '../../../test/helper.ts';

const sperrToken = (text: string) => new URL(/https?:\/\/\S+\/konto\/sperren\?token=\S+/.exec(text)![0]).searchParams.get('token')!;

// A stolen session alone can no longer take the account over.
describe.each(DATENBANKEN)('Übernahme aus einer gestohlenen Sitzung (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { email: 'alt@example.org' })] });
  });
  afterEach(() => t.schliessen());

  const email = async () => (await t.db.selectFrom('anschlussnutzer').select('email').where('kundennummer', '=', '1001').executeTakeFirstOrThrow()).email;

  it('changes the email only with the current password; a phone number alone needs none', async () => {
    const ich = t.als('1001');
    const ohne = await ich.put(anschlussnutzerApi.kontaktdatenAktualisieren, { email: 'dieb@example.org' });
    expect(ohne.statusCode).toBe(400);
    expect(ohne.json()).toEqual({ data: kontoTexte.passwortFehlt, felder: { passwort: kontoTexte.passwortFehlt } });
    const falsch = await ich.put(anschlussnutzerApi.kontaktdatenAktualisieren, { email: 'dieb@example.org', passwort: 'geraten' });
    expect(falsch.statusCode).toBe(400);
    expect(falsch.json().felder).toEqual({ passwort: kontoTexte.passwortFalsch });
    expect(await email()).toBe('alt@example.org');
    expect(t.mails).toHaveLength(0);
    expect((await ich.put(anschlussnutzerApi.kontaktdatenAktualisieren, { email: 'alt@example.org', mobil: '0171 1' })).statusCode).toBe(200);
    // No "email changed" notice; only the change's confirmation to the unchanged address.
    expect(t.mails.map((m) => [m.an, m.betreff.replace(/ \(.*\)$/, '')])).toEqual([['alt@example.org', 'Ihre Kontaktdaten wurden geändert']]);
  });

  it('tells the old address of a new email; its link blocks the account and ends every session', async () => {
    const ich = t.als('1001');
    // A second login of the same customer: every session must end.
    const zweite = t.als('1001');
    await zweite.kopf();
    const res = await ich.put(anschlussnutzerApi.kontaktdatenAktualisieren, { email: 'neu@example.org', passwort: 'Geheim123!' });
    expect(res.statusCode).toBe(200);
    expect(await email()).toBe('neu@example.org');
    // The old address hears of it; the new one gets the change's confirmation.
    expect(t.mails.map((m) => m.an)).toEqual(['alt@example.org', 'neu@example.org']);
    const hinweis = t.mails[0]!;
    expect(hinweis.text).toContain(kontoTexte.mailEmailGeaendert);
    // A wrong link does nothing.
    expect((await t.anonym().post(kontoApi.sperren, { token: 'falsch' })).json()).toEqual({ data: kontoTexte.linkUngueltig });
    expect((await zweite.get(anschlussnutzerApi.lesen)).statusCode).toBe(200);

    const gesperrt = await t.anonym().post(kontoApi.sperren, { token: sperrToken(hinweis.text) });
    expect(gesperrt.statusCode).toBe(204);
    expect((await ich.get(anschlussnutzerApi.lesen)).statusCode).toBe(401);
    expect((await zweite.get(anschlussnutzerApi.lesen)).statusCode).toBe(401);
    expect((await t.anmeldeversuch('1001')).statusCode).toBe(STATUS_PORTAL_GESPERRT);
    // Single use, and the utility learns of it.
    expect((await t.anonym().post(kontoApi.sperren, { token: sperrToken(hinweis.text) })).statusCode).toBe(400);
    const outbox = await t.db.selectFrom('outbox').select('art').where('art', '=', 'konto_gesperrt').execute();
    expect(outbox).toHaveLength(1);
  });

  it('tells the address on file of a password change, with the same link', async () => {
    const ich = t.als('1001');
    const res = await ich.put('/anschlussnutzer/passwort_aendern', { altesPasswort: 'Geheim123!', neuesPasswort: 'Laterne-Wiesenweg-71' }, { headers: { kundennummer: '1001' } });
    expect(res.statusCode).toBe(200);
    expect(t.mails.map((m) => m.an)).toEqual(['alt@example.org']);
    expect(t.mails[0]!.text).toContain(kontoTexte.mailPasswortGeaendert);
    expect((await t.anonym().post(kontoApi.sperren, { token: sperrToken(t.mails[0]!.text) })).statusCode).toBe(204);
  });

  it('stores a bank account and switches the second factor on only with the current password', async () => {
    const ich = t.als('1001');
    const konto = { kontoinhaber: 'Erika Muster', iban: 'DE02500105170137075030', gueltigVon: '2026-12-01', lastschrifteinzugErlaubt: false };
    const ohne = await ich.post(bankverbindungenApi.anlegen, konto);
    expect(ohne.statusCode).toBe(400);
    expect(ohne.json().felder).toEqual({ passwort: kontoTexte.passwortFehlt });
    expect((await ich.post(bankverbindungenApi.anlegen, { ...konto, passwort: 'geraten' })).statusCode).toBe(400);
    expect(await t.db.selectFrom('bankverbindung').selectAll().execute()).toHaveLength(0);
    expect((await ich.post(bankverbindungenApi.anlegen, { ...konto, passwort: 'Geheim123!' })).statusCode).toBe(200);

    expect((await ich.post('/sicherheit/zweiter_faktor/einrichtung', undefined)).statusCode).toBe(200);
    const faktor = await ich.post('/sicherheit/zweiter_faktor/bestaetigung', { code: '123456' });
    expect(faktor.statusCode).toBe(400);
    expect(faktor.json().felder).toEqual({ passwort: kontoTexte.passwortFehlt });
  });
});
