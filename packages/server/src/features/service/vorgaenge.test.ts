import { serviceTexte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp, type Zugang } from '../../../test/helper.ts';
import { mitarbeiter } from './testhilfe.ts';

describe.each(DATENBANKEN)('Servicekonsole: Vorgänge (%s)', (art) => {
  let t: TestApp;
  let bert: Zugang;
  /** An outbox row as the features write it, received at `erstellt`. */
  const eingang = async (a: string, kundennummer: string | null, erstellt: string, payload: unknown = {}, mandant = 'musterstadt') =>
    Number((await t.db.insertInto('outbox').values({ mandant, art: a, kundennummer, payload: JSON.stringify(payload), erstellt }).returning('id').executeTakeFirstOrThrow()).id);

  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001'), kunde('1002')] });
    await einspielen(t.db, { anschlussnutzer: [kunde('1001')] }, 'nordlicht');
    await mitarbeiter(t, 'bert');
    await mitarbeiter(t, 'carla');
    bert = t.alsMitarbeiter('bert');
    await bert.kopf();
  });
  afterEach(() => t.schliessen());

  const liste = (q = '') => bert.get(`/service/vorgaenge${q}`);
  const aendern = (id: number, body: object) => bert.patch(`/service/vorgaenge/${id}`, body);

  it('lists the requests with due dates from the law, overdue ones marked, and not the billing-only lines', async () => {
    const kuendigung = await eingang('kuendigung', '1001', '2026-11-10T09:00:00+01:00');
    const umzug = await eingang('umzug', '1001', '2026-11-10T09:00:00+01:00');
    const oeffentlich = await eingang('kuendigung_oeffentlich', null, '2026-11-17T23:30:00+01:00');
    await eingang('ablesung', '1002', '2026-11-17T09:00:00+01:00', { plausibel: true, foto: null });
    const ablesung = await eingang('ablesung', '1002', '2026-11-17T09:00:00+01:00', { plausibel: false, foto: null });
    await eingang('kuendigung', '1001', '2026-11-10T09:00:00+01:00', {}, 'nordlicht');
    const r = (await liste()).json();
    expect(r.gesamt).toBe(4);
    const nachId = Object.fromEntries(r.vorgaenge.map((v: { id: number }) => [v.id, v]));
    // § 41b(1) EnWG: one week; received 10 Nov, due 17 Nov, today is 18 Nov.
    expect(nachId[kuendigung]).toMatchObject({ art: 'kuendigung', faellig: '2026-11-17', ueberfaellig: true, status: 'neu' });
    // § 41b(5) EnWG: two weeks.
    expect(nachId[umzug]).toMatchObject({ art: 'umzug', faellig: '2026-11-24', ueberfaellig: false });
    // The Berlin day of receipt counts.
    expect(nachId[oeffentlich]).toMatchObject({ art: 'kuendigung_oeffentlich', kundennummer: null, faellig: '2026-11-24' });
    expect(nachId[ablesung]).toMatchObject({ art: 'ablesung' });
    // Ordered by due date.
    expect(r.vorgaenge[0].id).toBe(kuendigung);
    expect((await liste('?art=umzug')).json().vorgaenge.map((v: { id: number }) => v.id)).toEqual([umzug]);
    expect((await liste('?faelligBis=2026-11-20')).json().vorgaenge.map((v: { id: number }) => v.id)).toEqual([kuendigung]);
  });

  it('quick filters: assigned to me, overdue and due today (open ones only)', async () => {
    const kuendigung = await eingang('kuendigung', '1001', '2026-11-10T09:00:00+01:00');
    const heute = await eingang('kontaktanfrage', '1001', '2026-11-15T09:00:00+01:00');
    const erledigt = await eingang('kontaktanfrage', '1002', '2026-11-15T10:00:00+01:00');
    const spaeter = await eingang('umzug', '1002', '2026-11-17T09:00:00+01:00');
    await aendern(erledigt, { status: 'erledigt' });
    await aendern(spaeter, { bearbeiter: 'bert' });
    await aendern(heute, { bearbeiter: 'carla' });
    const ids = async (sicht: string) => (await liste(`?sicht=${sicht}`)).json().vorgaenge.map((v: { id: number }) => v.id);
    expect(await ids('ueberfaellig')).toEqual([kuendigung]);
    // Kontaktanfrage: three days, received 15 Nov, due today (18 Nov); the done one is not listed.
    expect(await ids('heute')).toEqual([heute]);
    expect(await ids('mir')).toEqual([spaeter]);
    const falsch = await liste('?sicht=alle');
    expect(falsch.statusCode).toBe(400);
    expect(falsch.json().data).toMatch(/[äöüÄÖÜß]|Bitte|ungültig/);
  });

  it('sets status, assignee and notes; "erledigt" can mail the customer with the tenant template', async () => {
    const id = await eingang('kontaktanfrage', '1001', '2026-11-18T09:00:00+01:00', { betreff: 'Abschlag', text: 'Bitte Rückruf' });
    const a = await aendern(id, { status: 'in_bearbeitung', bearbeiter: 'CARLA', notiz: 'Rückruf vereinbart' });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ status: 'in_bearbeitung', bearbeiter: 'carla', notizen: [{ von: 'bert', text: 'Rückruf vereinbart' }] });
    expect((await liste('?bearbeiter=carla')).json().gesamt).toBe(1);
    expect((await liste('?status=neu')).json().gesamt).toBe(0);
    const unbekannt = await aendern(id, { bearbeiter: 'niemand' });
    expect(unbekannt.statusCode).toBe(400);
    expect(unbekannt.json().data).toBe(serviceTexte.vorgaenge.bearbeiterUnbekannt);
    expect((await aendern(id, {})).statusCode).toBe(400);
    expect((await aendern(id, { status: 'erledigt', mailSenden: true })).json()).toMatchObject({ status: 'erledigt', ueberfaellig: false });
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ an: '1001@example.org', betreff: 'Ihr Anliegen (Kontaktanfrage) ist erledigt' });
    expect(t.mails[0]!.text).toContain('Kundennummer 1001');
    const protokoll = await t.db.selectFrom('service_protokoll').select('aktion').where('aktion', 'in', ['vorgang_geaendert', 'mail_erledigt']).execute();
    expect(protokoll).toHaveLength(3);
  });

  it('answers 404 for another tenant\'s Vorgang and for a billing-only line, changing nothing', async () => {
    const fremd = await eingang('kuendigung', '1001', '2026-11-10T09:00:00+01:00', {}, 'nordlicht');
    const nurAbrechnung = await eingang('ablesung', '1001', '2026-11-10T09:00:00+01:00', { plausibel: true, foto: null });
    for (const id of [fremd, nurAbrechnung, 999999]) {
      const r = await aendern(id, { status: 'erledigt' });
      expect(r.statusCode).toBe(404);
    }
    expect(await t.db.selectFrom('vorgang').selectAll().execute()).toEqual([]);
  });
});
