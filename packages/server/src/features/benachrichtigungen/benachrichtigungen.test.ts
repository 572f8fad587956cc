import { benachrichtigungenApi, EREIGNISSE, type BenachrichtigungsEinstellungen as Einstellungen } from '@ekp/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { zustellen } from '../../domain/benachrichtigungen/zustellen.ts';
import { pushSenden, vapidSchluesselErzeugen } from '../../shared/push/push.ts';
import { pushErlaubnis } from '../../shared/push/push-ziel.ts';
import { bauen, DATENBANKEN, einspielen, kunde, mandanten, type TestApp } from '../../../test/helper.ts';
import { pushEmpfaengerStarten } from '../../../test/push-empfaenger.ts';
import { preisEreignisseMelden } from './preise.ts';

const VAPID = vapidSchluesselErzeugen();
let empfaenger: Awaited<ReturnType<typeof pushEmpfaengerStarten>>;
beforeAll(async () => (empfaenger = await pushEmpfaengerStarten()));
afterAll(() => empfaenger.schliessen());

const alle = (kanaele: { zentrale: boolean; push: boolean; mail: boolean }) => Object.fromEntries(EREIGNISSE.map((e) => [e, kanaele])) as Einstellungen['ereignisse'];
const dynamisch = (kn: string, tarif: { aufschlag?: number; preisbestandteile?: string } = {}) =>
  kunde(kn, {
    email: `${kn}@example.org`,
    vertraege: [
      {
        id: `${kn}01`, versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2024-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Musterstadt', kundenArt: 'Haushaltskunde',
        tarife: [{ name: 'Dynamisch', tariftyp: 'DYNAMISCHER_PREIS', istDynamisch: true, grundpreis: 10, arbeitspreis: 0.3, gueltigVon: '2024-01-01', ...tarif }],
      },
    ],
  });

