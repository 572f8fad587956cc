import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { importJsonSchemaText } from '../import/json-schema.ts';

// npm run import:schema: writes docs/import-format.schema.json from the contract (a test keeps it current).
export const SCHEMA_DATEI = path.resolve(import.meta.dirname, '../../../../docs/import-format.schema.json');

writeFileSync(SCHEMA_DATEI, importJsonSchemaText());
console.log(`JSON Schema geschrieben: ${SCHEMA_DATEI}`);
