import { ablesekampagneTexte as t } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATENBANKEN, mandanten, NORDLICHT_HOST, type TestApp } from '../../../test/helper.ts';
import { faelligeAusfuehren } from '../../shared/zeitplan/zeitplan.ts';
import { ablesekampagneAuftraege, kampagneErinnern } from './erinnerung.ts';
import { kampagneAnlegen, type Briefzeile } from './kampagne-anlegen.ts';
import { meldungSpeichern } from '../../domain/ablesemeldung/speichern.ts';
import { KAMPAGNE, kampagneAufbauen, NORDLICHT } from '../../../test/testdaten/ablesekampagne.ts';

// The signed-in side of the campaign. The clock stands at Wed 2026-11-18 10:00 Berlin; the campaign's
// Stichtag is 15 November (readings count from 1 November), its deadline 30 November, the reminder is due
// from 25 November. 1001 has V1 and V3 (HT/NT), 1002 has V2; nordlicht's 2001 has N1.
const nordlicht = NORDLICHT;
const aufgabe = (vertragId: string) => ({ vertragId, ...KAMPAGNE });

describe.each(DATENBANKEN)('Ablesekampagne für angemeldete Kunden (%s)', (art) => {
  let a: TestApp;
  let codes: Record<string, Briefzeile>;
  beforeEach(async () => {
    ({ a, codes } = await kampagneAufbauen(art));
  });
  afterEach(() => a.schliessen());

  const aufgaben = async (kundennummer: string, host?: string) => {
    const res = await a.als(kundennummer, host ? { host } : {}).get('/ablesekampagne/aufgaben');
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const melden = (payload: Record<string, unknown>) => a.app.inject({ method: 'POST', url: '/api/oeffentlich/zaehlerstand', headers: { 'x-forwarded-for': '203.0.113.7' }, payload });
  const lauf = () => faelligeAusfuehren({ db: a.db, uhr: a.uhr, mandanten }, ablesekampagneAuftraege(a.app.dienste));
  const mitteilungen = async () =>
    (await a.db.selectFrom('benachrichtigung').select(['mandant', 'kundennummer', 'schluessel', 'titel', 'link']).where('ereignis', '=', 'ablesekampagne_erinnerung').orderBy('mandant').orderBy('schluessel').execute()).map(
      (z) => `${z.mandant} ${z.kundennummer} ${z.schluessel.replace(/:\d+:/, ':K:')} ${z.link}`,
    ).sort();

  it('shows each open reading as a task until it is reported, signed in or with the code', async () => {
    expect(await aufgaben('1001')).toEqual([aufgabe('V1'), aufgabe('V3')]);
    expect(await aufgaben('1002')).toEqual([aufgabe('V2')]);
    // No task before the first day a reading counts (Stichtag − 14 days), nor once the code has ended.
    a.uhr.stellen('2026-10-31T10:00:00+01:00');
    expect(await aufgaben('1002')).toEqual([]);
    a.uhr.stellen('2026-12-31T10:00:00+01:00');
    expect(await aufgaben('1002')).toEqual([]);
    a.uhr.stellen('2026-11-18T10:00:00+01:00');
    expect(t.aufgabe('15.11.2026', '30.11.2026')).toBe('Zählerstand zum 15.11.2026 bis 30.11.2026 melden');
    // A signed-in reading within the Stichtag ± 14 days is the campaign's reading.
    const angemeldet = await a.als('1001').post('/V1/ablesungen', { ablesedatum: '2026-11-18', ablesewerte: { '1-1:1.8.0': 10890 }, zaehlernummer: 'Z1' });
    expect(angemeldet.statusCode).toBe(200);
    expect(await aufgaben('1001')).toEqual([aufgabe('V3')]);
    expect((await melden({ code: codes.V2!.code, ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.0': 500 } })).statusCode).toBe(201);
    expect(await aufgaben('1002')).toEqual([]);
    // A reading staff took on the phone counts too.
    const kampagneId = Number((await a.db.selectFrom('ablesekampagne').select('id').where('mandant', '=', 'musterstadt').executeTakeFirstOrThrow()).id);
    await meldungSpeichern(a.db, {
      mandant: 'musterstadt', kampagneId, stichtag: KAMPAGNE.stichtag, codeId: null, vertragId: 'V3', kundennummer: '1001', zaehlernummer: 'Z3', ablesedatum: '2026-11-15',
      ablesewerte: { '1-1:1.8.1': 60000, '1-1:1.8.2': 2000 }, plausibel: true, plausibilitaet: [], kanal: 'TELEFON', mitarbeiter: 'm.muster', jetzt: a.uhr.jetzt(),
    });
    expect(await aufgaben('1001')).toEqual([]);
  });

  it('keeps the tenants apart', async () => {
    expect(await aufgaben('2001', NORDLICHT_HOST)).toEqual([]);
    await kampagneAnlegen(a.db, a.app.dienste.schluessel, nordlicht, { stichtag: '2026-11-16', frist: '2026-11-29' });
    expect(await aufgaben('2001', NORDLICHT_HOST)).toEqual([{ vertragId: 'N1', stichtag: '2026-11-16', frist: '2026-11-29' }]);
    expect(await aufgaben('1001')).toEqual([aufgabe('V1'), aufgabe('V3')]);
    // The job of one tenant tells only its own customers.
    expect(await kampagneErinnern(a.db, 'nordlicht', '2026-11-18', a.uhr.jetzt())).toBe(1);
    expect(await mitteilungen()).toEqual(['nordlicht 2001 ablesekampagne:K:beginn:N1 /vertrag/N1/ablesung']);
  });

  it('tells at the start and five days before the deadline, each once, and not after the reading', async () => {
    // Two processes run the day's job at once: one run, one notice per open contract.
    await Promise.all([lauf(), lauf()]);
    const beginn = ['musterstadt 1001 ablesekampagne:K:beginn:V1 /vertrag/V1/ablesung', 'musterstadt 1001 ablesekampagne:K:beginn:V3 /vertrag/V3/ablesung', 'musterstadt 1002 ablesekampagne:K:beginn:V2 /vertrag/V2/ablesung'].sort();
    expect(await mitteilungen()).toEqual(beginn);
    const titel = await a.db.selectFrom('benachrichtigung').select(['titel', 'text']).where('schluessel', 'like', '%beginn:V1').executeTakeFirstOrThrow();
    expect(titel).toEqual({ titel: 'Bitte melden Sie Ihren Zählerstand zum 15.11.2026', text: 'Bitte teilen Sie uns den Zählerstand für Vertrag V1 zum 15.11.2026 bis zum 30.11.2026 mit.' });
    a.uhr.stellen('2026-11-19T10:00:00+01:00');
    await lauf();
    expect(await mitteilungen()).toEqual(beginn);

    expect((await melden({ code: codes.V1!.code, ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.0': 10870.5 } })).statusCode).toBe(201);
    // 1002 turns on mail for it on the preferences page (the start notice does not follow late); 24 November is one day early.
    const kunde1002 = a.als('1002');
    const { ereignisse, nachtsErlaubt, fensterStunden } = (await kunde1002.get('/benachrichtigungen/einstellungen')).json();
    expect(ereignisse.ablesekampagne_erinnerung).toEqual({ zentrale: true, push: true, mail: false });
    const speichern = await kunde1002.put('/benachrichtigungen/einstellungen', { ereignisse: { ...ereignisse, ablesekampagne_erinnerung: { zentrale: true, push: true, mail: true } }, nachtsErlaubt, fensterStunden });
    expect(speichern.statusCode).toBe(200);
    a.uhr.stellen('2026-11-24T10:00:00+01:00');
    await lauf();
    expect(await mitteilungen()).toEqual(beginn);
    a.uhr.stellen('2026-11-25T10:00:00+01:00');
    await lauf();
    const frist = ['musterstadt 1001 ablesekampagne:K:frist:V3 /vertrag/V3/ablesung', 'musterstadt 1002 ablesekampagne:K:frist:V2 /vertrag/V2/ablesung'];
    expect(await mitteilungen()).toEqual([...beginn, ...frist].sort());
    expect(await a.db.selectFrom('benachrichtigung').select('titel').where('schluessel', 'like', '%frist:V2').executeTakeFirstOrThrow()).toEqual({ titel: 'Erinnerung: Zählerstand bis 30.11.2026 melden' });
    const mails = await a.db.selectFrom('benachrichtigung_zustellung').select(['kundennummer', 'schluessel', 'kanal', 'faellig_ab']).where('ereignis', '=', 'ablesekampagne_erinnerung').execute();
    expect(mails.map((m) => [m.kundennummer, m.schluessel.replace(/:\d+:/, ':K:'), m.kanal, new Date(m.faellig_ab).toISOString()])).toEqual([['1002', 'ablesekampagne:K:frist:V2', 'mail', '2026-11-25T09:00:00.000Z']]);
    a.uhr.stellen('2026-11-26T10:00:00+01:00');
    await lauf();
    a.uhr.stellen('2026-12-01T10:00:00+01:00');
    await lauf();
    expect(await mitteilungen()).toEqual([...beginn, ...frist].sort());
  });

  it('keeps a night-time notice for the morning of a customer who keeps the night quiet', async () => {
    await a.db.insertInto('benachrichtigung_einstellung').values({ mandant: 'musterstadt', kundennummer: '1002', ereignis: 'ablesekampagne_erinnerung', kanal: 'mail', aktiv: true }).execute();
    await kampagneErinnern(a.db, 'musterstadt', '2026-11-18', new Date('2026-11-18T23:30:00+01:00'));
    const mail = await a.db.selectFrom('benachrichtigung_zustellung').select('faellig_ab').where('kundennummer', '=', '1002').executeTakeFirstOrThrow();
    expect(new Date(mail.faellig_ab).toISOString()).toBe('2026-11-19T06:00:00.000Z');
  });
});
