import * as contract from '@ekp/contract';
import type { Endpoint } from '@ekp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tarif } from './testdaten/vertraege.ts';
import { testFreigabe } from './testdaten/freigabe.ts';
import { mitarbeiter } from '../src/features/service/testhilfe.ts';
import { bauen, DATENBANKEN, einspielen, kunde, NORDLICHT_HOST, type Aufruf, type TestApp, type Zugang } from './helper.ts';
import { stand } from './stand.ts';

/**
 * SPEC §6 for every call of the contract, derived from the contract itself so that a new endpoint is covered
 * without anyone remembering to: without a session every auth call is 401; another customer's or another
 * tenant's id in the path is 404; and neither writes anything.
 */
const ENDPUNKTE = contract.endpunkte
  .map(({ name, e }) => ({ name: `${name} (${e.methode} ${e.pfad})`, e }))
  // The staff console's calls have their own walk with staff sessions: features/service/zugriff.test.ts.
  .filter(({ e }) => e.bereich !== 'service');

const pfadParameter = (e: Endpoint) => [...e.pfad.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);

/** The ids a path can carry, each of the logged-in customer, of another customer and of another tenant. */
const IDS = {
  vertrag: { eigen: 'V1', andererKunde: 'V2', andererMandant: 'VN' },
  dokument: { eigen: 'D-V1', andererKunde: 'D-V2', andererMandant: 'D-N' },
  rechnungsadresse: { eigen: 'RA-V1', andererKunde: 'RA-V2', andererMandant: 'RA-N' },
  bankverbindung: { eigen: 'BV-V1', andererKunde: 'BV-V2', andererMandant: 'BV-N' },
  freigabe: { eigen: 'FG-1001', andererKunde: 'FG-1002', andererMandant: 'FG-N' },
  benachrichtigungen: { eigen: 'B-V1', andererKunde: 'B-V2', andererMandant: 'B-N' },
  push: { eigen: 'P-V1', andererKunde: 'P-V2', andererMandant: 'P-N' },
  // A billing information's id is its month (§ 40b EnWG).
  abrechnungsinformationen: { eigen: '2026-10', andererKunde: '2026-09', andererMandant: '2026-08' },
};
type IdArt = keyof typeof IDS;
const istIdArt = (wort: string | undefined): wort is IdArt => wort !== undefined && wort in IDS;

/** A path parameter's kind by its name (vertragId, dokumentId …) or, for a plain :id, by the path's one resource word. */
function idArt(name: string, e: Endpoint, endpunkt: string): IdArt {
  const vorne = /^(.+)Id$/.exec(name)?.[1];
  if (istIdArt(vorne)) return vorne;
  const woerter = e.pfad.split('/').filter(istIdArt);
  if (name === 'id' && woerter.length === 1 && woerter[0]) return woerter[0];
  throw new Error(`${endpunkt}: der Pfadparameter :${name} ist keiner bekannten Id-Art (${Object.keys(IDS).join(', ')}) zuzuordnen; Art und Testdaten in test/zugriff.test.ts ergänzen`);
}

const ADRESSE = { anrede: 'Frau', vorname: 'Erika', nachname: 'Muster', adressart: 'Normal', strasse: 'Neue Straße', hausnummer: '12a', postleitzahl: '54321', ort: 'Neustadt', land: 'Deutschland', gueltigVon: '2026-12-01' };
const KONTO = { kontoinhaber: 'Erika Muster', iban: 'DE02500105170137075030', gueltigVon: '2026-12-01', lastschrifteinzugErlaubt: true, passwort: 'Geheim123!' };
const ABLESUNG = { ablesedatum: '2026-11-18', ablesewerte: { '1-1:1.8.0': 10100 }, zaehlernummer: 'Z1' };

