import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp, type Zugang } from '../../../test/helper.ts';

const PDF = Buffer.from('%PDF-1.7\n% Testinhalt äöü\n%%EOF\n', 'utf8');
const dokument = (id: string, extra: Record<string, unknown> = {}) => ({
  id, dateiname: `${id}.pdf`, kategorie: 'Rechnung', beschreibung: 'Jahresabrechnung', erstellzeitpunkt: '2026-01-15T09:00:00+01:00', inhalt: PDF.toString('base64'), ...extra,
});
const vertrag = (id: string, dokumente: Array<ReturnType<typeof dokument>>) => ({
  id, versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Musterstadt', kundenArt: 'Haushaltskunde' as const, dokumente,
});

describe.each(DATENBANKEN)('Dokumente (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, {
      anschlussnutzer: [
        kunde('1001', {
          dokumente: [dokument('D-1', { dateiname: 'Begrüßung "Müller";x.pdf', kategorie: 'Schreiben', beschreibung: null, erstellzeitpunkt: '2020-01-01T10:00:00+01:00' })],
          vertraege: [vertrag('V1', [dokument('D-V1')])],
        }),
        kunde('1002', { vertraege: [vertrag('V2', [dokument('D-V2')])] }),
      ],
    });
    ich = t.als('1001');
  });
  afterEach(() => t.schliessen());

  it('lists all own documents, newest first, and those of one own contract', async () => {
    const alle = (await ich.get('/dokument/alle')).json();
    expect(alle.map((d: { id: string; vertragId: string | null }) => `${d.id}:${d.vertragId}`)).toEqual(['D-V1:V1', 'D-1:null']);
    expect(alle[0]).toMatchObject({ kategorie: 'Rechnung', groesse: PDF.length, mimeType: 'application/pdf', erstellzeitpunkt: '2026-01-15T08:00:00.000Z' });
    expect((await ich.get('/dokument/V1')).json().map((d: { id: string }) => d.id)).toEqual(['D-V1']);
  });

  it('answers 404 for another customer\'s contract and document', async () => {
    expect((await ich.get('/dokument/V2')).statusCode).toBe(404);
    expect((await ich.get('/dokument/daten/D-V2')).statusCode).toBe(404);
    expect((await ich.get('/dokument/daten/gibt-es-nicht')).statusCode).toBe(404);
  });

  it('needs a session for the download', async () => {
    expect((await t.anonym().get('/dokument/daten/D-V1')).statusCode).toBe(401);
  });

  it('streams the bytes with type and an attachment name safe for the header', async () => {
    const res = await ich.get('/dokument/daten/D-1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Begruessung Muellerx.pdf"; filename*=UTF-8''Begr%C3%BC%C3%9Fung%20M%C3%BCllerx.pdf`);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    // route()'s download mode: personal files are never sniffed or cached.
    expect(res.headers).toMatchObject({ 'content-length': String(PDF.length), 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' });
    expect(res.headers.ttl).toBe('900');
  });
});
