import { texte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, type TestApp, type Zugang } from '../../../test/helper.ts';
import { FOTO_MAX_BYTES } from './foto.ts';
import { ABLESUNG_TESTDATEN, JPEG_BASE64, PDF_BASE64, PNG_BASE64, pngMitGroesse } from '../../../test/testdaten/ablesungen.ts';

describe.each(DATENBANKEN)('Ablesung übermitteln (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, ABLESUNG_TESTDATEN);
    ich = t.als('1001');
  });
  afterEach(() => t.schliessen());

  const senden = (payload: Record<string, unknown>, vertrag = 'V1') => ich.post(`/${vertrag}/ablesungen`, payload);
  const gut = { ablesedatum: '2026-11-18', zaehlernummer: 'Z1', ablesewerte: { '1-1:1.8.0': 10900.5 } };
  const kundenablesungen = () => t.db.selectFrom('ablesung').selectAll().where('ermittlungsart', '=', 'KUNDE').execute();
  const outbox = () => t.db.selectFrom('outbox').selectAll().execute();
  async function nichtsGespeichert() {
    expect(await kundenablesungen()).toEqual([]);
    expect(await outbox()).toEqual([]);
  }

  it('stores a plausible reading with its photo as the customer’s, and hands it to the outbox', async () => {
    const res = await senden({ ...gut, foto: PNG_BASE64 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ablesung: {
        ablesedatum: '2026-11-18',
        zaehlernummer: 'Z1',
        ablesewerte: { '1-1:1.8.0': { obiskennzahl: '1-1:1.8.0', ablesewert: 10900.5, nachkommastellen: 1 } },
        ablesegrund: null,
        erfassungshinweis: null,
        ermittlungsart: 'KUNDE',
        ableseart: 'KUNDE',
      },
      plausibilitaet: { plausibel: true, kanaele: [{ obiskennzahl: '1-1:1.8.0', plausibel: true, erwartetVon: 10437.2, erwartetBis: 11311.8 }] },
    });
    const [gespeichert] = await kundenablesungen();
    expect(gespeichert).toMatchObject({ ableseart: 'KUNDE', foto_mime: 'image/png', plausibel: true });
    expect(Buffer.from(gespeichert!.foto!).equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
    const [eintrag] = await outbox();
    expect(eintrag).toMatchObject({ art: 'ablesung', kundennummer: '1001', vertrag_id: 'V1', mandant: 'musterstadt' });
    expect(eintrag!.payload).toMatchObject({
      ablesungId: gespeichert!.id,
      zaehlernummer: 'Z1',
      ablesedatum: '2026-11-18',
      ablesewerte: { '1-1:1.8.0': 10900.5 },
      ermittlungsart: 'KUNDE',
      plausibel: true,
      foto: { mime: 'image/png', bytes: 68 },
    });
    // The list shows it first.
    const liste = await ich.get('/V1/ablesungen');
    expect(liste.json()[0]).toMatchObject({ ablesedatum: '2026-11-18', ermittlungsart: 'KUNDE' });
  });

  it('accepts a JPEG, also as a data URL, and a reading without photo', async () => {
    expect((await senden({ ...gut, foto: `data:image/jpeg;base64,${JPEG_BASE64}` })).statusCode).toBe(200);
    expect((await kundenablesungen())[0]!.foto_mime).toBe('image/jpeg');
    expect((await senden({ ...gut, ablesedatum: '2026-11-17' })).statusCode).toBe(200);
  });

  it('stores an implausible reading (lower than the last one), marked so in the outbox', async () => {
    const res = await senden({ ...gut, ablesewerte: { '1-1:1.8.0': 9999 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().plausibilitaet).toEqual({
      plausibel: false,
      kanaele: [{ obiskennzahl: '1-1:1.8.0', plausibel: false, grund: 'Der Wert ist kleiner als die letzte Ablesung vom 20.08.2026 (10000,0).', erwartetVon: 10437.2, erwartetBis: 11311.8 }],
    });
    expect((await kundenablesungen())[0]!.plausibel).toBe(false);
    expect((await outbox())[0]!.payload).toMatchObject({ plausibel: false, plausibilitaet: [{ plausibel: false }] });
  });

  it('takes a lower HT value as a rollover of a 5-digit meter when the consumption fits', async () => {
    // HT 99800 on 20.08.; 10 kWh a day for 90 days → about 100700, shown as 00700.
    const res = await senden({ ablesedatum: '2026-11-18', zaehlernummer: 'Z3', ablesewerte: { '1-1:1.8.1': 700, '1-1:1.8.2': 5450.5 } }, 'V3');
    expect(res.statusCode).toBe(200);
    expect(res.json().plausibilitaet).toMatchObject({ plausibel: true, kanaele: [{ obiskennzahl: '1-1:1.8.1', plausibel: true, ueberlauf: true }, { obiskennzahl: '1-1:1.8.2', plausibel: true }] });
  });

  it('stores a repeated reading once and answers the same', async () => {
    const erste = await senden({ ...gut, foto: PNG_BASE64 });
    const zweite = await senden({ ...gut, foto: PNG_BASE64 });
    expect(zweite.statusCode).toBe(200);
    expect(zweite.json()).toEqual(erste.json());
    expect(await kundenablesungen()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it('stores two racing requests once', async () => {
    const antworten = await Promise.all([senden(gut), senden(gut), senden(gut)]);
    expect(antworten.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await kundenablesungen()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it('refuses a different value for the same meter and day with 409', async () => {
    await senden(gut);
    const res = await senden({ ...gut, ablesewerte: { '1-1:1.8.0': 10901 } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ data: 'Für diesen Zähler wurde an diesem Tag bereits ein anderer Zählerstand übermittelt.' });
    expect(await outbox()).toHaveLength(1);
  });

  describe('refuses with 400, a German text and nothing stored', () => {
    it.each([
      ['a future date (Europe/Berlin)', { ablesedatum: '2026-11-19' }, 'ablesedatum', 'Das Ablesedatum darf nicht in der Zukunft liegen.'],
      ['a date before lieferbeginn', { ablesedatum: '2023-12-31' }, 'ablesedatum', 'Das Ablesedatum darf nicht vor dem Lieferbeginn (01.01.2024) liegen.'],
      ['a missing channel', { ablesewerte: {} }, 'ablesewerte.1-1:1.8.0', 'Bitte geben Sie einen Zählerstand für 1-1:1.8.0 an.'],
      ['too many decimals', { ablesewerte: { '1-1:1.8.0': 10900.55 } }, 'ablesewerte.1-1:1.8.0', 'Die Ablesung darf höchstens 6 Vorkommastellen und darf maximal 1 Nachkommastelle(n) haben'],
      ['too many integer digits', { ablesewerte: { '1-1:1.8.0': 1234567 } }, 'ablesewerte.1-1:1.8.0', 'Die Ablesung darf höchstens 6 Vorkommastellen und darf maximal 1 Nachkommastelle(n) haben'],
      ['a negative value', { ablesewerte: { '1-1:1.8.0': -5 } }, 'ablesewerte.1-1:1.8.0', 'Die Ablesung darf höchstens 6 Vorkommastellen und darf maximal 1 Nachkommastelle(n) haben'],
      ['another meter', { zaehlernummer: 'Z2' }, 'zaehlernummer', 'Der angegebene Zähler gehört nicht zu diesem Vertrag.'],
    ])('%s', async (_fall, aenderung, feld, text) => {
      const res = await senden({ ...gut, ...aenderung });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ data: text, felder: { [feld]: text } });
      await nichtsGespeichert();
    });

    it('an extra channel', async () => {
      const res = await senden({ ...gut, ablesewerte: { '1-1:1.8.0': 10900, '1-1:2.8.0': 5 } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ data: 'Der Zähler hat kein Zählwerk 1-1:2.8.0.', felder: { 'ablesewerte.1-1:2.8.0': 'Der Zähler hat kein Zählwerk 1-1:2.8.0.' } });
      await nichtsGespeichert();
    });

    it('one of two channels missing', async () => {
      const res = await senden({ ablesedatum: '2026-11-18', zaehlernummer: 'Z3', ablesewerte: { '1-1:1.8.1': 700 } }, 'V3');
      expect(res.json()).toEqual({ data: 'Bitte geben Sie einen Zählerstand für 1-1:1.8.2 an.', felder: { 'ablesewerte.1-1:1.8.2': 'Bitte geben Sie einen Zählerstand für 1-1:1.8.2 an.' } });
      await nichtsGespeichert();
    });

    it('a PDF sent as photo (its name does not matter, its bytes do)', async () => {
      const res = await senden({ ...gut, foto: PDF_BASE64, dateiname: 'zaehler.png' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ data: 'Das Foto muss ein PNG- oder JPEG-Bild sein.' });
      await nichtsGespeichert();
    });

    it('a photo that is no base64', async () => {
      const res = await senden({ ...gut, foto: 'kein base64!' });
      expect(res.json()).toEqual({ data: 'Das Foto konnte nicht gelesen werden.' });
      await nichtsGespeichert();
    });

    it('a contract without meter', async () => {
      const res = await senden({ ...gut, zaehlernummer: 'X' }, 'V4');
      expect(res.json()).toEqual({ data: 'Zu diesem Vertrag ist kein Zähler hinterlegt.' });
    });

    it('a malformed body', async () => {
      const res = await senden({ ablesedatum: '18.11.2026', zaehlernummer: 'Z1', ablesewerte: { '1-1:1.8.0': '10900' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toBe(texte.allgemein.ungueltigeEingabe);
      await nichtsGespeichert();
    });
  });

  it('uses the Europe/Berlin day: at 00:30 on the 19th the 19th is today', async () => {
    t.uhr.stellen('2026-11-18T23:30:00Z');
    ich = t.als('1001');
    expect((await senden({ ...gut, ablesedatum: '2026-11-19' })).statusCode).toBe(200);
  });

  it('takes a photo of exactly 10 MB and refuses one just above with 413', async () => {
    expect((await senden({ ...gut, foto: pngMitGroesse(FOTO_MAX_BYTES) })).statusCode).toBe(200);
    const res = await senden({ ...gut, ablesedatum: '2026-11-17', foto: pngMitGroesse(FOTO_MAX_BYTES + 3) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ data: 'Das Foto darf höchstens 10 MB groß sein.' });
    expect(await kundenablesungen()).toHaveLength(1);
    // Without a photo directory PGlite takes the 10 MB as a bytea into its one heap: ~13 s alone on this
    // machine (production keeps photos as files there), more beside the whole suite. Not a timed check.
  }, 120_000);

  it('refuses a 12 MB photo with 413 over real HTTP, stores nothing and keeps answering', async () => {
    const headers = await ich.kopf();
    const adresse = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${adresse}/api/V1/ablesungen`, {
      method: 'POST',
      headers: { ...headers, host: '127.0.0.1', 'content-type': 'application/json' },
      body: JSON.stringify({ ...gut, foto: pngMitGroesse(12 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ data: texte.allgemein.zuGross });
    await nichtsGespeichert();
    const danach = await fetch(`${adresse}/api/V1/ablesungen`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(gut) });
    expect(danach.status).toBe(200);
  });
});