describe.each(DATENBANKEN)('Benachrichtigungen (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art, { vapid: VAPID, jetzt: '2026-11-18T14:30:00+01:00', pushDienste: [empfaenger.url] });
    await einspielen(t.db, { anschlussnutzer: [dynamisch('1001'), dynamisch('1002'), kunde('1003', { email: '1003@example.org' })] });
    // Tomorrow's 24 hourly prices: cheapest 13–15 h, negative at 14 h.
    const preise = Array.from({ length: 24 }, (_, h) => ({ mandant: 'musterstadt', von: new Date(Date.UTC(2026, 10, 18, 23 + h)), bis: new Date(Date.UTC(2026, 10, 18, 24 + h)), preis: h === 13 ? 1 : h === 14 ? -5 : 80 + h }));
    await t.db.insertInto('marktpreis').values(preise).execute();
    empfaenger.empfangen.length = 0;
    empfaenger.anzahl.clear();
    empfaenger.antwort.clear();
  });
  afterEach(() => t.schliessen());

  const dienste = () => ({ db: t.db, uhr: t.uhr, mailer: { senden: async (m: (typeof t.mails)[number]) => void t.mails.push(m) }, mandanten, vapid: VAPID, pushErlaubnis: pushErlaubnis([empfaenger.url]) });
  const geraetAnmelden = (kn: string, pfad = `/${kn}`) => t.als(kn).post(benachrichtigungenApi.pushAnmelden, { endpoint: `${empfaenger.url}${pfad}`, keys: empfaenger.schluessel, geraet: 'Testtelefon' });

  it('the price event reaches each dynamic-tariff customer once per channel: centre, push (title and link only) and mail as chosen', async () => {
    expect((await geraetAnmelden('1001')).statusCode).toBe(201);
    const mitMail = { ...(await t.als('1002').get(benachrichtigungenApi.einstellungen)).json(), nachtsErlaubt: false, fensterStunden: 1 };
    mitMail.ereignisse = alle({ zentrale: true, push: true, mail: true });
    delete mitMail.pushGeraete;
    delete mitMail.pushSchluessel;
    expect((await t.als('1002').put(benachrichtigungenApi.einstellungenSpeichern, mitMail)).statusCode).toBe(200);

    expect(await preisEreignisseMelden(t.db, 'musterstadt', '2026-11-18', t.uhr.jetzt())).toBe(2);
    // A second process, a retried job: nothing new.
    await preisEreignisseMelden(t.db, 'musterstadt', '2026-11-18', t.uhr.jetzt());
    await zustellen(dienste());
    await zustellen(dienste());

    const nachTitel = <T extends { titel?: string; betreff?: string }>(a: T[]) => [...a].sort((x, y) => String(x.titel ?? x.betreff).localeCompare(String(y.titel ?? y.betreff)));
    expect(nachTitel(empfaenger.empfangen.map((p) => ({ pfad: p.pfad, titel: (p.inhalt as { titel: string }).titel, link: (p.inhalt as { link: string }).link })))).toEqual([
      { pfad: '/1001', titel: 'Morgen am günstigsten: 13:00–15:00 Uhr', link: '/vertraege' },
      { pfad: '/1001', titel: 'Morgen negative Strompreise: 14:00–15:00 Uhr', link: '/vertraege' },
    ]);
    expect(empfaenger.empfangen[0]!.kopf.authorization).toMatch(/^vapid t=/);
    // Besides title and link only the opaque id, which is also the Topic: no customer number, no key.
    for (const p of empfaenger.empfangen) {
      expect(Object.keys(p.inhalt as object).sort()).toEqual(['id', 'link', 'titel']);
      expect((p.inhalt as { id: string }).id).toBe(p.kopf.topic);
      expect(JSON.stringify(p.inhalt)).not.toMatch(/1001|preisfenster:|musterstadt/);
    }
    expect(nachTitel(t.mails).map((m) => [m.an, m.betreff])).toEqual([
      ['1002@example.org', 'Morgen am günstigsten: 14:00–15:00 Uhr'],
      ['1002@example.org', 'Morgen negative Strompreise: 14:00–15:00 Uhr'],
    ]);
    const liste = (await t.als('1001').get(benachrichtigungenApi.liste)).json();
    expect(liste.map((b: { ereignis: string; gelesen: boolean }) => [b.ereignis, b.gelesen]).sort()).toEqual([['negativpreis', false], ['preisfenster', false]]);
    expect((await t.als('1003').get(benachrichtigungenApi.liste)).json()).toEqual([]);
  });

  it('marks an entry read; another customer\'s entry is 404 and stays unread', async () => {
    await preisEreignisseMelden(t.db, 'musterstadt', '2026-11-18', t.uhr.jetzt());
    const [erste] = (await t.als('1001').get(benachrichtigungenApi.liste)).json();
    expect((await t.als('1002').put(benachrichtigungenApi.gelesen, undefined, { params: { id: erste.id } })).statusCode).toBe(404);
    expect((await t.als('1001').put(benachrichtigungenApi.gelesen, undefined, { params: { id: erste.id } })).statusCode).toBe(204);
    const danach = (await t.als('1001').get(benachrichtigungenApi.liste)).json();
    expect(danach.find((b: { id: string }) => b.id === erste.id).gelesen).toBe(true);
  });

  it('honours the preferences: push off means no push, centre off means no entry', async () => {
    await geraetAnmelden('1001');
    const e = (await t.als('1001').get(benachrichtigungenApi.einstellungen)).json();
    const aus = { ereignisse: alle({ zentrale: false, push: false, mail: false }), nachtsErlaubt: false, fensterStunden: 2 };
    expect(e.pushGeraete).toHaveLength(1);
    await t.als('1001').put(benachrichtigungenApi.einstellungenSpeichern, aus);
    await preisEreignisseMelden(t.db, 'musterstadt', '2026-11-18', t.uhr.jetzt());
    await zustellen(dienste());
    expect(empfaenger.empfangen).toEqual([]);
    expect((await t.als('1001').get(benachrichtigungenApi.liste)).json()).toEqual([]);
  });

  it('quiet hours: an event at 23:00 waits for 7:00 unless the customer allows the night', async () => {
    await geraetAnmelden('1001');
    await geraetAnmelden('1002');
    await t.als('1002').put(benachrichtigungenApi.einstellungenSpeichern, { ereignisse: alle({ zentrale: true, push: true, mail: false }), nachtsErlaubt: true, fensterStunden: 2 });
    t.uhr.stellen('2026-11-18T23:00:00+01:00');
    await preisEreignisseMelden(t.db, 'musterstadt', '2026-11-18', t.uhr.jetzt());
    await zustellen(dienste());
    expect([...new Set(empfaenger.empfangen.map((p) => p.pfad))]).toEqual(['/1002']);
    // The centre shows it at once, it is no disturbance.
    expect((await t.als('1001').get(benachrichtigungenApi.liste)).json()).toHaveLength(2);
    t.uhr.stellen('2026-11-19T06:59:00+01:00');
    await zustellen(dienste());
    expect(empfaenger.empfangen.filter((p) => p.pfad === '/1001')).toEqual([]);
    t.uhr.stellen('2026-11-19T07:00:00+01:00');
    await zustellen(dienste());
    expect(empfaenger.empfangen.filter((p) => p.pfad === '/1001')).toHaveLength(2);
  });

  it('an expired subscription (410) is deleted; a device is removable; another customer\'s device is 404', async () => {
    const weg = (await geraetAnmelden('1001', '/abgelaufen')).json();
    const bleibt = (await geraetAnmelden('1001', '/bleibt')).json();
    empfaenger.antwort.set('/abgelaufen', 410);
    await preisEreignisseMelden(t.db, 'musterstadt', '2026-11-18', t.uhr.jetzt());
    await zustellen(dienste());
    const ids = (await t.db.selectFrom('push_abo').select('id').execute()).map((r) => r.id);
    expect(ids).toEqual([bleibt.id]);
    expect(weg.id).not.toBe(bleibt.id);
    expect((await t.als('1002').del(benachrichtigungenApi.pushAbmelden, { params: { pushId: bleibt.id } })).statusCode).toBe(404);
    expect((await t.als('1001').del(benachrichtigungenApi.pushAbmelden, { params: { pushId: bleibt.id } })).statusCode).toBe(204);
    expect(await t.db.selectFrom('push_abo').select('id').execute()).toEqual([]);
  });

  it('a delivery claimed by a process that died is taken over after its lease, and sent once', async () => {
    await geraetAnmelden('1001');
    await preisEreignisseMelden(t.db, 'musterstadt', '2026-11-18', t.uhr.jetzt());
    // A process claimed everything and died before sending.
    await sql`update benachrichtigung_zustellung set zustand = 'LAEUFT', frist_bis = ${new Date(t.uhr.jetzt().getTime() + 60_000)}`.execute(t.db);
    await zustellen(dienste());
    expect(empfaenger.empfangen).toEqual([]);
    t.uhr.stellen(new Date(t.uhr.jetzt().getTime() + 61_000));
    await zustellen(dienste());
    await zustellen(dienste());
    expect(empfaenger.empfangen.map((p) => p.pfad)).toEqual(['/1001', '/1001']);
    expect(new Set(empfaenger.empfangen.map((p) => (p.inhalt as { titel: string }).titel)).size).toBe(2);
  });

  it('a push the service accepted but whose mark was lost (process killed) goes again after the lease with the same Topic and id', async () => {
    await geraetAnmelden('1001');
    await preisEreignisseMelden(t.db, 'musterstadt', '2026-11-18', t.uhr.jetzt());
    await zustellen(dienste());
    expect(empfaenger.empfangen).toHaveLength(2);
    // As if the process died after the push service's 201 and before its committed mark.
    await sql`update benachrichtigung_zustellung set zustand = 'LAEUFT', besitzer = 'tot', frist_bis = ${new Date(t.uhr.jetzt().getTime() + 60_000)}, gesendet = null where kanal = 'push'`.execute(t.db);
    await zustellen(dienste());
    expect(empfaenger.empfangen).toHaveLength(2);
    t.uhr.stellen(new Date(t.uhr.jetzt().getTime() + 61_000));
    await zustellen(dienste());
    expect(empfaenger.empfangen).toHaveLength(4);
    const nachThema = new Map<string, string[]>();
    for (const p of empfaenger.empfangen) nachThema.set(String(p.kopf.topic), [...(nachThema.get(String(p.kopf.topic)) ?? []), (p.inhalt as { id: string }).id]);
    // Two events, each twice with one Topic and one id: the push service replaces, the worker shows it once.
    expect([...nachThema.values()].map((ids) => ids.length)).toEqual([2, 2]);
    for (const [thema, ids] of nachThema) expect(new Set(ids)).toEqual(new Set([thema]));
    expect(await t.db.selectFrom('benachrichtigung_zustellung').select(['zustand', 'besitzer']).execute()).toEqual([
      { zustand: 'GESENDET', besitzer: null },
      { zustand: 'GESENDET', besitzer: null },
    ]);
  });

  it('a stopping process releases the rows it claimed but never started, due again at once', async () => {
    await geraetAnmelden('1001');
    await preisEreignisseMelden(t.db, 'musterstadt', '2026-11-18', t.uhr.jetzt());
    let aufrufe = 0;
    // Claims a batch, then stops before the first send.
    await zustellen(dienste(), { halt: () => aufrufe++ > 0 });
    expect(empfaenger.empfangen).toEqual([]);
    expect(await t.db.selectFrom('benachrichtigung_zustellung').select(['zustand', 'besitzer', 'versuche']).execute()).toEqual([
      { zustand: 'OFFEN', besitzer: null, versuche: 0 },
      { zustand: 'OFFEN', besitzer: null, versuche: 0 },
    ]);
    // Due at once for the next pass, no lease to wait for.
    await zustellen(dienste());
    expect(empfaenger.empfangen).toHaveLength(2);
  });

  it('the cheapest window is the saving tools\' one, on the all-in price of the customer\'s tariff, not the exchange price', async () => {
    // Realistic EUR/kWh prices: the exchange is cheapest 13–15 h, but a low grid fee 03–05 h (§ 14a) makes
    // the all-in price cheapest there for a tariff with these components.
    await sql`update marktpreis set preis = preis / 1000`.execute(t.db);
    const NETZ = { id: 'netz-n', netzentgelt: { standard: 0.1, niedriglast: 0, zeitfenster: [{ quartale: [4], von: '03:00', bis: '05:00', stufe: 'NLZ' as const }] }, konzessionsabgabe: 0.0166, kwkgUmlage: 0.00277, stromnevUmlage: 0.01558, offshoreUmlage: 0.00816, stromsteuer: 0.0205, umsatzsteuer: 0.19 };
    await einspielen(t.db, { anschlussnutzer: [dynamisch('1004', { aufschlag: 0.02, preisbestandteile: 'netz-n' })], preisbestandteile: [NETZ] });
    expect(await preisEreignisseMelden(t.db, 'musterstadt', '2026-11-18', t.uhr.jetzt())).toBe(3);
    const titel = async (kn: string) => (await t.db.selectFrom('benachrichtigung').select('titel').where('kundennummer', '=', kn).where('ereignis', '=', 'preisfenster').executeTakeFirstOrThrow()).titel;
    expect(await titel('1001')).toBe('Morgen am günstigsten: 13:00–15:00 Uhr');
    expect(await titel('1004')).toBe('Morgen am günstigsten: 03:00–05:00 Uhr');
    const text = (await t.db.selectFrom('benachrichtigung').select('text').where('kundennummer', '=', '1004').where('ereignis', '=', 'preisfenster').executeTakeFirstOrThrow()).text;
    // Mean all-in of 03–05 h: ((0.083 + 0.084) / 2 + 0.02 + 0 + 0.06361) × 1.19 = 0.19886 EUR/kWh, shown to 0.01 ct.
    expect(text).toContain('im Mittel 19,89 ct/kWh Endpreis');
  });

  it('refuses a malformed subscription in German, storing nothing', async () => {
    const r = await t.als('1001').post(benachrichtigungenApi.pushAnmelden, { endpoint: 'javascript:alert(1)', keys: empfaenger.schluessel });
    expect(r.statusCode).toBe(400);
    expect(r.json().data).toBe('Die Push-Anmeldung dieses Geräts ist ungültig.');
    expect(await t.db.selectFrom('push_abo').select('id').execute()).toEqual([]);
  });

  it('stores only https endpoints of the browser push services and real keys; anything else is 400 in German, nothing stored', async () => {
    const abonnieren = (endpoint: string, keys = empfaenger.schluessel) => t.als('1001').post(benachrichtigungenApi.pushAnmelden, { endpoint, keys });
    for (const endpoint of [
      'http://127.0.0.1:9/x', 'https://127.0.0.1/x', 'https://localhost/x', 'https://[::ffff:127.0.0.1]/x', 'https://2130706433/x', 'http://169.254.169.254/latest/meta-data',
      'https://10.0.0.1/x', 'https://127.0.0.1:5432/', 'http://fcm.googleapis.com/fcm/send/abc', 'https://fcm.googleapis.com.boese.example/x', 'https://boese-fcm.googleapis.com.example/x',
      `${empfaenger.url.replace('127.0.0.1', 'localhost')}/x`,
    ]) {
      const r = await abonnieren(endpoint);
      expect(r.statusCode, endpoint).toBe(400);
      expect(r.json().data).toBe('Die Push-Anmeldung dieses Geräts ist ungültig.');
    }
    const punktAusserhalb = `B${'A'.repeat(86)}`;
    for (const keys of [{ p256dh: 'x', auth: 'y' }, { p256dh: empfaenger.schluessel.p256dh, auth: 'y' }, { p256dh: punktAusserhalb, auth: empfaenger.schluessel.auth }, { p256dh: empfaenger.schluessel.p256dh.slice(0, 60), auth: empfaenger.schluessel.auth }]) {
      const r = await abonnieren('https://fcm.googleapis.com/fcm/send/abc', keys);
      expect(r.statusCode, JSON.stringify(keys)).toBe(400);
      // Two bad fields give the general text, one the subscription's own.
      expect(r.json().data).toMatch(/^(Die Push-Anmeldung dieses Geräts ist ungültig\.|Die Eingaben sind ungültig\. .*)$/);
    }
    expect(await t.db.selectFrom('push_abo').select('id').execute()).toEqual([]);
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/abc', 'https://web.push.apple.com/abc', 'https://wns2-par02p.notify.windows.com/w/?token=abc']) {
      expect((await abonnieren(endpoint)).statusCode, endpoint).toBe(201);
    }
  });

  it('sends only to addresses outside the own network, checked when sending (a listed name that resolves to loopback is refused)', async () => {
    const ziel = { endpoint: `https://localhost:${new URL(empfaenger.url).port}/intern`, ...empfaenger.schluessel };
    const vapid = { ...VAPID, subject: 'mailto:test@example.org' };
    await expect(pushSenden(ziel, { titel: 'x', link: '/' }, 'k', vapid, pushErlaubnis(['localhost']))).rejects.toThrow('Push-Ziel im eigenen Netz abgelehnt');
    await expect(pushSenden({ ...ziel, endpoint: 'https://127.0.0.1/x' }, { titel: 'x', link: '/' }, 'k', vapid, pushErlaubnis())).rejects.toThrow('Push-Ziel nicht erlaubt');
    expect(empfaenger.anzahl.size).toBe(0);
  });

  it('a retry goes only to the devices that did not accept the first attempt', async () => {
    await geraetAnmelden('1001', '/nimmt');
    await geraetAnmelden('1001', '/stoert');
    await t.als('1001').put(benachrichtigungenApi.einstellungenSpeichern, { ereignisse: alle({ zentrale: true, push: true, mail: false }), nachtsErlaubt: true, fensterStunden: 2 });
    empfaenger.antwort.set('/stoert', 500);
    await preisEreignisseMelden(t.db, 'musterstadt', '2026-11-18', t.uhr.jetzt());
    await zustellen(dienste());
    const ereignisse = empfaenger.anzahl.get('/nimmt')!;
    expect(ereignisse).toBeGreaterThan(0);
    expect(empfaenger.anzahl.get('/stoert')).toBeUndefined();
    empfaenger.antwort.delete('/stoert');
    t.uhr.stellen(new Date(t.uhr.jetzt().getTime() + 6 * 60_000));
    await zustellen(dienste());
    expect(empfaenger.anzahl.get('/stoert')).toBe(ereignisse);
    expect(empfaenger.anzahl.get('/nimmt')).toBe(ereignisse);
  });
});