/** Valid bodies, queries and headers where the schema wants values: a call must pass validation to reach the check that matters. */
const BEISPIELE = new Map<Endpoint, Omit<Aufruf, 'params'>>([
  [contract.anschlussnutzerApi.kontaktdatenAktualisieren, { body: { email: 'neu@example.org', passwort: 'Geheim123!' } }],
  [contract.kontaktApi.anfrage, { body: { betreff: 'Abschlagsänderung', text: 'Bitte rufen Sie mich zurück, danke.' } }],
  [contract.rechnungsadressenApi.anlegen, { body: ADRESSE }],
  [contract.rechnungsadressenApi.vertragAnlegen, { body: ADRESSE }],
  [contract.bankverbindungenApi.anlegen, { body: KONTO }],
  [contract.bankverbindungenApi.vertragAnlegen, { body: KONTO }],
  [contract.bankverbindungenApi.pruefen, { query: { iban: 'DE89370400440532013000' } }],
  [contract.ablesungenApi.anlegen, { body: ABLESUNG }],
  [contract.ablesungenApi.plausibilisieren, { body: ABLESUNG }],
  [contract.vertraegeApi.kuendigen, { body: { grund: 'AUSZUG', datum: '2026-12-31' } }],
  [contract.umzugApi.melden, { body: { auszugsdatum: '2026-12-31', neueAdresse: { strasse: 'Neue Straße', hausnummer: '3', plz: '54321', ort: 'Neustadt' }, weiterbeliefern: false } }],
  [contract.abschlagApi.aendern, { body: { betrag: 80 } }],
  [contract.stapelApi.lesen, { body: { aufrufe: ['/anschlussnutzer'] } }],
  [contract.abrechnungsinformationApi.anfordern, { body: { zeitraum: 'SEIT_LETZTER_ABRECHNUNG' } }],
  [contract.sicherheitApi.bestaetigen, { body: { code: '123456' } }],
  [contract.sicherheitApi.abschalten, { body: { passwort: 'Geheim123!', code: '123456' } }],
  [contract.freigabenApi.anfrage, { query: { uid: 'unbekannt' } }],
  [contract.freigabenApi.zustimmen, { body: { uid: 'unbekannt', vertraege: ['V1'], monate: 6 } }],
  [contract.freigabenApi.ablehnen, { body: { uid: 'unbekannt' } }],
  [contract.freigabeDrittApi.lastgang, { query: { von: '2026-11-18', bis: '2026-11-18' } }],
  [contract.barrierefreiheitApi.rueckmeldung, { body: { text: 'Der Kontrast ist zu schwach.' } }],
  [contract.benachrichtigungenApi.einstellungenSpeichern, { body: { ereignisse: Object.fromEntries(contract.EREIGNISSE.map((e) => [e, { zentrale: true, push: false, mail: false }])), nachtsErlaubt: false, fensterStunden: 2 } }],
  [contract.ablesekampagneApi.pruefen, { body: { code: 'ABCD-EFGH-JKMN' } }],
  [contract.ablesekampagneApi.melden, { body: { code: 'ABCD-EFGH-JKMN', ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.0': 1000 } } }],
  [contract.benachrichtigungenApi.pushAnmelden, { body: { endpoint: 'https://push.example.org/abc', keys: { p256dh: 'BPk', auth: 'x' } } }],
]);

/** The request for `e` with the given path ids; fails naming the endpoint where the contract wants values nobody gave. */
function aufruf(endpunkt: string, e: Endpoint, params: Record<string, string>): Aufruf {
  const beispiel = BEISPIELE.get(e) ?? {};
  for (const teil of ['body', 'query', 'headers'] as const) {
    const schema = e[teil];
    if (schema && beispiel[teil] === undefined && !z.safeParse(schema, {}).success) {
      throw new Error(`${endpunkt}: ${teil} verlangt Werte; ein gültiges Beispiel in BEISPIELE (test/zugriff.test.ts) ergänzen`);
    }
  }
  const body = beispiel.body ?? (e.body ? {} : undefined);
  return { params, ...beispiel, ...(body === undefined ? {} : { body }) };
}

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64');
const dokument = (id: string) => ({ id, dateiname: `${id}.pdf`, kategorie: 'Rechnung', beschreibung: null, erstellzeitpunkt: '2026-01-15T09:00:00+01:00', inhalt: PDF });
const adresse = (id: string) => ({ id, anrede: 'Herr' as const, vorname: 'Max', nachname: 'Muster', strasse: 'Weg', hausnummer: '1', postleitzahl: '12345', ort: 'Musterstadt', gueltigVon: '2020-01-01' });
const konto = (id: string) => ({ bankverbindungId: id, kontoinhaber: 'Max Muster', iban: 'DE89370400440532013000', gueltigVon: '2020-01-01', mandatsreferenz: null });
/** A contract with one of each kind of id; its entries are current, so deleting is 409 and ending works, never 404. */
const vertrag = (id: string, s: string) => ({
  id, versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2020-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Musterstadt', kundenArt: 'Haushaltskunde' as const,
  tarife: [tarif('Klassik', '2020-01-01', null)],
  zaehler: { nummer: 'Z1', kanaele: [{ obiskennzahl: '1-1:1.8.0', vorkommastellen: 6, nachkommastellen: 1 }] },
  dokumente: [dokument(`D-${s}`)], rechnungsadressen: [adresse(`RA-${s}`)], bankverbindungen: [konto(`BV-${s}`)],
  abschlag: { betrag: 80, rhythmus: 'MONATLICH' as const, naechsteFaelligkeit: '2026-12-01' },
});

/**
 * Paths with an id that belongs to a customer. A public path with an id (the §312k receipt,
 * /kuendigung/:eingangsnummer/bestaetigung) is reachable only with the secret key issued with it; its
 * 404 for a wrong key and for another tenant is tested in its feature (kuendigung-oeffentlich).
 */
const mitIds = ENDPUNKTE.filter(({ e }) => e.auth && pfadParameter(e).length > 0);

describe.each(DATENBANKEN)('Every endpoint of the contract (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeAll(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { vertraege: [vertrag('V1', 'V1')] }), kunde('1002', { vertraege: [vertrag('V2', 'V2')] })] });
    // The other tenant's customer has the same customer number: only the tenant tells them apart.
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { vertraege: [vertrag('VN', 'N')] })] }, 'nordlicht');
    // A notification and a push device each, not importable.
    for (const [mandant, kn, s] of [['musterstadt', '1001', 'V1'], ['musterstadt', '1002', 'V2'], ['nordlicht', '1001', 'N']] as const) {
      await t.db.insertInto('benachrichtigung').values({ mandant, kundennummer: kn, id: `B-${s}`, schluessel: `k-${s}`, ereignis: 'dokument', titel: 't', text: 't', link: '/', erstellt: new Date() }).execute();
      await t.db.insertInto('push_abo').values({ mandant, kundennummer: kn, id: `P-${s}`, endpoint: `https://push.example.org/${s}`, p256dh: 'k', auth: 'a', geraet: 'g', erstellt: new Date() }).execute();
    }
    // A billing information each (written by the monthly job, not importable).
    for (const [mandant, kn, v, id] of [['musterstadt', '1001', 'V1', '2026-10'], ['musterstadt', '1002', 'V2', '2026-09'], ['nordlicht', '1001', 'VN', '2026-08']] as const) {
      const daten = { id, von: `${id}-01`, bis: `${id}-28`, vorlaeufig: false, verbrauchKwh: 1, verbrauchVorjahrKwh: null, veraenderungProzent: null, proKanal: [], einspeisungKwh: null, qualitaet: { gemessen: 1, ersatzwert: 0, vorlaeufig: 0 }, kosten: { arbeit: { netto: 0.25, brutto: 0.3 }, grund: { netto: 0, brutto: 0 }, netto: 0.25, umsatzsteuer: 0.05, brutto: 0.3 }, abschlaege: { faelligkeiten: [], summe: 0 }, saldo: -0.3, prognose: null };
      await t.db.insertInto('abrechnungsinformation').values({ mandant, vertrag_id: v, id, kundennummer: kn, angefordert: false, von: daten.von, bis: daten.bis, vorlaeufig: false, daten: JSON.stringify(daten), erstellt: new Date(), aktualisiert: new Date() }).execute();
    }
    ich = t.als('1001');
    await ich.kopf();
    // One data-sharing grant per customer, with fixed ids, for DELETE /freigaben/:freigabeId.
    for (const [mandant, kundennummer, id, v] of [['musterstadt', '1001', 'FG-1001', 'V1'], ['musterstadt', '1002', 'FG-1002', 'V2'], ['nordlicht', '1001', 'FG-N', 'VN']] as const) {
      await t.db.insertInto('freigabe').values({ mandant, kundennummer, id, client_id: 'c', scopes: 'vertrag:lesen', vertraege: JSON.stringify([v]), erstellt: new Date(), ablauf: new Date(Date.now() + 86_400_000) }).execute();
    }
  });
  afterAll(() => t.schliessen());

  async function nichtsGeschrieben(anfrage: () => Promise<number>): Promise<number> {
    const vorher = await stand(t.db);
    const mails = t.mails.length;
    const status = await anfrage();
    expect(await stand(t.db)).toEqual(vorher);
    expect(t.mails).toHaveLength(mails);
    return status;
  }
  const eigeneIds = (name: string, e: Endpoint) => Object.fromEntries(pfadParameter(e).map((p) => [p, IDS[idArt(p, e, name)].eigen]));

  it('walks every api of the contract', () => {
    const apis = new Set(ENDPUNKTE.map((x) => x.name.split('.')[0]));
    expect([...apis]).toEqual(expect.arrayContaining(['authApi', 'vertraegeApi', 'rechnungsadressenApi', 'bankverbindungenApi', 'dokumenteApi', 'ablesungenApi', 'verbrauchApi']));
    expect(mitIds.length).toBeGreaterThan(15);
  });

  for (const { name, e } of ENDPUNKTE.filter((x) => x.e.auth)) {
    it(`${name}: 401 without a session, nothing written`, async () => {
      const a = aufruf(name, e, eigeneIds(name, e));
      const status = await nichtsGeschrieben(async () => (await t.anonym().rufe(e, a)).statusCode);
      expect(status).toBe(401);
    });
  }

  for (const { name, e } of mitIds) {
    it(`${name}: 404 for another customer's and another tenant's id, nothing written`, async () => {
      const eigen = eigeneIds(name, e);
      for (const p of pfadParameter(e)) {
        for (const fremd of ['andererKunde', 'andererMandant'] as const) {
          const params = { ...eigen, [p]: IDS[idArt(p, e, name)][fremd] };
          const status = await nichtsGeschrieben(async () => (await ich.rufe(e, aufruf(name, e, params))).statusCode);
          expect(status, `${fremd} :${p}=${params[p]}`).toBe(404);
        }
      }
    });
  }

  // Last, as these may write: the own ids are found, so the 404s above come from the ownership check.
  for (const { name, e } of mitIds) {
    it(`${name}: not 404 with own ids`, async () => {
      const res = await ich.rufe(e, aufruf(name, e, eigeneIds(name, e)));
      expect(res.statusCode, res.body).not.toBe(404);
    });
  }
});

