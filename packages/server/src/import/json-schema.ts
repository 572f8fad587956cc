import { ImportDateiSchema } from '@ekp/contract';
import { z } from 'zod';

/**
 * The JSON Schema of the import file, generated from the contract's zod schema (docs/import-format.md).
 * Input mode: fields with a default may be left out of a file.
 */
export function importJsonSchemaText(): string {
  const schema = z.toJSONSchema(ImportDateiSchema, { io: 'input', target: 'draft-2020-12' });
  const mitTitel = {
    $schema: schema.$schema,
    title: 'ekp Importdatei (ein Mandant)',
    description: 'Generiert aus ImportDateiSchema (packages/contract/src/import/schema.ts) mit npm run import:schema. Nicht von Hand ändern.',
    ...schema,
  };
  return `${JSON.stringify(mitTitel, null, 2)}\n`;
}
