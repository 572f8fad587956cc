import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialisierer = (daten: unknown) => string;

/** JSON Schema keywords that only describe the shape fast-json-stringify writes, or checks it does not need. */
const FORM = new Set(['$schema', 'type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'description', 'format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems']);
const TYPEN = new Set(['object', 'array', 'string', 'number', 'boolean', 'null']);

/**
 * An answer schema fast-json-stringify writes exactly as zod's encode + JSON.stringify would: plain objects
 * (no records, unions, references), strings, numbers, booleans, null, arrays of them. Not `integer` (it would
 * truncate a fraction that zod refuses) nor an empty schema (anything).
 */
export function schlicht(s: unknown): boolean {
  if (typeof s !== 'object' || s === null || Array.isArray(s)) return false;
  const o = s as Record<string, unknown>;
  if (!('type' in o) || !Object.keys(o).every((k) => FORM.has(k))) return false;
  if (!(Array.isArray(o.type) ? o.type : [o.type]).every((t) => TYPEN.has(t as string))) return false;
  if (o.additionalProperties !== undefined && o.additionalProperties !== false) return false;
  if (o.properties !== undefined && !Object.values(o.properties as object).every(schlicht)) return false;
  return o.items === undefined || schlicht(o.items);
}

/** Per contract schema: its plain JSON Schema (null: zod writes it) and the writer once compiled. */
interface Schreibweise {
  json: unknown;
  schnell?: Serialisierer;
}
// Shared by every app built in this process: the test suite builds one per test from the same contract
// objects, and converting and compiling some 150 answer schemas each time was most of a test's setup.
const schreibweisen = new WeakMap<object, Schreibweise>();

function schreibweise(schema: object): Schreibweise {
  let s = schreibweisen.get(schema);
  if (!s) {
    let json: unknown = null;
    try {
      json = z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'throw' });
    } catch {
      json = null;
    }
    s = { json: json !== null && schlicht(json) ? json : null };
    schreibweisen.set(schema, s);
  }
  return s;
}

/**
 * The answers' serialisation. zod's encode + JSON.stringify cost ~6 µs per GET /api/anschlussnutzer
 * answer on the shared machine, fast-json-stringify from the same schema as JSON Schema ~0.8 µs. It writes only
 * the schema's keys, as zod does; it does not check our own answers at run time (an enum value the database
 * holds outside the contract goes out as it is). Under vitest every answer is also encoded by zod and the two
 * must be equal, so the test suite checks what production no longer does. Schemas that are not plain
 * (unions, records, integers, codecs) keep zod.
 */
export function antwortSerialisierung(pruefen = process.env.VITEST !== undefined): FastifySerializerCompiler<unknown> {
  return (aufruf) => {
    const mitZod = zodSerializer(aufruf as Parameters<typeof zodSerializer>[0]) as Serialisierer;
    const s = typeof aufruf.schema === 'object' && aufruf.schema !== null ? schreibweise(aufruf.schema) : { json: null };
    if (s.json === null) return mitZod;
    // Compiled on the first answer: some 150 routes would otherwise cost the start a second.
    const schnellSchreiben = (daten: unknown) => (s.schnell ??= fastJsonStringify(s.json as Parameters<typeof fastJsonStringify>[0]))(daten);
    if (!pruefen) return schnellSchreiben;
    return (daten) => {
      const erwartet = mitZod(daten);
      const geschrieben = schnellSchreiben(daten);
      if (geschrieben !== erwartet) throw new Error(`Antwort von ${aufruf.method} ${aufruf.url}: fast-json-stringify schreibt ${geschrieben}, zod ${erwartet}`);
      return geschrieben;
    };
  };
}
