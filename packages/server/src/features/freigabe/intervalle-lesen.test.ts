import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATENBANKEN, einspielen, kunde, testDatenbank } from '../../../test/helper.ts';
import type { Db } from '../../db/verbinden.ts';
import { intervallTageSchreiben } from '../../domain/intervall/schreiben.ts';
import { zeitreihenLesen } from './intervalle-lesen.ts';

const vertrag = (id: string) => ({ id, versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2020-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Musterstadt', kundenArt: 'Haushaltskunde' as const });

// On the day rows of `intervall_tag`: the third party gets drawn energy and feed-in as OBIS series, each value with
// the quality the metering operator sent, and nothing of another tenant's contract.
describe.each(DATENBANKEN)('zeitreihenLesen (%s)', (art) => {
  let db: Db;
  let schliessen: () => Promise<void>;
  beforeEach(async () => {
    ({ db, schliessen } = await testDatenbank(art));
    await einspielen(db, { anschlussnutzer: [kunde('1001', { vertraege: [vertrag('V1')] })] });
    await einspielen(db, { anschlussnutzer: [kunde('1001', { vertraege: [vertrag('V1')] })] }, 'nordlicht');
  });
  afterEach(() => schliessen());

  it('reads both channels in kWh with their quality, on a 92-quarter-hour day too', async () => {
    const nr = async (mandant: string) => (await db.selectFrom('vertrag').select('nr').where('mandant', '=', mandant).where('id', '=', 'V1').executeTakeFirstOrThrow()).nr;
    const werte = Array.from({ length: 92 }, (_, i) => (i === 8 ? 1250 : 100));
    await intervallTageSchreiben(db, [
      { mandant: 'musterstadt', vertragNr: await nr('musterstadt'), tag: '2026-03-29', werte, qualitaet: werte.map((_, i) => (i === 8 ? 'ERSATZWERT' : 'GEMESSEN')) },
      { mandant: 'musterstadt', vertragNr: await nr('musterstadt'), kanal: 'EINSPEISUNG', tag: '2026-03-29', werte: werte.map((_, i) => (i === 48 ? 400 : null)), qualitaet: werte.map(() => 'VORLAEUFIG') },
      { mandant: 'nordlicht', vertragNr: await nr('nordlicht'), tag: '2026-03-29', werte: werte.map(() => 999) },
    ]);
    const reihen = await zeitreihenLesen(db, 'musterstadt', 'V1', '2026-03-29', '2026-03-29');
    expect(reihen.map((r) => [r.obis, r.aufloesung, r.werte.length])).toEqual([
      ['1-1:1.29.0', 'PT15M', 92],
      ['1-1:2.29.0', 'PT15M', 1],
    ]);
    // 02:00–03:00 does not exist that day: the ninth quarter hour starts at 03:00 summer time.
    expect(reihen[0]!.werte[8]).toEqual({ von: '2026-03-29T03:00:00+02:00', wert: 1.25, qualitaet: 'ersatzwert' });
    expect(reihen[0]!.werte[0]).toEqual({ von: '2026-03-29T00:00:00+01:00', wert: 0.1, qualitaet: 'gemessen' });
    expect(reihen[1]!.werte).toEqual([{ von: '2026-03-29T13:00:00+02:00', wert: 0.4, qualitaet: 'vorlaeufig' }]);
    expect(reihen.flatMap((r) => r.werte).some((w) => w.wert === 0.999)).toBe(false);
  });
});
