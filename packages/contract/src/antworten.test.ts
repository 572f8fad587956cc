import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';

/**
 * The browser does not parse answers with the response schemas (packages/web/src/shared/api/client.ts);
 * it takes the JSON the server encoded with them. That is the schema's output only when parsing changes nothing:
 * no defaults, transforms or codecs, and nothing JSON cannot carry. Trimming (an overwrite) gives the same
 * string again and is allowed.
 */
const VERAENDERT = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'success', 'date', 'bigint', 'map', 'set', 'undefined', 'nan', 'symbol', 'function', 'promise', 'custom']);
/** GET /mandant has defaults; the browser reads the tenant from index.html, which the server wrote from the parsed configuration. */
const AUSNAHMEN = new Set(['mandantApi.konfiguration']);

/** What classic and mini schemas both show of themselves. */
interface Knoten {
  def: Record<string, unknown> & { type: string; coerce?: boolean };
}

function veraenderungen(schema: Knoten, pfad: string, funde: string[], gesehen = new Set<Knoten>()): string[] {
  if (gesehen.has(schema)) return funde;
  gesehen.add(schema);
  const { def } = schema;
  if (VERAENDERT.has(def.type) || def.coerce) funde.push(`${pfad}: ${def.coerce ? 'coerce' : def.type}`);
  const kinder: Array<[string, unknown]> = [];
  if (def.type === 'object') kinder.push(...Object.entries(def.shape as object).map(([k, v]) => [`${pfad}.${k}`, v] as [string, unknown]), [`${pfad}.*`, def.catchall]);
  if (def.type === 'array') kinder.push([`${pfad}[]`, def.element]);
  if (def.type === 'record') kinder.push([`${pfad}{}`, def.valueType]);
  if (def.type === 'union' || def.type === 'tuple') kinder.push(...((def.options ?? def.items) as unknown[]).map((o, i) => [`${pfad}|${i}`, o] as [string, unknown]));
  if (def.type === 'intersection') kinder.push([pfad, def.left], [pfad, def.right]);
  if (def.type === 'lazy') kinder.push([pfad, (def.getter as () => unknown)()]);
  kinder.push([pfad, def.innerType]);
  for (const [p, kind] of kinder) if (kind) veraenderungen(kind as Knoten, p, funde, gesehen);
  return funde;
}

const ENDPUNKTE = contract.endpunkte.map(({ name, e }) => [name, e] as const);

describe('answers the browser takes unparsed', () => {
  it('finds every endpoint and a change where there is one', () => {
    expect(ENDPUNKTE.length).toBeGreaterThan(50);
    expect(veraenderungen(contract.mandantApi.konfiguration.response as unknown as Knoten, 'antwort', [])).toContain('antwort.apiBasis: default');
  });

  it.each(ENDPUNKTE.filter(([name, e]) => e.response && !AUSNAHMEN.has(name)))('%s: parsing the answer again changes nothing', (_name, e) => {
    expect(veraenderungen(e.response as unknown as Knoten, 'antwort', [])).toEqual([]);
  });
});
