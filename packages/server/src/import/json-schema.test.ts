import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importJsonSchemaText } from './json-schema.ts';

// docs/import-format.schema.json is generated; it must never drift from the contract.
describe('import JSON Schema', () => {
  it('is the committed docs/import-format.schema.json (run npm run import:schema after changing the format)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/import-format.schema.json'), 'utf8');
    expect(committed).toBe(importJsonSchemaText());
  });

  it('describes every part of the format', () => {
    const schema = JSON.parse(importJsonSchemaText());
    const kunde = schema.properties.anschlussnutzer.items;
    expect(kunde.required).toEqual(['kundennummer', 'anrede', 'kundenArt']);
    expect(Object.keys(kunde.properties.vertraege.items.properties)).toEqual(
      expect.arrayContaining(['tarife', 'zaehler', 'ablesungen', 'verbraeuche', 'lastgang', 'rechnungsadressen', 'bankverbindungen', 'dokumente']),
    );
    expect(Object.keys(schema.properties)).toEqual(['mandant', 'preise', 'preisbestandteile', 'produkte', 'anschlussnutzer']);
  });
});
