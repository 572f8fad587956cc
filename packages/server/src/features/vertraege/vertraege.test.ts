import { texte, vertraegeTexte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, type TestApp, type Zugang } from '../../../test/helper.ts';
import { NORDLICHT_DATEN, VERTRAGSDATEN } from '../../../test/testdaten/vertraege.ts';

describe.each(DATENBANKEN)('Verträge lesen (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, VERTRAGSDATEN);
    await einspielen(t.db, NORDLICHT_DATEN, 'nordlicht');
    ich = t.als('1001');
  });
  afterEach(() => t.schliessen());

  it('answers the contract master data with the derived status', async () => {
    const res = await ich.get('/V-AKTIV');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 'V-AKTIV',
      versorgungsart: 'Strom',
      anmeldungsart: 'Lieferantenwechsel',
      lieferbeginn: '2024-01-01',
      gewuenschterLieferbeginn: null,
      lieferende: null,
      gewuenschtesLieferende: null,
      storniert: false,
      strasse: 'Hauptstraße',
      hausnummer: '1',
      plz: '12345',
      ort: 'Musterstadt',
      kundenArt: 'Haushaltskunde',
      status: 'aktiv',
      datenBis: null,
    });
  });

  it('derives every status of SPEC §4', async () => {
    const status = async (id: string) => (await ich.get(`/${id}`)).json().status;
    expect(await status('V-BEENDET')).toBe('beendet');
    expect(await status('V-STORNO')).toBe('storniert');
    expect(await status('V-BEAUFTRAGT')).toBe('beauftragt');
    expect(await status('V-GEKUENDIGT')).toBe('gekeundigt');
  });

  it('answers the whole tariff history in the order of the import', async () => {
    const res = await ich.get('/V-AKTIV/tarifhistorie');
    expect(res.statusCode).toBe(200);
    const { historie } = res.json() as { historie: Array<{ name: string; gueltigVon: string | null; arbeitspreis: number }> };
    expect(historie.map((h) => [h.name, h.gueltigVon])).toEqual([
      ['Klassik alt', null],
      ['Klassik', '2025-01-01'],
      ['Klassik 2027', '2027-01-01'],
    ]);
    expect(historie[0]).not.toHaveProperty('aufschlag');
  });

  it('answers an empty history for a contract without tariffs', async () => {
    expect((await ich.get('/V-STORNO/tarifhistorie')).json()).toEqual({ historie: [] });
  });

  it('answers the tariff valid now, and switches at midnight Berlin time', async () => {
    expect((await ich.get('/V-AKTIV/aktueller_tarif')).json()).toMatchObject({ name: 'Klassik', gueltigBis: '2026-12-31' });
    t.uhr.stellen('2026-12-31T23:30:00+01:00');
    ich = t.als('1001');
    expect((await ich.get('/V-AKTIV/aktueller_tarif')).json()).toMatchObject({ name: 'Klassik' });
    t.uhr.stellen('2026-12-31T23:30:00Z');
    ich = t.als('1001');
    expect((await ich.get('/V-AKTIV/aktueller_tarif')).json()).toMatchObject({ name: 'Klassik 2027' });
  });

  it('reads istDynamisch of a dynamic tariff', async () => {
    expect((await ich.get('/V-DYN/aktueller_tarif')).json()).toMatchObject({ name: 'Dynamisch', istDynamisch: true, tariftyp: 'DYNAMISCHER_PREIS' });
  });

  it('carries the import\'s feed-in rate (einspeiseverguetung, EUR/kWh), null where the import gives none', async () => {
    expect((await ich.get('/V-DYN/aktueller_tarif')).json()).toMatchObject({ einspeiseverguetung: null });
    const daten = structuredClone(VERTRAGSDATEN);
    const dyn = (daten.anschlussnutzer ?? []).flatMap((k) => k.vertraege ?? []).find((v) => v.id === 'V-DYN')!;
    dyn.tarife![0]!.einspeiseverguetung = 0.0786;
    await einspielen(t.db, daten);
    expect((await ich.get('/V-DYN/aktueller_tarif')).json()).toMatchObject({ name: 'Dynamisch', einspeiseverguetung: 0.0786 });
  });

  it('answers SPEC’s "kein Tarif" text when no tariff applies now', async () => {
    const res = await ich.get('/V-BEAUFTRAGT/aktueller_tarif');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ data: vertraegeTexte.keinTarif });
  });

  describe('answers 404 for any contract that is not the customer’s own', () => {
    const pfade = ['', '/aktueller_tarif', '/tarifhistorie'];
    it.each(pfade)('another customer’s contract: GET /:id%s', async (pfad) => {
      const res = await ich.get(`/V-FREMD${pfad}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ data: texte.allgemein.nichtGefunden });
    });
    it.each(pfade)('an id that does not exist: GET /:id%s', async (pfad) => {
      expect((await ich.get(`/GIBT-ES-NICHT${pfad}`)).statusCode).toBe(404);
    });
    it.each(pfade)('the same customer number’s contract in another tenant: GET /:id%s', async (pfad) => {
      expect((await ich.get(`/V-NORD${pfad}`)).statusCode).toBe(404);
    });
  });

  it('needs a session', async () => {
    for (const pfad of ['/V-AKTIV', '/V-AKTIV/aktueller_tarif', '/V-AKTIV/tarifhistorie']) {
      expect((await t.anonym().get(pfad)).statusCode).toBe(401);
    }
  });
});
