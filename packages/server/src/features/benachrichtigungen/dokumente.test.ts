import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp } from '../../../test/helper.ts';
import { neueDokumenteMelden } from './dokumente.ts';

const dokument = (id: string, erstellzeitpunkt: string) => ({ id, dateiname: `${id}.pdf`, kategorie: 'Rechnung', erstellzeitpunkt, inhalt: Buffer.from('%PDF-1.4').toString('base64') });

// The daily "new document" run (08:00): every document of the last seven days is announced once per customer.
describe.each(DATENBANKEN)('Neue Dokumente (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art, { jetzt: '2026-11-18T08:00:00+01:00' });
    await einspielen(t.db, {
      anschlussnutzer: [
        kunde('5001', { dokumente: [dokument('R-1', '2026-11-17T10:00:00+01:00'), dokument('R-2', '2026-11-16T10:00:00+01:00'), dokument('ALT', '2026-11-01T10:00:00+01:00')] }),
        kunde('5002', { dokumente: [dokument('R-3', '2026-11-18T07:00:00+01:00')] }),
      ],
    });
  });
  afterEach(() => t.schliessen());

  const zentrale = async () =>
    (await t.db.selectFrom('benachrichtigung').select(['kundennummer', 'schluessel', 'text']).orderBy('kundennummer').orderBy('schluessel').execute()).map((b) => `${b.kundennummer} ${b.schluessel}: ${b.text}`);

  it('announces each document of the last seven days once, however often it runs; an older one not', async () => {
    // 5002 wants documents by mail too (mail is off by default).
    await t.db.insertInto('benachrichtigung_einstellung').values({ mandant: 'musterstadt', kundennummer: '5002', ereignis: 'dokument', kanal: 'mail', aktiv: true }).execute();
    expect(await neueDokumenteMelden(t.db, 'musterstadt', t.uhr.jetzt())).toBe(3);
    // A second process, the next day's run: nothing new.
    expect(await neueDokumenteMelden(t.db, 'musterstadt', t.uhr.jetzt())).toBe(0);
    expect(await zentrale()).toEqual([
      '5001 dokument:R-1: Für Sie liegt ein neues Dokument bereit: R-1.pdf.',
      '5001 dokument:R-2: Für Sie liegt ein neues Dokument bereit: R-2.pdf.',
      '5002 dokument:R-3: Für Sie liegt ein neues Dokument bereit: R-3.pdf.',
    ]);
    const mails = await t.db.selectFrom('benachrichtigung_zustellung').select(['kundennummer', 'schluessel']).where('kanal', '=', 'mail').orderBy('schluessel').execute();
    expect(mails).toEqual([{ kundennummer: '5002', schluessel: 'dokument:R-3' }]);
  });

  it('leaves out a document announced already (as the monthly billing information announces its own)', async () => {
    await t.db
      .insertInto('benachrichtigung')
      .values({ mandant: 'musterstadt', kundennummer: '5001', id: 'schon', schluessel: 'dokument:R-1', ereignis: 'dokument', titel: 'Ihre Abrechnungsinformation', text: 'schon gemeldet', link: '/dokumente', erstellt: t.uhr.jetzt() })
      .execute();
    expect(await neueDokumenteMelden(t.db, 'musterstadt', t.uhr.jetzt())).toBe(2);
    expect(await zentrale()).toEqual([
      '5001 dokument:R-1: schon gemeldet',
      '5001 dokument:R-2: Für Sie liegt ein neues Dokument bereit: R-2.pdf.',
      '5002 dokument:R-3: Für Sie liegt ein neues Dokument bereit: R-3.pdf.',
    ]);
  });
});