/**
 * "Ansicht als Kunde": with the read-only token a staff member gets, every call of the
 * contract that is not a read (authenticated or not) answers 403 with the German text before any work, and
 * writes nothing but its line in the audit log. The logout is the one exception: it ends the view.
 */
const SCHREIBEND = ENDPUNKTE.filter(({ e }) => e.methode !== 'GET' && e.auth !== undefined && !e.freigabe && e !== contract.authApi.logout);

describe.each(DATENBANKEN)('Every write endpoint with a view token (%s)', (art) => {
  let t: TestApp;
  let ansicht: { kundennummer: string; token: string };
  beforeAll(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { vertraege: [vertrag('V1', 'V1')] })] });
    await t.db.insertInto('benachrichtigung').values({ mandant: 'musterstadt', kundennummer: '1001', id: 'B-V1', schluessel: 'k-V1', ereignis: 'dokument', titel: 't', text: 't', link: '/', erstellt: new Date() }).execute();
    await t.db.insertInto('push_abo').values({ mandant: 'musterstadt', kundennummer: '1001', id: 'P-V1', endpoint: 'https://push.example.org/V1', p256dh: 'k', auth: 'a', geraet: 'g', erstellt: new Date() }).execute();
    await t.db.insertInto('freigabe').values({ mandant: 'musterstadt', kundennummer: '1001', id: 'FG-1001', client_id: 'c', scopes: 'vertrag:lesen', vertraege: JSON.stringify(['V1']), erstellt: new Date(), ablauf: new Date(Date.now() + 86_400_000) }).execute();
    await mitarbeiter(t, 'anna');
    const r = await t.alsMitarbeiter('anna').post('/service/kunden/1001/ansicht', undefined);
    ansicht = { kundennummer: '1001', token: r.json().token };
  });
  afterAll(() => t.schliessen());

  /** Every table but the audit log, whose new lines are checked by themselves. */
  const ohneProtokoll = async () => (await stand(t.db)).filter((zeile) => !zeile.startsWith('service_protokoll:'));
  const protokoll = () => t.db.selectFrom('service_protokoll').select(['kennung', 'aktion', 'kundennummer', 'details']).where('aktion', 'like', 'ansicht%').orderBy('id').execute();

  it('walks the write endpoints', () => {
    expect(SCHREIBEND.length).toBeGreaterThan(30);
    expect(SCHREIBEND.map((x) => x.e)).toEqual(expect.arrayContaining([contract.anschlussnutzerApi.kontaktdatenAktualisieren, contract.authApi.login, contract.vertraegeApi.kuendigen]));
  });

  for (const { name, e } of SCHREIBEND) {
    it(`${name}: 403 „nur lesen“, nothing written but the audit line`, async () => {
      // Valid where an example exists; the refusal comes before the body is read, so an empty one does too.
      const beispiel = BEISPIELE.get(e) ?? {};
      const a: Aufruf = { params: Object.fromEntries(pfadParameter(e).map((p) => [p, IDS[idArt(p, e, name)].eigen])), ...beispiel, ...(e.body ? { body: beispiel.body ?? {} } : {}) };
      const vorher = await ohneProtokoll();
      const zeilen = (await protokoll()).length;
      const mails = t.mails.length;
      const res = await t.anonym().rufe(e, { ...a, headers: { ...a.headers, ...ansicht } });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ data: contract.serviceTexte.ansicht.nurLesen });
      expect(await ohneProtokoll()).toEqual(vorher);
      expect(t.mails).toHaveLength(mails);
      const neu = (await protokoll()).slice(zeilen);
      expect(neu).toEqual([{ kennung: 'anna', aktion: 'ansicht_seite', kundennummer: '1001', details: expect.stringMatching(new RegExp(`^${e.methode} /api/.* 403$`)) }]);
    });
  }

  // Last: it ends the view.
  it('reads with it (audited with the portal page), and its logout ends the view, audited as the end', async () => {
    const lesen = await t.app.inject({ method: 'GET', url: '/api/anschlussnutzer', headers: { ...ansicht, 'ansicht-seite': '/vertrag/V1' } });
    expect(lesen.statusCode).toBe(200);
    expect((await protokoll()).at(-1)).toEqual({ kennung: 'anna', aktion: 'ansicht_seite', kundennummer: '1001', details: 'Seite /vertrag/V1: GET /api/anschlussnutzer 200' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/anschlussnutzer/logout', headers: ansicht })).statusCode).toBe(204);
    expect((await protokoll()).at(-1)).toMatchObject({ kennung: 'anna', aktion: 'ansicht_ende', kundennummer: '1001' });
    expect((await t.app.inject({ method: 'GET', url: '/api/anschlussnutzer', headers: ansicht })).statusCode).toBe(401);
  });
});

