import { benachrichtigungenApi, EREIGNISSE, type BenachrichtigungsEinstellungen as Einstellungen } from '@ekp/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { vapidSchluesselErzeugen } from '../../shared/push/push.ts';
import { pushErlaubnis } from '../../shared/push/push-ziel.ts';
import { zustellen } from '../../domain/benachrichtigungen/zustellen.ts';
import { bauen, DATENBANKEN, einspielen, kunde, mandanten, type TestApp, type Zugang } from '../../../test/helper.ts';
import { pushEmpfaengerStarten } from '../../../test/push-empfaenger.ts';
import { mitarbeiter } from './testhilfe.ts';

// Event "the status of their request changed": a status set in the service console reaches the
// customer through the notification model (centre, push, mail as chosen, quiet hours, once).
const VAPID = vapidSchluesselErzeugen();
let empfaenger: Awaited<ReturnType<typeof pushEmpfaengerStarten>>;
beforeAll(async () => (empfaenger = await pushEmpfaengerStarten()));
afterAll(() => empfaenger.schliessen());

const alle = (kanaele: { zentrale: boolean; push: boolean; mail: boolean }) => Object.fromEntries(EREIGNISSE.map((e) => [e, kanaele])) as Einstellungen['ereignisse'];

describe.each(DATENBANKEN)('Servicekonsole: Status eines Vorgangs benachrichtigt den Kunden (%s)', (art) => {
  let t: TestApp;
  let bert: Zugang;
  let vorgang: number;
  beforeEach(async () => {
    t = await bauen(art, { vapid: VAPID, jetzt: '2026-11-18T10:00:00+01:00', pushDienste: [empfaenger.url] });
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { email: '1001@example.org' }), kunde('1002', { email: '1002@example.org' })] });
    await mitarbeiter(t, 'bert');
    bert = t.alsMitarbeiter('bert');
    await bert.kopf();
    vorgang = Number((await t.db.insertInto('outbox').values({ mandant: 'musterstadt', art: 'umzug', kundennummer: '1001', payload: '{}', erstellt: '2026-11-10T09:00:00+01:00' }).returning('id').executeTakeFirstOrThrow()).id);
    empfaenger.empfangen.length = 0;
  });
  afterEach(() => t.schliessen());

  const aendern = (body: object, id = vorgang) => bert.patch(`/service/vorgaenge/${id}`, body);
  const dienste = () => ({ db: t.db, uhr: t.uhr, mailer: { senden: async (m: (typeof t.mails)[number]) => void t.mails.push(m) }, mandanten, vapid: VAPID, pushErlaubnis: pushErlaubnis([empfaenger.url]) });
  const centre = async (kn = '1001') => (await t.als(kn).get(benachrichtigungenApi.liste)).json() as Array<{ ereignis: string; titel: string; text: string }>;

  it('each new status is one entry in the centre and one push (title and link only); the same status again and a note are none', async () => {
    expect((await t.als('1001').post(benachrichtigungenApi.pushAnmelden, { endpoint: `${empfaenger.url}/1001`, keys: empfaenger.schluessel, geraet: 'Telefon' })).statusCode).toBe(201);
    expect((await aendern({ status: 'in_bearbeitung' })).statusCode).toBe(200);
    expect((await aendern({ status: 'in_bearbeitung', notiz: 'Rückruf' })).statusCode).toBe(200);
    expect((await aendern({ bearbeiter: 'bert' })).statusCode).toBe(200);
    t.uhr.stellen('2026-11-18T11:00:00+01:00');
    bert = t.alsMitarbeiter('bert');
    expect((await aendern({ status: 'erledigt' })).statusCode).toBe(200);
    await zustellen(dienste());
    await zustellen(dienste());

    expect((await centre()).map((b) => [b.ereignis, b.titel, b.text])).toEqual([
      ['anfrage', 'Ihr Anliegen wurde bearbeitet', 'Ihr Anliegen „Umzug“ vom 10.11.2026 ist jetzt erledigt.'],
      ['anfrage', 'Ihr Anliegen ist in Bearbeitung', 'Ihr Anliegen „Umzug“ vom 10.11.2026 ist jetzt in Bearbeitung.'],
    ]);
    expect(empfaenger.empfangen.map((p) => p.inhalt as { titel: string; link: string }).map((p) => [p.titel, p.link]).sort()).toEqual([
      ['Ihr Anliegen ist in Bearbeitung', '/'],
      ['Ihr Anliegen wurde bearbeitet', '/'],
    ]);
    // Mail is off by default; nobody else hears of it.
    expect(t.mails).toEqual([]);
    expect(await centre('1002')).toEqual([]);
  });

  it('honours the choices: mail when chosen, none when the console already sent its "erledigt" mail, nothing when all is off', async () => {
    await t.als('1001').put(benachrichtigungenApi.einstellungenSpeichern, { ereignisse: alle({ zentrale: true, push: true, mail: true }), nachtsErlaubt: false, fensterStunden: 2 });
    await aendern({ status: 'in_bearbeitung' });
    await aendern({ status: 'erledigt', mailSenden: true });
    await zustellen(dienste());
    // One mail per status: the notification for "in Bearbeitung", the console's template for "erledigt".
    expect(t.mails.map((m) => m.betreff)).toHaveLength(2);
    expect(t.mails.filter((m) => m.betreff === 'Ihr Anliegen ist in Bearbeitung')).toHaveLength(1);
    expect(t.mails.filter((m) => m.betreff === 'Ihr Anliegen wurde bearbeitet')).toEqual([]);

    await t.als('1001').put(benachrichtigungenApi.einstellungenSpeichern, { ereignisse: alle({ zentrale: false, push: false, mail: false }), nachtsErlaubt: false, fensterStunden: 2 });
    await aendern({ status: 'neu' });
    await zustellen(dienste());
    expect(await centre()).toHaveLength(2);
    expect(t.mails).toHaveLength(2);
  });

  it('quiet hours: a status set at 23:00 waits for 7:00 by mail, the centre shows it at once', async () => {
    await t.als('1001').put(benachrichtigungenApi.einstellungenSpeichern, { ereignisse: alle({ zentrale: true, push: false, mail: true }), nachtsErlaubt: false, fensterStunden: 2 });
    t.uhr.stellen('2026-11-18T23:00:00+01:00');
    bert = t.alsMitarbeiter('bert');
    expect((await aendern({ status: 'erledigt' })).statusCode).toBe(200);
    await zustellen(dienste());
    expect(await centre()).toHaveLength(1);
    expect(t.mails).toEqual([]);
    t.uhr.stellen('2026-11-19T07:00:00+01:00');
    await zustellen(dienste());
    expect(t.mails.map((m) => [m.an, m.betreff])).toEqual([['1001@example.org', 'Ihr Anliegen wurde bearbeitet']]);
  });

  it('a request without a customer (termination without login) tells nobody; an unknown id is 404 and records nothing', async () => {
    const ohne = Number((await t.db.insertInto('outbox').values({ mandant: 'musterstadt', art: 'kuendigung_oeffentlich', kundennummer: null, payload: '{}', erstellt: '2026-11-17T09:00:00+01:00' }).returning('id').executeTakeFirstOrThrow()).id);
    expect((await aendern({ status: 'erledigt' }, ohne)).statusCode).toBe(200);
    expect((await aendern({ status: 'erledigt' }, 999_999)).statusCode).toBe(404);
    expect(await t.db.selectFrom('benachrichtigung').select('id').execute()).toEqual([]);
  });

  it('status, audit entry and notification commit together: when the notification cannot be stored, the status stays', async () => {
    // The centre refuses every new row (existing ones are not checked): storing the notification fails.
    await sql`alter table benachrichtigung add constraint test_kaputt check (false) not valid`.execute(t.db);
    expect((await aendern({ status: 'in_bearbeitung' })).statusCode).toBe(500);
    expect(await t.db.selectFrom('vorgang').select('status').execute()).toEqual([]);
    expect(await t.db.selectFrom('service_protokoll').select('aktion').where('aktion', '=', 'vorgang_geaendert').execute()).toEqual([]);
    await sql`alter table benachrichtigung drop constraint test_kaputt`.execute(t.db);
    expect((await aendern({ status: 'in_bearbeitung' })).statusCode).toBe(200);
    expect((await centre()).map((b) => b.titel)).toEqual(['Ihr Anliegen ist in Bearbeitung']);
  });
});
