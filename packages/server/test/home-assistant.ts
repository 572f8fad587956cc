import { spawnSync } from 'node:child_process';

/**
 * Home Assistant's REST sensor (homeassistant/components/rest/sensor.py, `_update_from_rest_data`) on a JSON
 * body: `json_attributes_path` goes through the `jsonpath` package, whose match list's first entry must be a
 * dict; only the named keys present in it become attributes. `value_template` is rendered by Jinja2 in a
 * sandbox with `value` (the body) and `value_json` (the parsed body) — here by the real Jinja2 (python3-jinja2).
 */
export interface HaSensor {
  value_template?: string;
  json_attributes_path?: string;
  json_attributes?: string[];
}

const JINJA = `
import json, sys
from jinja2.sandbox import ImmutableSandboxedEnvironment
eingabe = json.load(sys.stdin)
vorlage = ImmutableSandboxedEnvironment().from_string(eingabe["vorlage"])
print(vorlage.render(value=eingabe["body"], value_json=json.loads(eingabe["body"])), end="")
`;

function jinja(vorlage: string, body: string): string {
  const lauf = spawnSync('python3', ['-c', JINJA], { input: JSON.stringify({ vorlage, body }), encoding: 'utf8' });
  if (lauf.status !== 0) throw new Error(`Jinja2: ${lauf.stderr}`);
  return lauf.stdout;
}

/** jsonpath(obj, path) for the paths of our docs: `$` followed by `[n]` and `.key` steps; False (here undefined) when nothing matches. */
function jsonpath(daten: unknown, pfad: string): unknown[] | undefined {
  const schritte = pfad.match(/^\$((?:\[\d+\]|\.[A-Za-z_]\w*)*)$/);
  if (!schritte) throw new Error(`jsonpath ${pfad}: not reproduced here`);
  let wert: unknown = daten;
  for (const [, index, schluessel] of (schritte[1] ?? '').matchAll(/\[(\d+)\]|\.(\w+)/g)) {
    if (index !== undefined) wert = Array.isArray(wert) ? wert[Number(index)] : undefined;
    else wert = typeof wert === 'object' && wert !== null && !Array.isArray(wert) ? (wert as Record<string, unknown>)[schluessel as string] : undefined;
    if (wert === undefined) return undefined;
  }
  return [wert];
}

/** The sensor's state and attributes after one update; HA logs a warning and keeps no attributes where this throws. */
export function haRestSensor(sensor: HaSensor, body: string): { state: string; attributes: Record<string, unknown> } {
  let attributes: Record<string, unknown> = {};
  if (sensor.json_attributes) {
    let json: unknown = JSON.parse(body);
    if (sensor.json_attributes_path !== undefined) json = jsonpath(json, sensor.json_attributes_path);
    if (Array.isArray(json)) json = json[0];
    if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('JSON result was not a dictionary or list with 0th element a dictionary');
    attributes = Object.fromEntries(sensor.json_attributes.filter((k) => k in json).map((k) => [k, (json as Record<string, unknown>)[k]]));
  }
  const state = sensor.value_template === undefined ? body : jinja(sensor.value_template, body);
  return { state, attributes };
}