/**
 * Every third-party endpoint (contract entries with `freigabe`, the scope they need) with a bearer
 * token of a grant: without the scope 403; a contract not granted, another customer's and another tenant's
 * 404; a token of another tenant 401; a portal session 401 — and none of them writes anything.
 */
const DRITT = ENDPUNKTE.filter(({ e }) => e.freigabe);

describe.each(DATENBANKEN)('Every third-party endpoint of the contract (%s)', (art) => {
  let t: TestApp;
  const token: Record<'voll' | 'ohneVertrag' | 'andererMandant', string> & Partial<Record<string, string>> = { voll: '', ohneVertrag: '', andererMandant: '' };
  beforeAll(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { vertraege: [vertrag('V1', 'V1')] }), kunde('1002', { vertraege: [vertrag('V2', 'V2')] })] });
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { vertraege: [vertrag('VN', 'N')] })] }, 'nordlicht');
    const alle = [...contract.FREIGABE_SCOPES];
    token.voll = (await testFreigabe(t.app, { mandant: 'musterstadt', kundennummer: '1001', scopes: alle, vertraege: ['V1'] })).token;
    token.ohneVertrag = (await testFreigabe(t.app, { mandant: 'musterstadt', kundennummer: '1001', scopes: alle, vertraege: [] })).token;
    token.andererMandant = (await testFreigabe(t.app, { mandant: 'nordlicht', kundennummer: '1001', scopes: alle, vertraege: ['VN'], host: NORDLICHT_HOST })).token;
    for (const s of alle) token[s] = (await testFreigabe(t.app, { mandant: 'musterstadt', kundennummer: '1001', scopes: alle.filter((x) => x !== s), vertraege: ['V1'] })).token;
  });
  afterAll(() => t.schliessen());

  async function nichtsGeschrieben(anfrage: () => Promise<number>): Promise<number> {
    const vorher = await stand(t.db);
    const status = await anfrage();
    expect(await stand(t.db)).toEqual(vorher);
    return status;
  }
  const mit = (bearer: string) => ({ authorization: `Bearer ${bearer}` });

  it('walks the third-party api', () => {
    expect(DRITT.length).toBeGreaterThanOrEqual(4);
  });

  for (const { name, e } of DRITT) {
    const mitVertrag = pfadParameter(e).includes('vertragId');
    const a = (vertragId: string, headers: Record<string, string>) => ({ ...aufruf(name, e, mitVertrag ? { vertragId } : {}), headers });

    it(`${name}: 403 without its scope, 401 with another tenant's token or a portal session, nothing written`, async () => {
      expect(await nichtsGeschrieben(async () => (await t.anonym().rufe(e, a('V1', mit(token[e.freigabe!]!)))).statusCode)).toBe(403);
      expect(await nichtsGeschrieben(async () => (await t.anonym().rufe(e, a('V1', mit(token.andererMandant)))).statusCode)).toBe(401);
      const kunde1001 = t.als('1001');
      const sitzung = await kunde1001.kopf();
      expect(await nichtsGeschrieben(async () => (await kunde1001.rufe(e, a('V1', {}))).statusCode)).toBe(401);
      expect(await nichtsGeschrieben(async () => (await t.anonym().rufe(e, a('V1', mit(sitzung.token!)))).statusCode)).toBe(401);
    });

    if (mitVertrag) {
      it(`${name}: 404 for a contract not granted, another customer's and another tenant's, nothing written`, async () => {
        expect(await nichtsGeschrieben(async () => (await t.anonym().rufe(e, a('V1', mit(token.ohneVertrag)))).statusCode)).toBe(404);
        for (const fremd of ['V2', 'VN']) expect(await nichtsGeschrieben(async () => (await t.anonym().rufe(e, a(fremd, mit(token.voll)))).statusCode), fremd).toBe(404);
      });
    } else {
      it(`${name}: lists only granted contracts`, async () => {
        expect((await t.anonym().rufe(e, a('V1', mit(token.ohneVertrag)))).json()).toEqual([]);
      });
    }

    it(`${name}: 200 with the scope and a granted contract`, async () => {
      const res = await t.anonym().rufe(e, a('V1', mit(token.voll)));
      expect(res.statusCode, res.body).toBe(200);
    });
  }
});
