import { rechnungsadressenTexte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoDatum } from '../../domain/datierte-eintraege.ts';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp, type Zugang } from '../../../test/helper.ts';

const adresse = (id: string, gueltigVon: string, extra: Record<string, unknown> = {}) => ({
  id, anrede: 'Herr' as const, vorname: 'Max', nachname: 'Muster', strasse: 'Lindenallee', hausnummer: '5', postleitzahl: '12345', ort: 'Musterstadt', gueltigVon, ...extra,
});
const vertrag = (id: string, rechnungsadressen: Array<ReturnType<typeof adresse>> = []) => ({
  id, versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2020-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Musterstadt', kundenArt: 'Haushaltskunde' as const, rechnungsadressen,
});
const formular = (gueltigVon: string, extra: Record<string, unknown> = {}) => ({
  anrede: 'Frau', vorname: 'Erika', nachname: 'Muster', adressart: 'Normal', strasse: 'Neue Straße', hausnummer: '12a', postleitzahl: '54321', ort: 'Neustadt', land: 'Deutschland', gueltigVon, ...extra,
});

describe.each(DATENBANKEN)('Rechnungsadressen (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeEach(async () => {
    t = await bauen(art); // 2026-11-18T10:00 Europe/Berlin
    await einspielen(t.db, {
      anschlussnutzer: [
        kunde('1001', {
          rechnungsadressen: [adresse('RA-1', '2020-01-01')],
          vertraege: [
            vertrag('V1', [
              adresse('RA-V-alt', '2020-01-01', { gueltigBis: '2021-12-31' }),
              adresse('RA-V-akt', '2024-01-01', { gueltigBis: '2026-11-30' }),
              adresse('RA-V-zuk', '2026-12-01'),
            ]),
            vertrag('V3'),
          ],
        }),
        kunde('1002', { rechnungsadressen: [adresse('RA-2', '2020-01-01')], vertraege: [vertrag('V2', [adresse('RA-V2', '2020-01-01')])] }),
        kunde('1003'),
      ],
    });
    ich = t.als('1001');
  });
  afterEach(() => t.schliessen());

  const anzahl = async () => (await t.db.selectFrom('rechnungsadresse').select('id').execute()).length;
  const outbox = async () => (await t.db.selectFrom('outbox').select(['art', 'vertrag_id']).orderBy('id').execute()).map((o) => `${o.art}:${o.vertrag_id ?? '-'}`);
  const zeile = async (id: string) => {
    const z = await t.db.selectFrom('rechnungsadresse').select(['gueltig_von', 'gueltig_bis']).where('id', '=', id).executeTakeFirst();
    return z && { gueltig_von: isoDatum(z.gueltig_von), gueltig_bis: isoDatum(z.gueltig_bis) };
  };

  it('lists all own addresses, customer-wide and per contract, never another customer\'s', async () => {
    const res = await ich.get('/anschlussnutzer/rechnungsadressen');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { id: string; vertragId: string | null }) => `${a.id}:${a.vertragId}`).sort()).toEqual(['RA-1:null', 'RA-V-akt:V1', 'RA-V-alt:V1', 'RA-V-zuk:V1']);
  });

  it('answers the current address, or 204 without a body when there is none', async () => {
    expect((await ich.get('/anschlussnutzer/aktuelleRechnungsadresse')).json()).toMatchObject({ id: 'RA-1', land: 'Deutschland', gueltigBis: null });
    const keine = await t.als('1003').get('/anschlussnutzer/aktuelleRechnungsadresse');
    expect(keine.statusCode).toBe(204);
    expect(keine.body).toBe('');
    expect((await ich.get('/V1/rechnungsadresse/aktuelle')).json().id).toBe('RA-V-akt');
    expect((await ich.get('/V3/rechnungsadresse/aktuelle')).statusCode).toBe(204);
    expect((await ich.get('/V1/rechnungsadresse/alle')).json()).toHaveLength(3);
  });

  it('answers 404 for another customer\'s contract on every per-contract call, and for another customer\'s address', async () => {
    expect((await ich.get('/V2/rechnungsadresse/alle')).statusCode).toBe(404);
    expect((await ich.get('/V2/rechnungsadresse/aktuelle')).statusCode).toBe(404);
    expect((await ich.post('/V2/rechnungsadresse/anlegen', formular('2026-12-01'))).statusCode).toBe(404);
    expect((await ich.del('/V2/rechnungsadresse/loeschen/RA-V2')).statusCode).toBe(404);
    expect((await ich.del('/V2/rechnungsadresse/beenden/RA-V2')).statusCode).toBe(404);
    expect((await ich.del('/V1/rechnungsadresse/beenden/RA-V2')).statusCode).toBe(404);
    expect((await ich.del('/V1/rechnungsadresse/beenden/RA-1')).statusCode).toBe(404);
    expect((await zeile('RA-V2'))?.gueltig_bis).toBeNull();
  });

  it('deletes only what starts after today, and gives the predecessor its open end back', async () => {
    const frueh = await ich.del('/V1/rechnungsadresse/loeschen/RA-V-akt');
    expect(frueh.statusCode).toBe(409);
    expect(frueh.json()).toEqual({ data: rechnungsadressenTexte.liste.nichtGeloescht });
    expect((await ich.del('/V1/rechnungsadresse/loeschen/RA-V-zuk')).statusCode).toBe(204);
    expect(await zeile('RA-V-zuk')).toBeUndefined();
    expect((await zeile('RA-V-akt'))?.gueltig_bis).toBeNull();
    expect(await outbox()).toEqual(['rechnungsadresse_geloescht:V1']);
  });

  it('ends only what started today or before, on either side of midnight', async () => {
    const zukunft = await ich.del('/V1/rechnungsadresse/beenden/RA-V-zuk');
    expect(zukunft.statusCode).toBe(409);
    expect(zukunft.json()).toEqual({ data: rechnungsadressenTexte.liste.nichtBeendet });
    t.uhr.stellen('2026-11-30T23:30:00Z'); // 01.12.2026 00:30 in Berlin: RA-V-zuk starts today
    ich = t.als('1001');
    expect((await ich.del('/V1/rechnungsadresse/loeschen/RA-V-zuk')).statusCode).toBe(409);
    expect((await ich.del('/V1/rechnungsadresse/beenden/RA-V-zuk')).statusCode).toBe(204);
    expect((await zeile('RA-V-zuk'))?.gueltig_bis).toBe('2026-12-01');
    expect((await ich.del('/V1/rechnungsadresse/beenden/RA-V-alt')).statusCode).toBe(409);
    expect(await outbox()).toEqual(['rechnungsadresse_beendet:V1']);
  });

  it('refuses invalid forms with German messages per field and stores nothing', async () => {
    const vorher = await anzahl();
    const res = await ich.post('/anschlussnutzer/rechnungsadresseAnlegen', formular('2026-12-01', { anrede: 'Firma', firma: 'A', postleitzahl: '123', hausnummer: '12 a' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().felder).toMatchObject({
      firma: 'Bitte geben Sie den Firmennamen an (mindestens 2 Zeichen).',
      postleitzahl: 'Die Postleitzahl muss aus 4 oder 5 Ziffern bestehen.',
      hausnummer: 'Die Hausnummer ist ungültig (z. B. 12, 12a, 12-14 oder 12/1).',
    });
    const heute = await ich.post('/anschlussnutzer/rechnungsadresseAnlegen', formular('2026-11-18'));
    expect(heute.statusCode).toBe(400);
    expect(heute.json()).toEqual({ data: 'Das Datum darf frühestens der 19.11.2026 sein.', felder: { gueltigVon: 'Das Datum darf frühestens der 19.11.2026 sein.' } });
    expect(await anzahl()).toBe(vorher);
    expect(await outbox()).toEqual([]);
  });

  it('takes tomorrow from the Berlin calendar', async () => {
    t.uhr.stellen('2026-11-18T23:30:00Z'); // already 19.11. in Berlin
    ich = t.als('1001');
    expect((await ich.post('/anschlussnutzer/rechnungsadresseAnlegen', formular('2026-11-19'))).statusCode).toBe(400);
    expect((await ich.post('/anschlussnutzer/rechnungsadresseAnlegen', formular('2026-11-20'))).statusCode).toBe(200);
  });

  it('keeps one current address per scope: a new one ends the current one the day before', async () => {
    const a = (await ich.post('/anschlussnutzer/rechnungsadresseAnlegen', formular('2026-12-01'))).json();
    expect(a).toMatchObject({ vertragId: null, gueltigVon: '2026-12-01', gueltigBis: null, strasse: 'Neue Straße', postfach: null });
    expect((await zeile('RA-1'))?.gueltig_bis).toBe('2026-11-30');
    const spaeter = (await ich.post('/anschlussnutzer/rechnungsadresseAnlegen', formular('2027-01-15'))).json();
    const dazwischen = (await ich.post('/anschlussnutzer/rechnungsadresseAnlegen', formular('2026-12-20'))).json();
    expect(dazwischen.gueltigBis).toBe('2027-01-14');
    expect((await zeile(a.id))?.gueltig_bis).toBe('2026-12-19');
    expect((await zeile(spaeter.id))?.gueltig_bis).toBeNull();
    const ersetzt = (await ich.post('/anschlussnutzer/rechnungsadresseAnlegen', formular('2026-12-20', { ort: 'Anderswo' }))).json();
    expect(await zeile(dazwischen.id)).toBeUndefined();
    expect(ersetzt.gueltigBis).toBe('2027-01-14');

    const alle = (await ich.get('/anschlussnutzer/rechnungsadressen')).json().filter((x: { vertragId: string | null }) => !x.vertragId);
    for (const tag of ['2026-11-30', '2026-12-01', '2026-12-19', '2026-12-20', '2027-01-14', '2027-01-15', '2030-01-01']) {
      const gueltig = alle.filter((x: { gueltigVon: string; gueltigBis: string | null }) => x.gueltigVon <= tag && (!x.gueltigBis || x.gueltigBis >= tag));
      expect(gueltig, tag).toHaveLength(1);
    }
    expect((await outbox()).filter((o) => o === 'rechnungsadresse:-')).toHaveLength(4);
    expect(await outbox()).toContain('rechnungsadresse_beendet:-');
    expect(await outbox()).toContain('rechnungsadresse_geloescht:-');
  });

  it('stores a Postfach address without street and house number, per contract', async () => {
    const res = await ich.post('/V3/rechnungsadresse/anlegen', formular('2026-11-19', { adressart: 'Postfach', postfach: '4711', land: 'Österreich', postleitzahl: '1010' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ vertragId: 'V3', postfach: '4711', strasse: null, hausnummer: null, land: 'Österreich' });
    expect(await outbox()).toEqual(['rechnungsadresse:V3']);
  });
});
