import { parseArgs } from 'node:util';

export function argumente<T extends Record<string, { type: 'string' | 'boolean' }>>(optionen: T) {
  return parseArgs({ args: process.argv.slice(2), options: optionen, allowPositionals: true, strict: true });
}

/** Runs a CLI's main and exits with its code; an unexpected error is printed in one line and exits with 1. */
export function ausfuehren(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
