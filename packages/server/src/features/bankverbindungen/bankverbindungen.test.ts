import { bankverbindungenTexte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoDatum } from '../../domain/datierte-eintraege.ts';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp, type Zugang } from '../../../test/helper.ts';

const konto = (bankverbindungId: string, gueltigVon: string, extra: Record<string, unknown> = {}) => ({
  bankverbindungId, kontoinhaber: 'Max Muster', iban: 'DE89370400440532013000', gueltigVon, mandatsreferenz: null, ...extra,
});
const vertrag = (id: string, bankverbindungen: Array<ReturnType<typeof konto>> = []) => ({
  id, versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2020-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Musterstadt', kundenArt: 'Haushaltskunde' as const, bankverbindungen,
});
const formular = (gueltigVon: string, extra: Record<string, unknown> = {}) => ({ kontoinhaber: 'Erika Muster', iban: '0250 0105 1701 3707 5030', gueltigVon, lastschrifteinzugErlaubt: true, passwort: 'Geheim123!', ...extra });

describe.each(DATENBANKEN)('Bankverbindungen (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeEach(async () => {
    t = await bauen(art); // 2026-11-18T10:00 Europe/Berlin
    await einspielen(t.db, {
      anschlussnutzer: [
        kunde('1001', {
          bankverbindungen: [konto('BV-1', '2020-01-01', { mandatsreferenz: 'ALT-1' })],
          vertraege: [vertrag('V1', [konto('BV-V-akt', '2024-01-01', { gueltigBis: '2026-11-30' }), konto('BV-V-zuk', '2026-12-01')]), vertrag('V3')],
        }),
        kunde('1002', { vertraege: [vertrag('V2', [konto('BV-V2', '2020-01-01')])] }),
        kunde('1003'),
      ],
    });
    ich = t.als('1001');
  });
  afterEach(() => t.schliessen());

  const bis = async (id: string) => {
    const z = await t.db.selectFrom('bankverbindung').select('gueltig_bis').where('id', '=', id).executeTakeFirst();
    return z ? isoDatum(z.gueltig_bis) : undefined;
  };
  const outbox = async () => (await t.db.selectFrom('outbox').select(['art', 'vertrag_id']).orderBy('id').execute()).map((o) => `${o.art}:${o.vertrag_id ?? '-'}`);

  it('lists own accounts with BLZ and account number from the IBAN, and the current one or 204', async () => {
    const alle = (await ich.get('/anschlussnutzer/bankverbindungen')).json();
    expect(alle.map((k: { bankverbindungId: string }) => k.bankverbindungId).sort()).toEqual(['BV-1', 'BV-V-akt', 'BV-V-zuk']);
    expect((await ich.get('/anschlussnutzer/aktuelleBankverbindung')).json()).toMatchObject({ bankverbindungId: 'BV-1', blz: '37040044', kontonummer: '0532013000', valide: true });
    expect((await t.als('1003').get('/anschlussnutzer/aktuelleBankverbindung')).statusCode).toBe(204);
    expect((await ich.get('/V1/bankverbindung/aktuelle')).json().bankverbindungId).toBe('BV-V-akt');
    expect((await ich.get('/V3/bankverbindung/aktuelle')).statusCode).toBe(204);
  });

  it('answers 404 for another customer\'s contract and bank account', async () => {
    expect((await ich.get('/V2/bankverbindung/alle')).statusCode).toBe(404);
    expect((await ich.get('/V2/bankverbindung/aktuelle')).statusCode).toBe(404);
    expect((await ich.post('/V2/bankverbindung/anlegen', formular('2026-12-01'))).statusCode).toBe(404);
    expect((await ich.del('/V2/bankverbindung/beenden/BV-V2')).statusCode).toBe(404);
    expect((await ich.del('/V1/bankverbindung/beenden/BV-V2')).statusCode).toBe(404);
    expect((await ich.del('/V1/bankverbindung/loeschen/BV-V2')).statusCode).toBe(404);
    expect(await bis('BV-V2')).toBeNull();
  });

  it('deletes a future account and ends a current one, with SPEC\'s texts otherwise', async () => {
    expect((await ich.del('/V1/bankverbindung/loeschen/BV-V-akt')).json()).toEqual({ data: bankverbindungenTexte.liste.nichtGeloescht });
    expect((await ich.del('/V1/bankverbindung/beenden/BV-V-zuk')).json()).toEqual({ data: bankverbindungenTexte.liste.nichtBeendet });
    expect((await ich.del('/V1/bankverbindung/beenden/BV-V-akt')).statusCode).toBe(204);
    expect(await bis('BV-V-akt')).toBe('2026-11-18');
    expect((await ich.del('/V1/bankverbindung/beenden/BV-V-akt')).statusCode).toBe(409);
    expect((await ich.del('/V1/bankverbindung/loeschen/BV-V-zuk')).statusCode).toBe(204);
    expect(await bis('BV-V-zuk')).toBeUndefined();
    expect(await outbox()).toEqual(['bankverbindung_beendet:V1', 'bankverbindung_geloescht:V1']);
  });

  it('creates an account from the real check, with a unique mandate reference when direct debit is allowed', async () => {
    const res = await ich.post('/anschlussnutzer/bankverbindungAnlegen', formular('2026-12-01', { bic: 'FALSCHXXXXX', bankname: 'Erfunden' }));
    expect(res.statusCode).toBe(200);
    const neu = res.json();
    expect(neu).toMatchObject({ iban: 'DE02500105170137075030', bic: 'INGDDEFFXXX', bankname: 'ING-DiBa', blz: '50010517', kontonummer: '0137075030', lastschrifteinzugErlaubt: true, gueltigBis: null });
    expect(neu.mandatsreferenz).toMatch(/^EKP-1001-[A-Z2-9]{10}$/);
    expect(await bis('BV-1')).toBe('2026-11-30');
    const zweite = (await ich.post('/anschlussnutzer/bankverbindungAnlegen', formular('2027-01-01'))).json();
    expect(zweite.mandatsreferenz).not.toBe(neu.mandatsreferenz);
    const ohne = (await ich.post('/V3/bankverbindung/anlegen', formular('2026-11-19', { lastschrifteinzugErlaubt: false }))).json();
    expect(ohne.mandatsreferenz).toBeNull();
    expect(await outbox()).toEqual(['bankverbindung:-', 'bankverbindung_beendet:-', 'bankverbindung:-', 'bankverbindung_beendet:-', 'bankverbindung:V3']);
  });

  it('takes a mandate only when the customer gave or refused it explicitly', async () => {
    const { lastschrifteinzugErlaubt: _, ...ohneEntscheidung } = formular('2026-12-01');
    const res = await ich.post('/anschlussnutzer/bankverbindungAnlegen', ohneEntscheidung);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ data: bankverbindungenTexte.lastschriftEntscheidung, felder: { lastschrifteinzugErlaubt: bankverbindungenTexte.lastschriftEntscheidung } });
    expect(await outbox()).toEqual([]);
    expect(t.mails).toEqual([]);
  });

  it('stores another SEPA country’s account (Regulation (EU) 260/2012 Art. 9) and confirms each change by mail', async () => {
    const res = await ich.post('/V3/bankverbindung/anlegen', formular('2026-12-01', { iban: 'AT61 1904 3002 3457 3201' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ iban: 'AT611904300234573201', bic: null, bankname: null, blz: null, kontonummer: null, lastschrifteinzugErlaubt: true, valide: true });
    const referenz = res.json().mandatsreferenz as string;
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ an: expect.stringContaining('@'), betreff: expect.stringMatching(/^Ihre Bankverbindung wurde geändert \(B-20261118-[A-Z2-9]{6}\)$/) });
    const text = t.mails[0]!.text;
    expect(text).toContain('IBAN: AT61 … 3201');
    expect(text).not.toContain('AT611904300234573201');
    expect(text).toContain(`Mandatsreferenz ${referenz}`);
    expect(text).toContain('Gläubiger-Identifikationsnummer: DE98ZZZ09999999999');
    expect(text).toContain('innerhalb von acht Wochen');
    expect((await ich.del(`/V3/bankverbindung/loeschen/${res.json().bankverbindungId}`)).statusCode).toBe(204);
    expect((await ich.del('/V1/bankverbindung/beenden/BV-V-akt')).statusCode).toBe(204);
    expect(t.mails.slice(1).map((m) => m.text.split('\n')[2])).toEqual([
      `Ihre Bankverbindung ${res.json().bankverbindungId} wurde über das Kundenportal gelöscht.`,
      'Ihre Bankverbindung BV-V-akt wurde über das Kundenportal zum 18.11.2026 beendet.',
    ]);
  });

  it('refuses a bad form or a failing IBAN check with messages per field and stores nothing', async () => {
    const kurz = await ich.post('/anschlussnutzer/bankverbindungAnlegen', formular('2026-12-01', { kontoinhaber: 'Ma' }));
    expect(kurz.statusCode).toBe(400);
    expect(kurz.json().felder).toEqual({ kontoinhaber: bankverbindungenTexte.kontoinhaber });
    const heute = await ich.post('/anschlussnutzer/bankverbindungAnlegen', formular('2026-11-18'));
    expect(heute.json().felder).toEqual({ gueltigVon: 'Das Datum darf frühestens der 19.11.2026 sein.' });
    const pruefziffer = await ich.post('/anschlussnutzer/bankverbindungAnlegen', formular('2026-12-01', { iban: 'DE89370400440532013001' }));
    expect(pruefziffer.json()).toEqual({ data: bankverbindungenTexte.ibanPruefziffer, felder: { iban: bankverbindungenTexte.ibanPruefziffer } });
    const unbekannt = await ich.post('/anschlussnutzer/bankverbindungAnlegen', formular('2026-12-01', { iban: 'DE23999999990000000000' }));
    expect(unbekannt.json().felder).toEqual({ iban: bankverbindungenTexte.ibanBankUnbekannt });
    expect((await t.db.selectFrom('bankverbindung').select('id').execute()).length).toBe(4);
    expect(await bis('BV-1')).toBeNull();
    expect(await outbox()).toEqual([]);
  });

  it('checks IBANs for the form and limits the checks per session', async () => {
    const ok = await ich.get('/bankverbindung/pruefe?iban=89370400440532013000');
    expect(ok.json()).toMatchObject({ valide: true, bankname: 'Commerzbank', bic: 'COBADEFFXXX', feedback: { typ: 'valid' } });
    expect((await ich.get('/bankverbindung/pruefe?iban=DE8937040044053201300')).json()).toMatchObject({ valide: false, feedback: { typ: 'invalid', nachricht: bankverbindungenTexte.ibanFormat } });
    for (let i = 2; i < 30; i++) expect((await ich.get('/bankverbindung/pruefe?iban=DE23999999990000000000')).statusCode).toBe(200);
    const zuViele = await ich.get('/bankverbindung/pruefe?iban=DE89370400440532013000');
    expect(zuViele.statusCode).toBe(429);
    expect(zuViele.json()).toEqual({ data: bankverbindungenTexte.zuVielePruefungen });
    expect((await t.als('1001').get('/bankverbindung/pruefe?iban=DE89370400440532013000')).statusCode).toBe(429);
    expect((await t.als('1003').get('/bankverbindung/pruefe?iban=DE89370400440532013000')).statusCode).toBe(200);
    t.uhr.stellen('2026-11-18T10:10:01+01:00');
    expect((await t.als('1001').get('/bankverbindung/pruefe?iban=DE89370400440532013000')).statusCode).toBe(200);
  });
});
