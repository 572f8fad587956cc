import { parseArgs } from 'node:util';

export function argumente<T extends Record<string, { type: 'string' | 'boolean' }>>(optionen: T) {
  return parseArgs({ args: process.argv.slice(2), options: optionen, allowPositionals: true, strict: true });
}
