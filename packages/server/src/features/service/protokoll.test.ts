import { serviceTexte } from '@ekp/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp, type Zugang } from '../../../test/helper.ts';
import { protokollBereinigen } from './protokoll.ts';
import { mitarbeiter } from './testhilfe.ts';

describe.each(DATENBANKEN)('Servicekonsole: Protokoll und Mitarbeitende (%s)', (art) => {
  let t: TestApp;
  let admin: Zugang;
  let sb: Zugang;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001')] });
    await mitarbeiter(t, 'anna', 'ADMIN');
    await mitarbeiter(t, 'bert');
    admin = t.alsMitarbeiter('anna');
    sb = t.alsMitarbeiter('bert');
    await admin.kopf();
    await sb.kopf();
  });
  afterEach(() => t.schliessen());

  it('is append-only: the database refuses UPDATE and a DELETE within the retention', async () => {
    await sb.get('/service/kunden/1001');
    await expect(sql`update service_protokoll set kennung = 'jemand'`.execute(t.db)).rejects.toThrow(/unveränderlich/);
    await expect(t.db.deleteFrom('service_protokoll').execute()).rejects.toThrow(/Aufbewahrungsfrist/);
    await expect(t.db.updateTable('service_protokoll').set({ details: '' }).execute()).rejects.toThrow();
    const zeilen = await t.db.selectFrom('service_protokoll').select(['kennung', 'aktion', 'kundennummer']).where('aktion', '=', 'kunde_ansehen').execute();
    expect(zeilen).toEqual([{ kennung: 'bert', aktion: 'kunde_ansehen', kundennummer: '1001' }]);
  });

  it('deletes only what is older than the tenant\'s retention', async () => {
    const alt = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await t.db.insertInto('service_protokoll').values({ mandant: 'musterstadt', zeitpunkt: alt, kennung: 'anna', aktion: 'suche', kundennummer: null, details: '', adresse: '127.0.0.1' }).execute();
    await t.db.insertInto('service_protokoll').values({ mandant: 'nordlicht', zeitpunkt: alt, kennung: 'x', aktion: 'suche', kundennummer: null, details: '', adresse: '127.0.0.1' }).execute();
    expect(await protokollBereinigen(t.db, 'musterstadt', new Date())).toBe(0);
    const e = await admin.put('/service/einstellungen', { protokollTage: 30, erledigtBetreff: 'Erledigt', erledigtText: 'Ist erledigt.' });
    expect(e.statusCode).toBe(200);
    expect(await protokollBereinigen(t.db, 'musterstadt', new Date())).toBe(1);
    // The other tenant keeps its own (default) retention.
    expect(await t.db.selectFrom('service_protokoll').select('mandant').where('mandant', '=', 'nordlicht').execute()).toHaveLength(1);
  });

  it('exports a period as JSON and CSV, to ADMIN only', async () => {
    await sb.get('/service/kunden?suche=100');
    const json = await admin.get('/service/protokoll?von=2026-11-18&bis=2026-11-18');
    expect(json.statusCode).toBe(200);
    expect(json.json().eintraege.map((e: { kennung: string; aktion: string }) => `${e.kennung}:${e.aktion}`)).toEqual([
      'anna:anmeldung_passwort', 'anna:anmeldung', 'bert:anmeldung_passwort', 'bert:anmeldung', 'bert:suche', 'anna:protokoll_ansicht',
    ]);
    const csv = await admin.get('/service/protokoll?von=2026-11-18&bis=2026-11-18', { headers: { accept: 'text/csv' } });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const zeilen = csv.body.trim().split('\r\n');
    expect(zeilen[0]).toBe('Zeitpunkt (Europe/Berlin);Kennung;Aktion;Aktionscode;Kundennummer;Details;IP-Adresse');
    // 09:00 UTC is 10:00 in Berlin in November (+01:00).
    expect(zeilen).toContain('18.11.2026 10:00:00 +01:00;bert;Kundensuche;suche;;100;127.0.0.1');
    expect((await admin.get('/service/protokoll?von=2026-11-01&bis=2026-11-30', { headers: { host: 'localhost' } })).statusCode).toBe(200);
    expect((await admin.get('/service/protokoll?von=2026-11-18&bis=2026-11-17')).statusCode).toBe(400);
    const verboten = await sb.get('/service/protokoll');
    expect(verboten.statusCode).toBe(403);
    expect(verboten.json()).toEqual({ data: serviceTexte.nurAdmin });
  });

  it('lets an ADMIN create, disable and re-enable staff; a disabled account loses its session', async () => {
    const neu = await admin.post('/service/mitarbeiter', { kennung: 'dora', name: 'Dora D.', rolle: 'SACHBEARBEITUNG' });
    expect(neu.statusCode).toBe(201);
    expect(neu.json().startpasswort).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await admin.post('/service/mitarbeiter', { kennung: 'DORA', name: 'Dora', rolle: 'ADMIN' })).statusCode).toBe(409);
    expect((await sb.post('/service/mitarbeiter', { kennung: 'emil', name: 'Emil', rolle: 'ADMIN' })).statusCode).toBe(403);
    const aus = await admin.patch('/service/mitarbeiter/bert', { aktiv: false });
    expect(aus.json()).toMatchObject({ kennung: 'bert', aktiv: false });
    expect((await sb.get('/service/ich')).statusCode).toBe(401);
    // A disabled account cannot sign in again.
    await expect(t.alsMitarbeiter('bert').kopf()).rejects.toThrow('Anmeldung bert: 401');
    expect((await admin.patch('/service/mitarbeiter/bert', { aktiv: true })).json()).toMatchObject({ aktiv: true });
    expect((await admin.patch('/service/mitarbeiter/anna', { aktiv: false })).statusCode).toBe(409);
    const liste = (await admin.get('/service/mitarbeiter')).json();
    expect(liste.mitarbeiter.map((m: { kennung: string }) => m.kennung)).toEqual(['anna', 'bert', 'dora']);
  });
});
