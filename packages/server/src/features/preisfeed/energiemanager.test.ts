import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { evccCustomTarif, rateFuer } from '../../../test/evcc.ts';
import { haRestSensor, type HaSensor } from '../../../test/home-assistant.ts';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp } from '../../../test/helper.ts';

/**
 * The configurations docs/schnittstellen.md gives for evcc and Home Assistant, run against the feed under
 * the rules of the real programs (test/evcc.ts, test/home-assistant.ts): a user who copies them gets a
 * working tariff and working sensors.
 */
const DOKU = readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/schnittstellen.md'), 'utf8');

/** The YAML blocks of one `### …` section of the docs. */
function yamlBloecke(abschnitt: string): unknown[] {
  const start = DOKU.indexOf(`### ${abschnitt}\n`);
  const text = DOKU.slice(start, DOKU.indexOf('\n#', start + 4));
  return [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].map((b) => parse(b[1] as string) as unknown);
}

interface EvccForecast {
  source: string;
  uri: string;
  jq?: string;
}
/** evcc's full configuration, and the same with each `jq:` line the section offers instead. */
function evccVarianten(): EvccForecast[] {
  const bloecke = yamlBloecke('evcc') as Array<{ tariffs?: { grid: { type: string; forecast: EvccForecast } }; jq?: string }>;
  const voll = bloecke.find((b) => b.tariffs)?.tariffs?.grid;
  if (!voll) throw new Error('docs/schnittstellen.md: no evcc configuration');
  expect(voll.type).toBe('custom');
  return [voll.forecast, ...bloecke.filter((b) => b.jq).map((b) => ({ ...voll.forecast, jq: b.jq }))];
}

const dynamisch = { name: 'Strom Dynamisch', tariftyp: 'DYNAMISCHER_PREIS' as const, grundpreis: 10, arbeitspreis: 0.3, istDynamisch: true, aufschlag: 0.1, gueltigVon: '2026-01-01' };
const vertrag = { id: 'V1', versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2026-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Musterstadt', kundenArt: 'Haushaltskunde' as const, tarife: [dynamisch] };
const um = (hhmm: string) => `2026-11-18T${hhmm}:00+01:00`;
const JETZT = um('10:07');

// The feed's shape does not depend on the database; one is enough.
describe.each(DATENBANKEN.slice(0, 1))('Energy managers read the price feed as docs/schnittstellen.md configures them (%s)', (art) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bauen(art, { jetzt: JETZT });
    await einspielen(t.db, {
      preise: [
        { von: um('10:00'), bis: um('11:00'), preis: 0.1 },
        { von: um('11:00'), bis: um('11:15'), preis: 0 },
      ],
      anschlussnutzer: [kunde('1001', { vertraege: [vertrag] })],
    });
  });
  afterAll(() => t?.schliessen());
  const body = async (uri: string) => {
    const res = await t.app.inject({ method: 'GET', url: new URL(uri).pathname + new URL(uri).search, headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('evcc: every documented configuration loads and gives the all-in price of the current quarter hour', async () => {
    const varianten = evccVarianten();
    expect(varianten.length).toBeGreaterThan(1);
    for (const forecast of varianten) {
      expect(forecast.source).toBe('http');
      const rates = await evccCustomTarif(await body(forecast.uri), forecast.jq);
      expect(rates).toHaveLength(5);
      // (0.10 market + 0.10 aufschlag) × 1.19.
      expect(rateFuer(rates, new Date(JETZT))).toEqual({ start: new Date(um('10:00')), end: new Date(um('10:15')), value: 0.238 });
      expect(rateFuer(rates, new Date(um('11:14'))).value).toBe(0.119);
    }
  });

  it("evcc: the same with the components, which evcc's Rate ignores", async () => {
    for (const forecast of evccVarianten()) {
      const rates = await evccCustomTarif(await body(`${forecast.uri}?bestandteile=true`), forecast.jq);
      expect(rateFuer(rates, new Date(JETZT)).value).toBe(0.238);
    }
  });

  it("evcc refuses filters with several results or a result that is no string, as its jq step does", async () => {
    const feed = await body('http://localhost/api/oeffentlich/preise/strom-dynamisch');
    await expect(evccCustomTarif(feed, '.[] | {start, end, value}')).rejects.toThrow('jq: too many results');
    await expect(evccCustomTarif(feed, '.[] | select(.value > 9)')).rejects.toThrow('jq: empty result');
    await expect(evccCustomTarif(feed, 'map({start, end, value})')).rejects.toThrow(/%v/);
    await expect(evccCustomTarif(feed, 'map({start, end, value: (.value | tostring)}) | tostring')).rejects.toThrow(/float64/);
    expect(() => rateFuer([], new Date(JETZT))).toThrow('not available');
  });

  it('Home Assistant: the documented REST sensors give the current and the cheapest price, the current quarter hour as attributes', async () => {
    const [konfiguration] = yamlBloecke('Home Assistant') as Array<{ rest: Array<{ resource: string; scan_interval: number; sensor: HaSensor[] }> }>;
    const rest = konfiguration?.rest[0];
    if (!rest) throw new Error('docs/schnittstellen.md: no Home Assistant configuration');
    const feed = await body(rest.resource);
    const [aktuell, guenstigster] = rest.sensor.map((s) => haRestSensor(s, feed));
    expect(Number(aktuell?.state)).toBe(0.238);
    expect(aktuell?.attributes).toEqual({ start: um('10:00'), end: um('10:15') });
    expect(Number(guenstigster?.state)).toBe(0.119);
    expect(rest.scan_interval).toBeLessThanOrEqual(900);
  });

  it('Home Assistant refuses attributes whose path does not end at an object', async () => {
    const feed = await body('http://localhost/api/oeffentlich/preise/strom-dynamisch');
    expect(() => haRestSensor({ json_attributes_path: '$', json_attributes: ['start'] }, feed)).toThrow(/not a dictionary/);
    expect(() => haRestSensor({ json_attributes_path: '$[99]', json_attributes: ['start'] }, feed)).toThrow(/not a dictionary/);
    expect(haRestSensor({ value_template: '{{ value_json[1].start }}' }, feed).state).toBe(um('10:15'));
  });
});
