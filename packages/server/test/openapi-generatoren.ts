import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * What the tools third parties point at our OpenAPI document make of it: Redocly's linter and
 * openapi-typescript, whose types a small program compiles against with the TypeScript compiler.
 */

/**
 * Redocly's `recommended` rules, minus two that docs/schnittstellen.md names: `no-ambiguous-paths` (SPEC fixes
 * `/api/{vertragId}/…` beside fixed segments such as `/api/dokument/{vertragId}`; the router tries fixed
 * segments first, so every request resolves one way) and `info-license` (the API has no public licence).
 */
export const REDOCLY_AUSNAHMEN = { 'no-ambiguous-paths': 'off', 'info-license': 'off' } as const;

/** Every error and warning, as `rule: message at pointer`. */
export async function redoclyProbleme(dokument: unknown): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'], rules: REDOCLY_AUSNAHMEN });
  const probleme = await lintFromString({ source: JSON.stringify(dokument), absoluteRef: path.join(tmpdir(), 'ekp-openapi.json'), config });
  return probleme.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
}

/** openapi-typescript's types for the document, as a generator user would write them to a file. */
export async function typenErzeugen(dokument: unknown): Promise<string> {
  return astToString(await openapiTS(JSON.stringify(dokument)));
}

const TSC = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');

/**
 * Compiles `koerper` as the body of an async function that has `rufe(operationId, parameters)`, typed from
 * the generated `operations` only; the compiler's error lines, empty when it compiles.
 */
export function kompiliert(typen: string, koerper: string): string[] {
  const ordner = mkdtempSync(path.join(tmpdir(), 'ekp-openapi-client-'));
  try {
    writeFileSync(path.join(ordner, 'ekp-api.d.ts'), typen);
    writeFileSync(
      path.join(ordner, 'programm.ts'),
      `import type { operations } from './ekp-api';
type Op = keyof operations;
type Erfolg<O extends Op> = operations[O]['responses'] extends { 200: { content: { 'application/json': infer T } } } ? T : never;
export declare function rufe<O extends Op>(operation: O, parameter: operations[O]['parameters']): Promise<Erfolg<O>>;
export async function programm(): Promise<unknown> {
${koerper}
}
`,
    );
    const optionen = { strict: true, noEmit: true, noUncheckedIndexedAccess: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', lib: ['es2022'], types: [] };
    writeFileSync(path.join(ordner, 'tsconfig.json'), JSON.stringify({ compilerOptions: optionen, files: ['programm.ts'] }));
    try {
      execFileSync(process.execPath, [TSC, '-p', ordner], { encoding: 'utf8', stdio: 'pipe' });
      return [];
    } catch (fehler) {
      const { stdout, stderr } = fehler as { stdout?: string; stderr?: string };
      return `${stdout ?? ''}${stderr ?? ''}`.split('\n').filter((z) => z.trim() !== '');
    }
  } finally {
    rmSync(ordner, { recursive: true, force: true });
  }
}
