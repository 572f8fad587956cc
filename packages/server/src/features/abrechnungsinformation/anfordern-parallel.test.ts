import { abrechnungsinformationTexte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, type TestApp } from '../../../test/helper.ts';
import { DATEN } from '../../../test/testdaten/abrechnungsinformation.ts';

// § 40b(2) EnWG allows one requested information every three months. Ten requests at once (a double click, a
// retrying client) against the real database: the rule must hold when the checks run before any is stored.
describe.each(DATENBANKEN)('Abrechnungsinformation anfordern, zehn Anfragen gleichzeitig (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, DATEN);
  }, 180_000);
  afterEach(() => t.schliessen());

  it('exactly one 201, nine 409 with the date, one row and one document stored', async () => {
    // One signed-in session (ten sign-ins at once would meet the login limit), ten requests on it at once.
    const kunde = t.als('4001');
    await kunde.kopf();
    const antworten = await Promise.all(Array.from({ length: 10 }, () => kunde.post('/A-ABL/abrechnungsinformationen', { zeitraum: 'SEIT_LETZTER_ABRECHNUNG' })));
    const status = antworten.map((r) => r.statusCode).sort();
    expect(status).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of antworten.filter((a) => a.statusCode === 409)) expect(r.json()).toEqual({ data: abrechnungsinformationTexte.zuFrueh('2027-02-18'), felder: { ab: '2027-02-18' } });
    expect(await t.db.selectFrom('abrechnungsinformation').select(['vertrag_id', 'id']).execute()).toEqual([{ vertrag_id: 'A-ABL', id: '2026-01-01_2026-11-09' }]);
    expect(await t.db.selectFrom('dokument').select('id').where('kategorie', '=', abrechnungsinformationTexte.dokumentKategorie).execute()).toHaveLength(1);
  });
});
