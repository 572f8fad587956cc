import { texte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, type TestApp } from '../../../test/helper.ts';
import { DATEN, tageSchreiben } from '../../../test/testdaten/abrechnungsinformation.ts';
import { monatErstellen } from '../abrechnungsinformation/monatslauf.ts';
import { mitarbeiter } from './testhilfe.ts';

// § 40b EnWG billing information in the console: staff see a customer's informations; opening one is audited.
describe.each(DATENBANKEN)('Servicekonsole: Abrechnungsinformationen (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, DATEN);
    await mitarbeiter(t, 'bert');
    await tageSchreiben(t.db, 'A-DYN', '2026-10-01', '2026-10-31', 250);
    await monatErstellen(t.db, t.app.dienste.mandanten.alle.find((m) => m.key === 'musterstadt')!, '2026-10', t.uhr.jetzt());
  });
  afterEach(() => t.schliessen());

  it('lists and opens the customer information; the audit log records who opened which', async () => {
    const bert = t.alsMitarbeiter('bert');
    const liste = await bert.get('/service/kunden/4001/vertraege/A-DYN/abrechnungsinformationen');
    expect(liste.statusCode, liste.body).toBe(200);
    expect(liste.json()).toEqual([expect.objectContaining({ id: '2026-10', brutto: 285.02 })]);
    const eine = await bert.get('/service/kunden/4001/vertraege/A-DYN/abrechnungsinformationen/2026-10');
    expect(eine.json()).toMatchObject({ id: '2026-10', verbrauchKwh: 745, kosten: { brutto: 285.02 } });
    const log = await t.db.selectFrom('service_protokoll').select(['kennung', 'aktion', 'kundennummer', 'details']).where('aktion', '=', 'abrechnungsinformation_ansehen').execute();
    expect(log).toEqual([{ kennung: 'bert', aktion: 'abrechnungsinformation_ansehen', kundennummer: '4001', details: 'A-DYN 2026-10' }]);
    // Another customer's contract is unknown; without a staff session there is nothing.
    const fremd = await bert.get('/service/kunden/4002/vertraege/A-DYN/abrechnungsinformationen/2026-10');
    expect(fremd.statusCode).toBe(404);
    expect(fremd.json()).toEqual({ data: texte.allgemein.nichtGefunden });
    expect((await t.anonym().get('/service/kunden/4001/vertraege/A-DYN/abrechnungsinformationen')).statusCode).toBe(401);
  });
});
