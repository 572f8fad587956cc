import { endpunkte, FehlerSchema, type Endpoint } from '@ekp/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABLESUNG_TESTDATEN } from '../../test/testdaten/ablesungen.ts';
import { stand } from '../../test/stand.ts';
import { bauen, DATENBANKEN, einspielen, STANDARD_HOST, type TestApp, type Zugang, zugangMit } from '../../test/helper.ts';

// Every endpoint of the contract, found generically, gets generated hostile values in its
// path, query, body and headers. Never a 5xx, every error in the German {data} shape, and no row written.

/** Strings no field accepts: a control character or a lone UTF-16 surrogate somewhere inside. */
const boeserText = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\uD800', '\uDFFF', '\u0000\uDC00'), fc.string({ maxLength: 20 }))
  .map(([a, b, c]) => a + b + c);
const boeserWert: fc.Arbitrary<unknown> = fc.oneof(
  boeserText,
  boeserText.map((t) => `0000-01-01${t}`),
  fc.array(boeserText, { minLength: 1, maxLength: 3 }),
  boeserText.map((t) => ({ [t]: t })),
  boeserText.map((t) => ({ [t]: 1 })),
);
/** Path segments: hostile text, over-long ids, broken percent-encoding. */
const boeserPfadteil = fc.oneof(
  boeserText.map((t) => encodeURIComponent(t.replace(/[\uD800-\uDFFF]/g, '\u0000'))),
  fc.constant('%00'),
  fc.constant('%E0%A4%A'),
  fc.constant('%ED%A0%80'),
  fc.integer({ min: 65, max: 300 }).map((n) => 'x'.repeat(n)),
);
/** Header values Node lets through but no schema accepts: empty, over-long, broken percent-encoding, Latin-1 noise. */
const boeserHeader = fc.constantFrom('', ' ', 'x'.repeat(5000), '%E0%A4%A', '%00', '\u0080\u00ff', '0000-01-01');

function schluessel(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function anfrage(e: Endpoint) {
  const params = [...e.pfad.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const felder = schluessel(e.body);
  return fc.record({
    // A real contract id for the first parameter half of the time, so the other parts get validated too.
    pfad: fc.tuple(...params.map((p, i) => (i === 0 && p === 'vertragId' ? fc.oneof(fc.constant('V1'), boeserPfadteil) : boeserPfadteil))),
    query: fc.record(Object.fromEntries(schluessel(e.query).map((k) => [k, boeserText]))),
    body: felder.length
      ? fc.oneof(fc.record(Object.fromEntries(felder.map((k) => [k, boeserWert]))), boeserText, fc.array(boeserText, { minLength: 1 }))
      : fc.option(boeserWert, { nil: undefined }),
    headers: fc.record(Object.fromEntries(schluessel(e.headers).map((k) => [k, boeserHeader]))),
  });
}

describe.each(DATENBANKEN)('feindliche Eingaben (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeAll(async () => {
    t = await bauen(art);
    await einspielen(t.db, ABLESUNG_TESTDATEN);
    ich = t.als('1001');
    await ich.kopf();
  }, 60_000);
  afterAll(async () => t?.schliessen());

  // Some tables count attempts by design: ratenereignis (a wrong but well-formed customer number at login is one),
  // the price feed's per-address counter, and the audit log's line for a failed or throttled staff sign-in.
  const ZAEHLEND = ['ratenereignis:', 'preisfeed_zaehler:', 'service_protokoll:'];
  const gespeichert = async () => (await stand(t.db)).filter((zeile) => !ZAEHLEND.some((z) => zeile.startsWith(z)));

  it('finds the endpoints of the contract', () => expect(endpunkte.length).toBeGreaterThan(30));

  it.each(endpunkte.map(({ name, e }) => [name, e] as const))('%s: never 5xx, always German, nothing stored', async (_name, e) => {
    const vorher = await gespeichert();
    const ohneEingaben = !e.params && !e.query && !e.body && !e.headers;
    await fc.assert(
      fc.asyncProperty(anfrage(e), async (a) => {
        let i = 0;
        const pfad = e.pfad.replace(/:[A-Za-z]+/g, () => String(a.pfad[i++]));
        // Without any input of its own, the session headers are what is hostile.
        const wer = ohneEingaben ? zugangMit(t.app, { host: STANDARD_HOST, token: 'x'.repeat(300), kundennummer: '%00' }) : ich;
        const mitKoerper = a.body !== undefined;
        const res = await wer.rufe(pfad, {
          methode: e.methode,
          query: a.query as Record<string, string>,
          headers: { ...a.headers, ...(mitKoerper ? { 'content-type': 'application/json' } : {}) },
          body: mitKoerper ? JSON.stringify(a.body) : undefined,
        });
        expect(res.statusCode, `${e.methode} /api${pfad} ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const body = FehlerSchema.parse(res.json());
          // German, not Fastify's English: no framework words, and an umlaut or a German word.
          expect(JSON.stringify(body)).not.toMatch(/Bad Request|Not Found|statusCode|FST_|Unexpected|must be/);
        }
      }),
      { numRuns: 12 },
    );
    expect(await gespeichert()).toEqual(vorher);
  });
});
