import { serviceApi, type Endpoint } from '@ekp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, NORDLICHT_HOST, type TestApp, type Zugang, zugangMit } from '../../../test/helper.ts';
import { vertrag, ZAEHLER } from '../../../test/testdaten/umzug-abschlag.ts';
import { mitarbeiter } from './testhilfe.ts';
import { stand } from '../../../test/stand.ts';

/**
 * The contract-driven negative test of test/zugriff.test.ts for every service call, derived
 * from serviceApi so that a new one is covered: without a staff session 401 (also with a customer's token
 * and with another tenant's staff token), another tenant's id 404, and neither writes anything.
 */
const ENDPUNKTE = Object.entries(serviceApi).map(([name, e]) => ({ name: `serviceApi.${name} (${e.methode} ${e.pfad})`, e: e as Endpoint }));
const pfadParameter = (e: Endpoint) => [...e.pfad.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);

const BEISPIELE = new Map<Endpoint, { body?: object; query?: Record<string, string> }>([
  [serviceApi.passwortAendern, { body: { altesPasswort: 'Stadtwerk-2026!', neuesPasswort: 'Ganz-neu-2026!' } }],
  [serviceApi.aktion, { body: { grund: 'Test' } }],
  [serviceApi.vorgangAendern, { body: { notiz: 'Test' } }],
  [serviceApi.mitarbeiterAnlegen, { body: { kennung: 'neu', name: 'Neu', rolle: 'SACHBEARBEITUNG' } }],
  [serviceApi.mitarbeiterAendern, { body: { aktiv: true } }],
  [serviceApi.oauthClientAnlegen, { body: { name: 'Energiemanager', redirects: ['https://em.example/rueckruf'], scopes: ['verbrauch:lesen'] } }],
  [serviceApi.messwerte, { query: { tag: '2026-03-29', kanal: 'BEZUG' } }],
  [serviceApi.ablesekampagneTelefon, { body: { ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.1': 100, '1-1:1.8.2': 50 } } }],
  [serviceApi.einstellungenSpeichern, { body: { protokollTage: 365, erledigtBetreff: 'Erledigt', erledigtText: 'Erledigt.' } }],
]);

describe.each(DATENBANKEN)('Every service endpoint (%s)', (art) => {
  let t: TestApp;
  let admin: Zugang;
  let nordAdmin: Zugang;
  let kunde1001: Zugang;
  const ids = { kundennummer: { eigen: '1001', fremd: '3001' }, id: { eigen: '', fremd: '' }, kennung: { eigen: 'bert', fremd: 'nina' }, aktion: { eigen: 'sitzungen-beenden', fremd: 'sitzungen-beenden' }, vertragId: { eigen: 'V-1001', fremd: 'V-3001' }, kampagneId: { eigen: '', fremd: '' } };

  beforeAll(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { vertraege: [vertrag('V-1001', { zaehler: ZAEHLER })] })] });
    await einspielen(t.db, { anschlussnutzer: [kunde('3001', { vertraege: [vertrag('V-3001', { zaehler: ZAEHLER })] }), kunde('1001')] }, 'nordlicht');
    const o = (mandant: string, kn: string) => t.db.insertInto('outbox').values({ mandant, art: 'kontaktanfrage', kundennummer: kn, payload: '{}' }).returning('id').executeTakeFirstOrThrow();
    ids.id.eigen = String((await o('musterstadt', '1001')).id);
    ids.id.fremd = String((await o('nordlicht', '3001')).id);
    // A reading campaign per tenant with its contract's code, as the operator's CLI stores them.
    const kampagne = async (mandant: string, kn: string, vertragId: string) => {
      const k = await t.db.insertInto('ablesekampagne').values({ mandant, stichtag: '2026-11-15', frist: '2026-11-30' }).returning('id').executeTakeFirstOrThrow();
      await t.db.insertInto('ablesecode').values({ mandant, kampagne_id: k.id, vertrag_id: vertragId, kundennummer: kn, zaehlernummer: ZAEHLER.nummer, code_hash: `hash-${mandant}`, gueltig_bis: '2026-12-30' }).execute();
      return String(k.id);
    };
    ids.kampagneId.eigen = await kampagne('musterstadt', '1001', 'V-1001');
    ids.kampagneId.fremd = await kampagne('nordlicht', '3001', 'V-3001');
    await mitarbeiter(t, 'anna', 'ADMIN');
    await mitarbeiter(t, 'bert');
    await mitarbeiter(t, 'nina', 'ADMIN', 'nordlicht');
    admin = t.alsMitarbeiter('anna');
    nordAdmin = t.alsMitarbeiter('nina', { host: NORDLICHT_HOST, mandant: 'nordlicht' });
    kunde1001 = t.als('1001');
    // Signing in writes; here, not inside the "nothing written" checks.
    for (const z of [admin, nordAdmin, kunde1001]) await z.kopf();
  });
  afterAll(() => t.schliessen());

  const params = (e: Endpoint, welche: 'eigen' | 'fremd', nur?: string) =>
    Object.fromEntries(pfadParameter(e).map((p) => [p, ids[p as keyof typeof ids][p === nur || (!nur && welche === 'fremd') ? welche : 'eigen']]));
  const rufe = (e: Endpoint, p: Record<string, string>, wer: Zugang, headers?: Record<string, string>) => {
    const b = BEISPIELE.get(e) ?? {};
    return wer.rufe(e, { params: p, query: b.query, body: b.body ?? (e.body ? {} : undefined), headers });
  };
  async function nichtsGeschrieben(anfrage: () => Promise<number>): Promise<number> {
    const vorher = await stand(t.db);
    const mails = t.mails.length;
    const status = await anfrage();
    expect(await stand(t.db)).toEqual(vorher);
    expect(t.mails).toHaveLength(mails);
    return status;
  }

  it('walks every service call', () => {
    expect(ENDPUNKTE.length).toBeGreaterThan(15);
    expect(ENDPUNKTE.every(({ e }) => e.bereich === 'service' && e.pfad.startsWith('/service/'))).toBe(true);
  });

  for (const { name, e } of ENDPUNKTE.filter((x) => x.e.auth)) {
    it(`${name}: 401 without a staff session, with a customer's token and with another tenant's staff token; nothing written`, async () => {
      const p = params(e, 'eigen');
      const { token } = await kunde1001.kopf();
      const fremd: Array<[string, Zugang, Record<string, string>?]> = [
        ['ohne Sitzung', t.anonym()],
        ['Kundensitzung', kunde1001],
        ['Kundentoken als kennung', zugangMit(t.app, { kennung: '1001', token: token! })],
        ['Mitarbeiter eines anderen Mandanten', nordAdmin, { host: 'localhost' }],
      ];
      for (const [wer, zugang, headers] of fremd) {
        expect(await nichtsGeschrieben(async () => (await rufe(e, p, zugang, headers)).statusCode), wer).toBe(401);
      }
    });
  }

  const mitIds = ENDPUNKTE.filter(({ e }) => e.auth && pfadParameter(e).some((p) => p !== 'aktion'));
  for (const { name, e } of mitIds) {
    it(`${name}: 404 for another tenant's id, nothing written`, async () => {
      for (const p of pfadParameter(e).filter((x) => x !== 'aktion')) {
        const status = await nichtsGeschrieben(async () => (await rufe(e, params(e, 'fremd', p), admin)).statusCode);
        expect(status, p).toBe(404);
      }
    });
  }

  // Last, as these may write: the own ids are found, so the 404s above come from the tenant check.
  for (const { name, e } of mitIds) {
    it(`${name}: not 404 with own ids`, async () => {
      const res = await rufe(e, params(e, 'eigen'), admin);
      expect(res.statusCode, res.body).not.toBe(404);
    });
  }
});
