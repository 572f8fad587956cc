import { authTexte, serviceTexte } from '@ekp/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp, type Zugang, zugangMit } from '../../../test/helper.ts';
import { vertrag } from '../../../test/testdaten/umzug-abschlag.ts';
import { mitarbeiter, PASSWORT } from './testhilfe.ts';

const ZAEHLER = (nummer: string) => ({ nummer, kanaele: [{ obiskennzahl: '1-1:1.8.0', vorkommastellen: 6, nachkommastellen: 1 }] });

describe.each(DATENBANKEN)('Servicekonsole: Kunden (%s)', (art) => {
  let t: TestApp;
  let bert: Zugang;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, {
      anschlussnutzer: [
        kunde('1001', { vorname: 'Erika', nachname: 'Müller', email: 'erika.mueller@example.org', vertraege: [vertrag('V-1001', { zaehler: ZAEHLER('ZX-4711'), maloId: '51238696781', meloId: 'DE0001234567890000000000000000001' })] }),
        kunde('1002', { vorname: 'Max', nachname: 'Müllerschön', email: 'max@example.org' }),
        kunde('10010', { vorname: 'Zoe', nachname: 'Adler', firma: 'Müller GmbH', email: 'info@mueller-gmbh.example' }),
        kunde('2001', { vorname: 'Hans', nachname: 'Meier', passwortAendern: true }),
      ],
    });
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { nachname: 'Müller-Nord' }), kunde('3001', { nachname: 'Müllner' })] }, 'nordlicht');
    await mitarbeiter(t, 'bert');
    bert = t.alsMitarbeiter('bert');
    await bert.kopf();
  });
  afterEach(() => t.schliessen());

  const suche = (q: string, seite = 1) => bert.get('/service/kunden', { query: { suche: q, seite: String(seite) } });
  const aktion = (kn: string, was: string, grund = '') => bert.post(`/service/kunden/${kn}/${was}`, { grund });
  const login = (kn: string) => t.anmeldeversuch(kn);

  it('finds by prefix, case-insensitively, ranked, only in the own tenant', async () => {
    const r = (await suche('MÜLLER')).json();
    expect(r.treffer.map((x: { kundennummer: string }) => x.kundennummer)).toEqual(['1001', '10010', '1002']);
    expect(r.treffer[0]).toMatchObject({ feld: 'name', name: 'Erika Müller' });
    expect(r.treffer[1]).toMatchObject({ feld: 'firma', firma: 'Müller GmbH' });
    expect(r.gesamt).toBe(3);
    // An exact customer number first, then its prefixes.
    expect((await suche('1001')).json().treffer.map((x: { kundennummer: string }) => x.kundennummer)).toEqual(['1001', '10010']);
    expect((await suche('erika.M')).json().treffer).toMatchObject([{ kundennummer: '1001', feld: 'email' }]);
    expect((await suche('v-10')).json().treffer).toMatchObject([{ kundennummer: '1001', feld: 'vertrag', wert: 'V-1001' }]);
    expect((await suche('zx-47')).json().treffer).toMatchObject([{ kundennummer: '1001', feld: 'zaehler' }]);
    expect((await suche('Erika Mü')).json().treffer).toMatchObject([{ kundennummer: '1001' }]);
    // Nordlicht's Müllner and 3001 are not found from Musterstadt.
    expect((await suche('müllner')).json().gesamt).toBe(0);
    expect((await suche('3001')).json().gesamt).toBe(0);
    // LIKE's wildcards are plain characters.
    expect((await suche('%%')).json().gesamt).toBe(0);
  });

  it('finds a contract by its MaLo-ID and MeLo-ID (prefix, exact first), through their own indexes, not in another tenant', async () => {
    expect((await suche('5123869')).json().treffer).toMatchObject([{ kundennummer: '1001', feld: 'malo', wert: '51238696781' }]);
    expect((await suche('51238696781')).json().treffer).toMatchObject([{ kundennummer: '1001', feld: 'malo' }]);
    expect((await suche('de00012345')).json().treffer).toMatchObject([{ kundennummer: '1001', feld: 'melo', wert: 'DE0001234567890000000000000000001' }]);
    const indexe = await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = current_schema() and tablename = 'vertrag' and indexname like 'vertrag_suche_%lo' order by indexname`.execute(t.db);
    expect(indexe.rows.map((r) => r.indexname)).toEqual(['vertrag_suche_malo', 'vertrag_suche_melo']);
    await einspielen(t.db, { anschlussnutzer: [kunde('3002', { nachname: 'Nord', vertraege: [vertrag('V-3002', { maloId: '51238696781' })] })] }, 'nordlicht');
    expect((await suche('51238696781')).json().treffer.map((x: { kundennummer: string }) => x.kundennummer)).toEqual(['1001']);
  });

  it('pages', async () => {
    await einspielen(t.db, { anschlussnutzer: Array.from({ length: 25 }, (_, i) => kunde(`5${String(i).padStart(3, '0')}`, { nachname: `Schmidt ${String(i).padStart(2, '0')}` })) });
    const s1 = (await suche('schmidt')).json();
    const s2 = (await suche('schmidt', 2)).json();
    expect(s1.gesamt).toBe(25);
    expect(s1.treffer).toHaveLength(20);
    expect(s2.treffer).toHaveLength(5);
    expect(new Set([...s1.treffer, ...s2.treffer].map((x: { kundennummer: string }) => x.kundennummer)).size).toBe(25);
  });

  it('shows the customer page: master data, contracts, account state, sign-ins; another tenant\'s number is 404', async () => {
    await t.als('1001').kopf();
    const r = await bert.get('/service/kunden/1001');
    expect(r.statusCode).toBe(200);
    const k = r.json();
    expect(k).toMatchObject({ kundennummer: '1001', nachname: 'Müller', email: 'erika.mueller@example.org', konto: { zustand: 'aktiv', zweiterFaktor: false, offeneSitzungen: 1 } });
    expect(k.vertraege).toMatchObject([{ id: 'V-1001', status: 'AKTIV', zaehlernummer: 'ZX-4711' }]);
    expect(k.anmeldungen).toHaveLength(1);
    expect((await bert.get('/service/kunden/2001')).json().konto.zustand).toBe('passwort_aendern');
    const fremd = await bert.get('/service/kunden/3001');
    expect(fremd.statusCode).toBe(404);
    expect(fremd.json()).toEqual({ data: serviceTexte.kunde.nichtGefunden });
  });

  it('locks with a reason (the customer gets 702 and loses the session) and unlocks', async () => {
    const k = t.als('1001');
    await k.kopf();
    const ohne = await aktion('1001', 'sperren');
    expect(ohne.statusCode).toBe(400);
    expect(ohne.json()).toEqual({ data: serviceTexte.aktion.grundFehlt, felder: { grund: serviceTexte.aktion.grundFehlt } });
    const r = await aktion('1001', 'sperren', 'Betrugsverdacht, Rückruf am 18.11.');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ zustand: 'gesperrt', grund: 'Betrugsverdacht, Rückruf am 18.11.', gesetztVon: 'bert' });
    expect((await login('1001')).statusCode).toBe(702);
    expect((await k.get('/anschlussnutzer')).statusCode).toBe(401);
    expect((await aktion('1001', 'entsperren', 'Identität geprüft')).json()).toMatchObject({ zustand: 'aktiv', gesetztVon: 'bert' });
    expect((await login('1001')).statusCode).toBe(200);
  });

  it('forces a password change (700), ends sessions, resets the second factor', async () => {
    const k = t.als('1001');
    await k.kopf();
    expect((await aktion('1001', 'sitzungen-beenden')).json()).toMatchObject({ offeneSitzungen: 0 });
    expect((await k.get('/anschlussnutzer')).statusCode).toBe(401);
    expect((await aktion('1001', 'passwort-aendern-erzwingen', 'Passwort am Telefon genannt')).json()).toMatchObject({ zustand: 'passwort_aendern' });
    expect((await login('1001')).statusCode).toBe(700);
    await t.db.insertInto('zweiter_faktor').values({ mandant: 'musterstadt', kundennummer: '1002', geheimnis: 'JBSWY3DPEHPK3PXP', aktiv: true }).execute();
    expect((await login('1002')).json().zweiterFaktor).toBeDefined();
    expect((await aktion('1002', 'zweiter-faktor-zuruecksetzen')).statusCode).toBe(400);
    expect((await aktion('1002', 'zweiter-faktor-zuruecksetzen', 'Telefon verloren, Ausweis geprüft')).json()).toMatchObject({ zweiterFaktor: false });
    expect((await login('1002')).headers.token).toBeDefined();
  });

  it('refuses with 409 what does not fit the account\'s state, and changes nothing', async () => {
    const abgelehnt = async (kn: string, was: string, text: string) => {
      const r = await aktion(kn, was, 'Grund');
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ data: text });
    };
    await abgelehnt('1001', 'entsperren', serviceTexte.aktion.nichtGesperrt);
    await abgelehnt('1001', 'zweiter-faktor-zuruecksetzen', serviceTexte.aktion.keinZweiterFaktor);
    await abgelehnt('2001', 'passwort-aendern-erzwingen', serviceTexte.aktion.schonErzwungen);
    expect((await aktion('1001', 'sperren', 'Betrugsverdacht')).statusCode).toBe(200);
    await abgelehnt('1001', 'sperren', serviceTexte.aktion.schonGesperrt);
    await abgelehnt('1001', 'passwort-link', serviceTexte.aktion.gesperrt);
    expect(t.mails).toHaveLength(0);
    const k = (await bert.get('/service/kunden/1001')).json();
    expect(k.konto).toMatchObject({ zustand: 'gesperrt', grund: 'Betrugsverdacht' });
    const protokoll = await t.db.selectFrom('service_protokoll').select('aktion').where('aktion', 'like', 'aktion_%').execute();
    expect(protokoll.map((z) => z.aktion)).toEqual(['aktion_sperren']);
  });

  it('lifts the login throttle of one customer number', async () => {
    const falsch = () => t.anmeldeversuch('1001', { passwort: 'falsch' });
    for (let i = 0; i < 5; i++) await falsch();
    expect((await login('1001')).statusCode).toBe(429);
    expect((await aktion('1001', 'drosselung-aufheben')).statusCode).toBe(200);
    expect((await login('1001')).statusCode).toBe(200);
  });

  it('sends a reset link by mail and lists it as a notification', async () => {
    expect((await aktion('1001', 'passwort-link')).statusCode).toBe(200);
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]!.an).toBe('erika.mueller@example.org');
    const k = (await bert.get('/service/kunden/1001')).json();
    expect(k.benachrichtigungen).toHaveLength(1);
  });

  it('lists every notification the customer got: the centre\'s entries, push and mail deliveries and the console\'s mails, newest first, only the own', async () => {
    const bn = (mandant: string, kundennummer: string, id: string, erstellt: string, gelesen: string | null = null) =>
      t.db.insertInto('benachrichtigung').values({ mandant, kundennummer, id, schluessel: `k-${id}`, ereignis: 'dokument', titel: `Titel ${id}`, text: 't', link: '/', erstellt: new Date(erstellt), gelesen: gelesen ? new Date(gelesen) : null }).execute();
    const zu = (kundennummer: string, kanal: 'push' | 'mail', id: string, zustand: 'OFFEN' | 'GESENDET' | 'FEHLER', faellig: string, gesendet: string | null = null) =>
      t.db.insertInto('benachrichtigung_zustellung').values({ mandant: 'musterstadt', kundennummer, schluessel: `k-${id}`, kanal, ereignis: 'dokument', titel: `Titel ${id}`, text: 't', link: '/', zustand, faellig_ab: new Date(faellig), gesendet: gesendet ? new Date(gesendet) : null }).execute();
    await bn('musterstadt', '1001', 'A', '2026-11-10T08:00:00Z', '2026-11-11T08:00:00Z');
    await bn('musterstadt', '1001', 'B', '2026-11-12T08:00:00Z');
    await zu('1001', 'mail', 'B', 'GESENDET', '2026-11-12T08:00:00Z', '2026-11-12T08:01:00Z');
    await zu('1001', 'push', 'B', 'FEHLER', '2026-11-12T08:00:00Z');
    await zu('1001', 'push', 'C', 'OFFEN', '2026-11-13T08:00:00Z');
    // Another customer's and another tenant's are not listed.
    await bn('musterstadt', '1002', 'X', '2026-11-12T08:00:00Z');
    await bn('nordlicht', '1001', 'Y', '2026-11-12T08:00:00Z');
    await zu('1002', 'mail', 'X', 'GESENDET', '2026-11-12T08:00:00Z', '2026-11-12T08:01:00Z');
    expect((await aktion('1001', 'passwort-link')).statusCode).toBe(200);
    const k = (await bert.get('/service/kunden/1001')).json();
    expect(k.benachrichtigungen).toEqual([
      { am: '2026-11-18T09:00:00.000Z', kanal: 'mail', was: 'Link zum Zurücksetzen des Passworts', zustand: 'gesendet', von: 'bert' },
      { am: '2026-11-13T08:00:00.000Z', kanal: 'push', was: 'Titel C', zustand: 'ausstehend', von: null },
      { am: '2026-11-12T08:01:00.000Z', kanal: 'mail', was: 'Titel B', zustand: 'gesendet', von: null },
      { am: '2026-11-12T08:00:00.000Z', kanal: 'zentrale', was: 'Titel B', zustand: 'ungelesen', von: null },
      { am: '2026-11-12T08:00:00.000Z', kanal: 'push', was: 'Titel B', zustand: 'fehlgeschlagen', von: null },
      { am: '2026-11-10T08:00:00.000Z', kanal: 'zentrale', was: 'Titel A', zustand: 'gelesen', von: null },
    ]);
  });

  it('answers 400 for an unknown action and audits every action with its reason', async () => {
    expect((await aktion('1001', 'loeschen')).statusCode).toBe(400);
    await aktion('1001', 'sperren', 'Grund A');
    const z = await t.db.selectFrom('service_protokoll').select(['kennung', 'aktion', 'kundennummer', 'details']).where('aktion', 'like', 'aktion_%').execute();
    expect(z).toEqual([{ kennung: 'bert', aktion: 'aktion_sperren', kundennummer: '1001', details: 'Grund A' }]);
  });

  it('"Ansicht als Kunde": reads what the customer sees, every write is 403, audited, over after 15 minutes', async () => {
    const r = await bert.post('/service/kunden/1001/ansicht', undefined);
    expect(r.statusCode).toBe(200);
    const { token, gueltigSekunden } = r.json();
    expect(gueltigSekunden).toBe(900);
    const ansicht = zugangMit(t.app, { kundennummer: '1001', token });
    const lesen = await ansicht.get('/anschlussnutzer');
    expect(lesen.statusCode).toBe(200);
    expect(lesen.json().nachname).toBe('Müller');
    const schreiben = await ansicht.put('/anschlussnutzer/kontaktdatenAktualisieren', { email: 'neu@example.org' });
    expect(schreiben.statusCode).toBe(403);
    expect(schreiben.json()).toEqual({ data: serviceTexte.ansicht.nurLesen });
    expect((await ansicht.post('/anschlussnutzer/kontaktanfrage', { betreff: 'x', text: 'y' })).statusCode).toBe(403);
    expect((await t.db.selectFrom('anschlussnutzer').select('email').where('kundennummer', '=', '1001').where('mandant', '=', 'musterstadt').executeTakeFirstOrThrow()).email).toBe('erika.mueller@example.org');
    // Not a sign-in of the customer, and not one of the customer's sessions.
    const seite = (await bert.get('/service/kunden/1001')).json();
    expect(seite.anmeldungen).toEqual([]);
    expect(seite.konto.offeneSitzungen).toBe(0);
    t.uhr.stellen('2026-11-18T10:14:00+01:00');
    expect((await ansicht.get('/token/refresh')).statusCode).toBe(200);
    t.uhr.stellen('2026-11-18T10:15:01+01:00');
    expect((await ansicht.get('/anschlussnutzer')).statusCode).toBe(401);
    const aktionen = (await t.db.selectFrom('service_protokoll').select(['aktion', 'kundennummer', 'kennung']).where('aktion', 'like', 'ansicht%').orderBy('id').execute()).map((z) => z.aktion);
    expect(aktionen).toEqual(['ansicht_start', 'ansicht_seite', 'ansicht_seite', 'ansicht_seite', 'ansicht_seite']);
  });

  it('a view ends when the staff member who opened it signs out, is disabled or changes the password', async () => {
    await mitarbeiter(t, 'anna', 'ADMIN');
    const anna = t.alsMitarbeiter('anna');
    const oeffnen = async (wer: Zugang) => {
      const { token } = (await wer.post('/service/kunden/1001/ansicht', undefined)).json();
      const ansicht = zugangMit(t.app, { kundennummer: '1001', token });
      expect((await ansicht.get('/anschlussnutzer')).statusCode).toBe(200);
      return ansicht;
    };
    const fremde = await oeffnen(anna);

    await mitarbeiter(t, 'carl');
    const carl = t.alsMitarbeiter('carl');
    const beimAbmelden = await oeffnen(carl);
    expect((await carl.post('/service/abmelden', undefined)).statusCode).toBe(204);
    expect((await beimAbmelden.get('/anschlussnutzer')).statusCode).toBe(401);

    await mitarbeiter(t, 'dora');
    const beimDeaktivieren = await oeffnen(t.alsMitarbeiter('dora'));
    expect((await anna.patch('/service/mitarbeiter/dora', { aktiv: false })).statusCode).toBe(200);
    expect((await beimDeaktivieren.get('/anschlussnutzer')).statusCode).toBe(401);

    const beimPasswortwechsel = await oeffnen(bert);
    expect((await bert.put('/service/passwort', { altesPasswort: PASSWORT, neuesPasswort: 'Zaehlerschrank-Blau-77' })).statusCode).toBe(204);
    expect((await beimPasswortwechsel.get('/anschlussnutzer')).statusCode).toBe(401);
    // Another staff member's view goes on.
    expect((await fremde.get('/anschlussnutzer')).statusCode).toBe(200);
  });

  it('a SACHBEARBEITUNG reads neither the staff list nor the tenant settings (ADMIN only)', async () => {
    for (const pfad of ['/service/mitarbeiter', '/service/einstellungen']) {
      const r = await bert.get(pfad);
      expect(r.statusCode, pfad).toBe(403);
      expect(r.json()).toEqual({ data: serviceTexte.nurAdmin });
    }
  });

  it('ends a view on request', async () => {
    const { token } = (await bert.post('/service/kunden/1001/ansicht', undefined)).json();
    expect((await bert.del('/service/kunden/1001/ansicht')).statusCode).toBe(204);
    expect((await zugangMit(t.app, { kundennummer: '1001', token }).get('/anschlussnutzer')).statusCode).toBe(401);
    expect(authTexte).toBeDefined();
  });
});
