import { createRequire } from 'node:module';

/**
 * evcc's `custom` tariff with `forecast: {source: http, uri, jq}`, reproduced from its source
 * (github.com/evcc-io/evcc): plugin/http.go hands the body to plugin/pipeline, whose jq step runs
 * util/jq.Query — exactly one result, else "jq: empty result" / "jq: too many results" — and prints that
 * result with Go's `%v`, so only a string result stays JSON. tariff/tariff.go unmarshals the string into
 * api.Rates ({start, end: time.Time; value: float64}, time.Time wanting RFC 3339), and api.Rates.At finds the
 * rate for "now" (start ≤ now < end). jq itself is real jq (WebAssembly); gojq evaluates the filters our
 * docs use the same way.
 */
export interface EvccRate {
  start: Date;
  end: Date;
  value: number;
}

interface JqWeb {
  raw(json: string, filter: string, flags?: string[]): string | undefined;
}
const jq = createRequire(import.meta.url)('jq-web') as Promise<JqWeb>;

/** util/jq.Query: the filter's results, exactly one allowed. */
async function jqEinErgebnis(body: string, filter: string): Promise<unknown> {
  const ausgabe = (await jq).raw(body, filter, ['-c']);
  // -c prints one result per line; a string's own line breaks are escaped.
  const ergebnisse = (ausgabe ?? '').split('\n').filter((z) => z !== '');
  if (ergebnisse.length === 0) throw new Error('jq: empty result');
  if (ergebnisse.length > 1) throw new Error('jq: too many results');
  return JSON.parse(ergebnisse[0] as string);
}

// Go's time.Time.UnmarshalJSON: RFC 3339 with upper-case T, seconds, optional fraction and an offset.
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

function zeit(wert: unknown, feld: string): Date {
  if (wert === undefined) return new Date(Number.NaN);
  if (typeof wert !== 'string' || !RFC3339.test(wert)) throw new Error(`json: cannot unmarshal ${JSON.stringify(wert)} into Go struct field Rate.${feld} of type time.Time`);
  return new Date(wert);
}

/** json.Unmarshal into api.Rates: an array of objects, field names matched without regard to case. */
function alsRates(text: string): EvccRate[] {
  const daten: unknown = JSON.parse(text);
  if (!Array.isArray(daten)) throw new Error('json: cannot unmarshal into Go value of type api.Rates');
  return daten.map((eintrag: unknown) => {
    if (typeof eintrag !== 'object' || eintrag === null || Array.isArray(eintrag)) throw new Error('json: cannot unmarshal into Go value of type api.Rate');
    const feld = (name: string) => Object.entries(eintrag).find(([k]) => k.toLowerCase() === name)?.[1];
    const value = feld('value') ?? 0;
    if (typeof value !== 'number') throw new Error('json: cannot unmarshal into Go struct field Rate.value of type float64');
    return { start: zeit(feld('start'), 'start'), end: zeit(feld('end'), 'end'), value };
  });
}

/** What evcc's custom tariff holds after reading the body once, or evcc's error at start-up. */
export async function evccCustomTarif(body: string, filter?: string): Promise<EvccRate[]> {
  let text = body;
  if (filter) {
    const ergebnis = await jqEinErgebnis(body, filter);
    // fmt.Appendf("%v", v): a Go map or slice prints as map[…]/[…], which is no JSON.
    if (typeof ergebnis !== 'string') throw new Error(`invalid character in %v output of a ${Array.isArray(ergebnis) ? 'slice' : typeof ergebnis}`);
    text = ergebnis;
  }
  return alsRates(text).sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** api.Rates.At: the rate whose [start, end) holds the moment, else api.ErrNotAvailable. */
export function rateFuer(rates: EvccRate[], jetzt: Date): EvccRate {
  const rate = rates.find((r) => r.start.getTime() <= jetzt.getTime() && jetzt.getTime() < r.end.getTime());
  if (!rate) throw new Error('not available');
  return rate;
}
