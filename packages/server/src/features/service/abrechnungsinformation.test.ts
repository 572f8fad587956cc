import { texte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, type TestApp } from '../../../test/helper.ts';
import { DATEN } from '../../../test/testdaten/abrechnungsinformation.ts';
import { mitarbeiter } from './testhilfe.ts';

const ANFORDERUNG = { zeitraum: 'SEIT_LETZTER_ABRECHNUNG' };

// § 40b EnWG billing information in the console: staff see a customer's informations; opening one is audited.
describe.each(DATENBANKEN)('Servicekonsole: Abrechnungsinformationen (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    // The customers only: the October market prices are not needed for a period from readings.
    await einspielen(t.db, { anschlussnutzer: DATEN.anschlussnutzer });
    await mitarbeiter(t, 'bert');
    // The customer requests one (readings from 1 January to 10 November).
    expect((await t.als('4001').post('/A-ABL/abrechnungsinformationen', ANFORDERUNG)).statusCode).toBe(201);
  }, 180_000);
  afterEach(() => t.schliessen());

  it('lists and opens the customer information; the audit log records who opened which', async () => {
    const bert = t.alsMitarbeiter('bert');
    const liste = await bert.get('/service/kunden/4001/vertraege/A-ABL/abrechnungsinformationen');
    expect(liste.statusCode, liste.body).toBe(200);
    expect(liste.json()).toEqual([expect.objectContaining({ id: '2026-01-01_2026-11-09', brutto: 482.9 })]);
    const eine = await bert.get('/service/kunden/4001/vertraege/A-ABL/abrechnungsinformationen/2026-01-01_2026-11-09');
    expect(eine.json()).toMatchObject({ id: '2026-01-01_2026-11-09', verbrauchKwh: 1400, kosten: { brutto: 482.9 } });
    const log = await t.db.selectFrom('service_protokoll').select(['kennung', 'aktion', 'kundennummer', 'details']).where('aktion', '=', 'abrechnungsinformation_ansehen').execute();
    expect(log).toEqual([{ kennung: 'bert', aktion: 'abrechnungsinformation_ansehen', kundennummer: '4001', details: 'A-ABL 2026-01-01_2026-11-09' }]);
    // Another customer's contract is unknown; without a staff session there is nothing.
    const fremd = await bert.get('/service/kunden/4002/vertraege/A-ABL/abrechnungsinformationen/2026-01-01_2026-11-09');
    expect(fremd.statusCode).toBe(404);
    expect(fremd.json()).toEqual({ data: texte.allgemein.nichtGefunden });
    expect((await t.anonym().get('/service/kunden/4001/vertraege/A-ABL/abrechnungsinformationen')).statusCode).toBe(401);
  });
});
