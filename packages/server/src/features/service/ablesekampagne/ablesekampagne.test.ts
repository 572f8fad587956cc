import { ablesekampagneTexte, kampagnenTexte as t, texte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, mandanten, NORDLICHT_HOST, type TestApp, type Zugang } from '../../../../test/helper.ts';
import { ABLESUNG_TESTDATEN, STROM } from '../../../../test/testdaten/ablesungen.ts';
import { kampagneMitCodes } from '../../../../test/testdaten/ablesekampagne.ts';
import { mitarbeiter } from '../testhilfe.ts';

// The clock stands at Wed 2026-11-18 10:00 Berlin. Campaign on 15 November, deadline 30 November:
// 1001 has V1 (about 10 kWh a day, 10000 on 20 August) and V3 (HT/NT); 1002 has V2 (no reading yet).
const musterstadt = mandanten.alle.find((m) => m.key === 'musterstadt')!;
const nordlicht = mandanten.alle.find((m) => m.key === 'nordlicht')!;
const KAMPAGNE = { stichtag: '2026-11-15', frist: '2026-11-30' };

describe.each(DATENBANKEN)('Servicekonsole: Ablesekampagnen (%s)', (art) => {
  let a: TestApp;
  let bert: Zugang;
  let id: number;
  let codes: Record<string, string>;
  beforeEach(async () => {
    a = await bauen(art);
    await einspielen(a.db, ABLESUNG_TESTDATEN);
    ({ id, codes } = await kampagneMitCodes(a, musterstadt, KAMPAGNE));
    await mitarbeiter(a, 'bert');
    bert = a.alsMitarbeiter('bert');
  }, 180_000);
  afterEach(() => a.schliessen());

  const url = (rest = '') => `/service/ablesekampagnen/${id}${rest}`;
  const telefon = (vertrag: string, body: Record<string, unknown>, wer = bert) => wer.post(url(`/vertraege/${vertrag}/ablesung`), body);
  const protokoll = (aktion: string) => a.db.selectFrom('service_protokoll').select(['kennung', 'kundennummer', 'details']).where('aktion', '=', aktion).execute();
  const erinnerungen = () => a.db.selectFrom('benachrichtigung').select(['kundennummer', 'text']).where('ereignis', '=', 'ablesekampagne_erinnerung').orderBy('text').execute();

  it('shows the progress by channel and by day: with the code, signed in, by staff on the phone', async () => {
    expect((await bert.get('/service/ablesekampagnen')).json()).toEqual({ kampagnen: [{ id, ...KAMPAGNE, gesamt: 3, gemeldet: 0 }] });
    a.uhr.stellen('2026-11-17T10:00:00+01:00');
    const code = await a.anonym().post('/oeffentlich/zaehlerstand', { code: codes.V2!, ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.0': 500 } });
    expect(code.statusCode, code.body).toBe(201);
    a.uhr.stellen('2026-11-18T10:00:00+01:00');
    expect((await telefon('V1', { ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.0': 10870.5 } })).statusCode).toBe(201);
    // The signed-in customer's own reading of V3's meter within the Stichtag ± 14 days counts as reported.
    await a.db.insertInto('ablesung').values({ mandant: 'musterstadt', vertrag_id: 'V3', zaehlernummer: 'Z3', ablesedatum: '2026-11-16', ablesewerte: JSON.stringify({ '1-1:1.8.1': 670, '1-1:1.8.2': 5435 }), ermittlungsart: 'KUNDE', ableseart: 'KUNDE', erstellt: a.uhr.jetzt() }).execute();
    const stand = await bert.get(url());
    expect(stand.statusCode, stand.body).toBe(200);
    expect(stand.json()).toEqual({
      id, ...KAMPAGNE, gesamt: 3, gemeldet: 3, offen: 0,
      jeWeg: { code: 1, angemeldet: 1, telefon: 1 },
      jeTag: [{ tag: '2026-11-17', code: 1, angemeldet: 0, telefon: 0 }, { tag: '2026-11-18', code: 0, angemeldet: 1, telefon: 1 }],
    });
  });

  it('takes a reading by phone with the same rules, marks its origin and the staff member, and audits it', async () => {
    const ausserhalb = await telefon('V1', { ablesedatum: '2026-10-01', ablesewerte: { '1-1:1.8.0': 10870.5 } });
    expect(ausserhalb.statusCode).toBe(400);
    expect(ausserhalb.json()).toEqual({ data: ablesekampagneTexte.datumAusserhalb('01.11.2026', '18.11.2026'), felder: { ablesedatum: ablesekampagneTexte.datumAusserhalb('01.11.2026', '18.11.2026') } });
    const ungewoehnlich = await telefon('V1', { ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.0': 20000 } });
    expect(ungewoehnlich.statusCode).toBe(422);
    expect(Object.keys(ungewoehnlich.json().felder)).toEqual(['ablesewerte.1-1:1.8.0']);
    expect(await a.db.selectFrom('ablesemeldung').selectAll().execute()).toEqual([]);
    const ok = await telefon('V1', { ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.0': 20000 }, trotzdem: true });
    expect(ok.statusCode, ok.body).toBe(201);
    const { eingangsnummer } = ok.json();
    expect(await a.db.selectFrom('ablesemeldung').select(['vertrag_id', 'kanal', 'mitarbeiter', 'code_id', 'eingangsnummer']).execute()).toEqual([{ vertrag_id: 'V1', kanal: 'TELEFON', mitarbeiter: 'bert', code_id: null, eingangsnummer }]);
    const ablesung = await a.db.selectFrom('ablesung').select(['erfassungshinweis', 'plausibel']).where('vertrag_id', '=', 'V1').where('ablesedatum', '=', '2026-11-15').executeTakeFirstOrThrow();
    expect(ablesung).toEqual({ erfassungshinweis: ablesekampagneTexte.herkunftTelefon, plausibel: false });
    expect(await protokoll('ablesekampagne_telefon')).toEqual([{ kennung: 'bert', kundennummer: '1001', details: `Stichtag 15.11.2026, Vertrag V1, Eingangsnummer ${eingangsnummer}, ungewöhnlicher Wert bestätigt` }]);
    // A contract outside the campaign (V4 has no meter) is unknown here.
    const fremd = await telefon('V4', { ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.0': 1 } });
    expect(fremd.statusCode).toBe(404);
    expect(fremd.json()).toEqual({ data: t.nichtInKampagne });
  });

  it('lists the open contracts filtered, exports them as CSV for the post, and reminds those with an account once a day', async () => {
    await a.db.updateTable('anschlussnutzer').set({ passwort_hash: null }).where('kundennummer', '=', '1002').execute();
    const offen = async (q: string) => (await bert.get(url(`/offen${q}`))).json() as { vertraege: { vertragId: string; konto: boolean; kanaele: { bezeichnung: string }[] }[]; gesamt: number };
    const alle = await offen('');
    expect(alle.gesamt).toBe(3);
    expect(alle.vertraege.map((v) => [v.vertragId, v.konto])).toEqual([['V1', true], ['V3', true], ['V2', false]]);
    expect(alle.vertraege[1]!.kanaele.map((k) => k.bezeichnung)).toEqual(['HT', 'NT']);
    expect((await offen('?suche=z3')).vertraege.map((v) => v.vertragId)).toEqual(['V3']);
    expect((await offen('?konto=ohne')).vertraege.map((v) => v.vertragId)).toEqual(['V2']);
    expect((await bert.get(url('/offen?konto=vielleicht'))).statusCode).toBe(400);

    const csv = await bert.get(url('/offen'), { headers: { accept: 'text/csv' } });
    expect(csv.headers['content-type']).toContain('text/csv');
    const zeilen = csv.body.trim().split('\r\n');
    expect(zeilen[0]).toBe('Kundennummer;Name;Straße;Hausnummer;PLZ;Ort;Vertrag;Zähler;Stichtag;Frist;Kundenkonto;Zuletzt erinnert');
    expect(zeilen).toHaveLength(4);
    expect(zeilen[3]).toMatch(/^1002;[^;]*;Hauptstraße;1;12345;Musterstadt;V2;Z2;15\.11\.2026;30\.11\.2026;nein;$/);
    expect((await protokoll('ablesekampagne_export')).map((z) => z.details)).toEqual(['Stichtag 15.11.2026']);

    const erinnert = await bert.post(url('/erinnerung'), {});
    expect(erinnert.statusCode, erinnert.body).toBe(200);
    expect(erinnert.json()).toEqual({ erinnert: 2, ohneKonto: 1 });
    expect((await erinnerungen()).map((e) => [e.kundennummer, e.text])).toEqual([
      ['1001', 'Bitte melden Sie den Zählerstand zum 15.11.2026 für Vertrag V1 bis zum 30.11.2026.'],
      ['1001', 'Bitte melden Sie den Zählerstand zum 15.11.2026 für Vertrag V3 bis zum 30.11.2026.'],
    ]);
    expect((await offen('?konto=mit')).vertraege.every((v) => (v as unknown as { erinnert: string | null }).erinnert === '2026-11-18T09:00:00.000Z')).toBe(true);
    expect(await protokoll('ablesekampagne_erinnerung')).toEqual([{ kennung: 'bert', kundennummer: null, details: 'Stichtag 15.11.2026: 2 Verträge' }]);
    // A second click the same day tells nobody twice; after the deadline there is no reminder.
    await bert.post(url('/erinnerung'), {});
    expect(await erinnerungen()).toHaveLength(2);
    a.uhr.stellen('2026-12-01T10:00:00+01:00');
    const spaet = await a.alsMitarbeiter('bert').post(url('/erinnerung'), {});
    expect(spaet.statusCode).toBe(409);
    expect(spaet.json()).toEqual({ data: t.fristVorbei });
  });

  it('keeps tenants apart: another tenant’s campaign is unknown, and its staff see and change nothing of it', async () => {
    await einspielen(a.db, { anschlussnutzer: [kunde('2001', { vertraege: [{ id: 'N1', versorgungsart: 'Strom', anmeldungsart: 'Lieferantenwechsel', lieferbeginn: '2024-01-01', strasse: 'Weg', hausnummer: '2', plz: '24103', ort: 'Kiel', kundenArt: 'Haushaltskunde', zaehler: { nummer: 'NZ1', kanaele: [STROM] } }] })] }, 'nordlicht');
    const nord = await kampagneMitCodes(a, nordlicht, { stichtag: '2026-11-16', frist: '2026-11-30' });
    await mitarbeiter(a, 'nina', 'ADMIN', 'nordlicht');
    const nina = a.alsMitarbeiter('nina', { host: NORDLICHT_HOST, mandant: 'nordlicht' });
    expect((await nina.get('/service/ablesekampagnen')).json()).toEqual({ kampagnen: [{ id: nord.id, stichtag: '2026-11-16', frist: '2026-11-30', gesamt: 1, gemeldet: 0 }] });
    const antworten = [
      await nina.get(url()),
      await nina.get(url('/offen')),
      await nina.get(url('/offen'), { headers: { accept: 'text/csv' } }),
      await nina.post(url('/erinnerung'), {}),
      await telefon('V1', { ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.0': 10870.5 } }, nina),
      await bert.get(`/service/ablesekampagnen/${nord.id}`),
      await bert.post(`/service/ablesekampagnen/${nord.id}/vertraege/N1/ablesung`, { ablesedatum: '2026-11-16', ablesewerte: { '1-1:1.8.0': 1 } }),
    ];
    for (const res of antworten) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ data: texte.allgemein.nichtGefunden });
    }
    expect(await erinnerungen()).toEqual([]);
    expect(await a.db.selectFrom('ablesemeldung').selectAll().execute()).toEqual([]);
    expect((await a.anonym().get('/service/ablesekampagnen')).statusCode).toBe(401);
  });
});
