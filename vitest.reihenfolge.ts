import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take longest (serial seconds on the 2-core CI machine, session 26): processes they start, the
 * demo import, contract-wide walks. Without a duration cache (a fresh clone, as in CI) Vitest orders by file size,
 * and these short files came last: the final half minute ran one of them while the other workers had nothing left.
 */
const ZUERST = [
  'packages/server/src/start.test.ts', // 36 s
  'packages/server/src/cli/import.test.ts', // 28 s
  'packages/server/src/features/auth/anmeldeschutz.test.ts', // 15 s, in a worker of its own (server-isoliert)
  'packages/server/test/ein-betrag-ueberall.test.ts', // 23 s
  'packages/server/test/zugriff.test.ts', // 21 s
  'packages/server/src/cli/import-mscons.test.ts', // 20 s
  'packages/server/src/cli/preise.test.ts', // 19 s
  'packages/server/src/features/ablesungen/anlegen.test.ts', // 16 s
  'packages/server/src/plugins/feindliche-eingaben.test.ts', // 15 s
  'packages/server/src/features/service/zugriff.test.ts', // 14 s
  'packages/server/src/db/replikate.test.ts', // 12 s
  'packages/server/src/cli/mitarbeiter.test.ts', // 12 s
  'packages/server/src/demo/einspielen.test.ts', // 10 s
  'packages/server/src/cli/abrechnungsinformation.test.ts', // 9 s
];

/** Vitest's own order (by the durations of the last run, else by size), with the long files above first. */
export class LangeZuerst extends BaseSequencer {
  override async sort(dateien: TestSpecification[]): Promise<TestSpecification[]> {
    const rang = (d: TestSpecification) => {
      const i = ZUERST.findIndex((z) => d.moduleId.endsWith(z));
      return i === -1 ? ZUERST.length : i;
    };
    return (await super.sort(dateien)).sort((a, b) => rang(a) - rang(b));
  }
}
