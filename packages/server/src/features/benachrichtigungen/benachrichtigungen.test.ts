import { benachrichtigungenApi, EREIGNISSE, type BenachrichtigungsEinstellungen as Einstellungen } from '@ekp/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { zustellen } from '../../shared/benachrichtigungen/zustellen.ts';
import { vapidSchluesselErzeugen } from '../../shared/benachrichtigungen/push.ts';
import { bauen, DATENBANKEN, einspielen, kunde, mandanten, type TestApp } from '../../../test/helper.ts';
import { pushEmpfaengerStarten } from '../../../test/push-empfaenger.ts';
import { preisEreignisseMelden } from './preise.ts';

const VAPID = vapidSchluesselErzeugen();
let empfaenger: Awaited<ReturnType<typeof pushEmpfaengerStarten>>;
beforeAll(async () => (empfaenger = await pushEmpfaengerStarten()));
afterAll(() => empfaenger.schliessen());

const alle = (kanaele: { zentrale: boolean; push: boolean; mail: boolean }) => Object.fromEntries(EREIGNISSE.map((e) => [e, kanaele])) as Einstellungen['ereignisse'];
const dynamisch = (kn: string) =>
  kunde(kn, {
    email: `${kn}@example.org`,
    vertraege: [
      {
        id: `${kn}01`, versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2024-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Musterstadt', kundenArt: 'Haushaltskunde',
        tarife: [{ name: 'Dynamisch', tariftyp: 'DYNAMISCHER_PREIS', istDynamisch: true, grundpreis: 10, arbeitspreis: 0.3, gueltigVon: '2024-01-01' }],
      },
    ],
  });

describe.each(DATENBANKEN)('Benachrichtigungen (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art, { vapid: VAPID, jetzt: '2026-11-18T14:30:00+01:00' });
    await einspielen(t.db, { anschlussnutzer: [dynamisch('1001'), dynamisch('1002'), kunde('1003', { email: '1003@example.org' })] });
    // Tomorrow's 24 hourly prices: cheapest 13–15 h, negative at 14 h.
    const preise = Array.from({ length: 24 }, (_, h) => ({ mandant: 'musterstadt', von: new Date(Date.UTC(2026, 10, 18, 23 + h)), bis: new Date(Date.UTC(2026, 10, 18, 24 + h)), preis: h === 13 ? 1 : h === 14 ? -5 : 80 + h }));
    await t.db.insertInto('marktpreis').values(preise).execute();
    empfaenger.empfangen.length = 0;
    empfaenger.anzahl.clear();
    empfaenger.antwort.clear();
  });
  afterEach(() => t.schliessen());

  const dienste = () => ({ db: t.db, uhr: t.uhr, mailer: { senden: async (m: (typeof t.mails)[number]) => void t.mails.push(m) }, mandanten, vapid: VAPID });
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
    expect(nachTitel(empfaenger.empfangen.map((p) => ({ pfad: p.pfad, ...(p.inhalt as { titel: string; link: string }) })))).toEqual([
      { pfad: '/1001', titel: 'Morgen am günstigsten: 13:00–15:00 Uhr', link: '/vertraege' },
      { pfad: '/1001', titel: 'Morgen negative Strompreise: 14:00–15:00 Uhr', link: '/vertraege' },
    ]);
    expect(empfaenger.empfangen[0]!.kopf.authorization).toMatch(/^vapid t=/);
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

  it('refuses a malformed subscription in German, storing nothing', async () => {
    const r = await t.als('1001').post(benachrichtigungenApi.pushAnmelden, { endpoint: 'javascript:alert(1)', keys: empfaenger.schluessel });
    expect(r.statusCode).toBe(400);
    expect(r.json().data).toBe('Die Push-Anmeldung dieses Geräts ist ungültig.');
    expect(await t.db.selectFrom('push_abo').select('id').execute()).toEqual([]);
  });
});
