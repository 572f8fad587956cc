/**
 * The one table of floors: every folder of every package is on exactly one floor, and each floor names the
 * floors it may import (an allow-list: anything else is refused, also a file on no floor). Listed bottom up;
 * a floor imports only floors listed before it, so the table has no arrow up (the check refuses one).
 * `npm run lint` checks every import against it (test/grenzen/pruefen.ts), and the floor tables in
 * docs/architektur.md are written from it (`npm run grenzen -- --docs`).
 */
export interface Stockwerk {
  /** `package:floor`, e.g. `server:kern`. */
  name: string;
  /** Paths from the repository root: a folder ends in `/`; the longest match decides a file's floor. */
  orte: string[];
  /** What it holds, for the docs. */
  haelt: string;
  /** The floors it may import, besides its own. */
  darf: string[];
  /** Extra floors its colocated tests (`*.test.ts`) may import: test helpers, demo data. */
  testsDarf?: string[];
  /** Each subfolder is a feature; a feature never imports another feature. */
  featureOrdner?: true;
}

const s = (name: string) => `server:${name}`;
const w = (name: string) => `web:${name}`;

const CONTRACT = 'contract';
const SERVER_BASIS = [CONTRACT, s('config'), s('db'), s('kern')];
const SERVER_DIENSTE = [...SERVER_BASIS, s('shared')];
const SERVER_FACHLICH = [...SERVER_DIENSTE, s('domain')];
const TESTHILFE = s('test');

export const STOCKWERKE: readonly Stockwerk[] = [
  {
    name: CONTRACT,
    orte: ['packages/contract/'],
    haelt: 'every API call as a contract entry (zod schemas), the German texts, the pure domain rules (money, tariffs, forecast, plausibility, dates); no I/O',
    darf: [],
    testsDarf: [s('config')],
  },
  { name: s('config'), orte: ['packages/server/src/config/', 'packages/server/mandanten.json'], haelt: 'environment (one zod schema), tenants (`mandanten.json`), the clock (`config/uhr.ts`)', darf: [CONTRACT], testsDarf: [TESTHILFE] },
  {
    name: s('db'),
    orte: ['packages/server/src/db/'],
    haelt: 'connection (PGlite or pg pool, replicas), migrations, table types',
    darf: [CONTRACT, s('config')],
    testsDarf: [TESTHILFE, s('import'), s('app')],
  },
  { name: s('kern'), orte: ['packages/server/src/kern/'], haelt: '`route()`, sessions, HTTP errors, tokens, file names', darf: [CONTRACT, s('config'), s('db')], testsDarf: [TESTHILFE, s('shared')] },
  {
    name: s('shared'),
    orte: ['packages/server/src/shared/'],
    haelt: 'infrastructure only: mail and the mail outbox, push transport, key ring, password hashing, rate limits, the scheduler (`shared/zeitplan`), the billing outbox, plain HTTP and database helpers',
    darf: SERVER_BASIS,
    testsDarf: [TESTHILFE, s('domain')],
  },
  {
    name: s('domain'),
    orte: ['packages/server/src/domain/'],
    haelt: 'the business rules that several features and the import share: saving and forecast (`sparen`), notifications, interval data, reading reports, sign-in protection (`anmeldung`), confirmations, dated entries, access to a contract',
    darf: SERVER_DIENSTE,
    testsDarf: [TESTHILFE, s('demo')],
  },
  { name: s('export'), orte: ['packages/server/src/export/'], haelt: 'the outbox export for the billing system', darf: SERVER_DIENSTE, testsDarf: [TESTHILFE] },
  { name: s('marktpreise'), orte: ['packages/server/src/marktpreise/'], haelt: 'exchange price sources (Energy-Charts, ENTSO-E) and their daily job', darf: SERVER_FACHLICH, testsDarf: [TESTHILFE] },
  { name: s('import'), orte: ['packages/server/src/import/'], haelt: 'the JSON import and MSCONS (one writer for interval values)', darf: SERVER_FACHLICH, testsDarf: [TESTHILFE] },
  {
    name: s('plugins'),
    orte: ['packages/server/src/plugins/'],
    haelt: 'the parts of the Fastify instance: security headers, tenant by host, session check, compression, OpenAPI, health, logs, the web app',
    darf: [...SERVER_DIENSTE, s('marktpreise')],
    testsDarf: [TESTHILFE, s('app')],
  },
  {
    name: s('features'),
    orte: ['packages/server/src/features/'],
    haelt: 'one SPEC area per folder (auth, vertraege, ablesungen, verbrauch, sparen, service, freigabe, …): routes, SQL, tests; `features/index.ts` lists them',
    darf: [...SERVER_FACHLICH, s('import'), s('plugins')],
    testsDarf: [TESTHILFE, s('demo'), s('app'), s('export')],
    featureOrdner: true,
  },
  { name: s('app'), orte: ['packages/server/src/app.ts', 'packages/server/src/app.test.ts'], haelt: 'the Fastify app: plugins, then every feature', darf: [...SERVER_DIENSTE, s('plugins'), s('features')], testsDarf: [TESTHILFE] },
  { name: s('demo'), orte: ['packages/server/src/demo/'], haelt: 'demo tenants, customers, staff and their data', darf: [...SERVER_FACHLICH, s('import'), s('features')], testsDarf: [TESTHILFE] },
  {
    name: s('cli'),
    orte: ['packages/server/src/cli/'],
    haelt: 'the command lines (`npm run import`, `export`, `import:mscons`, `preise`, `mitarbeiter`, `freigabe`, `vapid`, …)',
    darf: [...SERVER_FACHLICH, s('import'), s('export'), s('marktpreise'), s('features'), s('demo')],
    testsDarf: [TESTHILFE],
  },
  {
    name: s('start'),
    orte: ['packages/server/src/main.ts', 'packages/server/src/start.ts', 'packages/server/src/start.test.ts', 'packages/server/src/auftraege.ts'],
    haelt: 'process start and the list of scheduled jobs',
    darf: [...SERVER_FACHLICH, s('plugins'), s('import'), s('marktpreise'), s('features'), s('app'), s('demo')],
    testsDarf: [TESTHILFE],
  },
  {
    name: TESTHILFE,
    orte: ['packages/server/test/', 'packages/server/src/features/service/testhilfe.ts'],
    haelt: 'the server\'s test helpers and cross-cutting tests',
    darf: [...SERVER_FACHLICH, s('export'), s('marktpreise'), s('import'), s('plugins'), s('features'), s('app'), s('demo'), s('cli'), s('start')],
    testsDarf: [s('bench')],
  },
  {
    name: s('bench'),
    orte: ['packages/server/bench/'],
    haelt: 'the benchmarks (`npm run bench:…`)',
    darf: [...SERVER_FACHLICH, s('export'), s('marktpreise'), s('import'), s('plugins'), s('features'), s('app'), s('demo'), s('cli'), s('start'), TESTHILFE],
  },
  { name: w('shared'), orte: ['packages/web/src/shared/', 'packages/web/src/styles.css'], haelt: 'API client, forms, UI parts, routing helpers, time, the global styles', darf: [CONTRACT] },
  { name: w('features'), orte: ['packages/web/src/features/'], haelt: 'the screens and hooks of one area per folder', darf: [CONTRACT, w('shared')], featureOrdner: true },
  { name: w('routes'), orte: ['packages/web/src/routes/', 'packages/web/src/routeTree.gen.ts'], haelt: 'TanStack Router file routes and the tree generated from them', darf: [CONTRACT, w('shared'), w('features')] },
  { name: w('start'), orte: ['packages/web/src/start/', 'packages/web/src/main.tsx'], haelt: 'the shell: router, query client, the switch between the customer and the console app', darf: [CONTRACT, w('shared'), w('features'), w('routes')] },
  { name: w('test'), orte: ['packages/web/src/namen.test.ts'], haelt: 'checks over the whole web app', darf: [CONTRACT, w('shared'), w('features'), w('routes'), w('start')] },
  {
    name: w('werkzeuge'),
    orte: ['packages/web/tools/', 'packages/web/vite.config.ts', 'packages/web/vite.service.config.ts'],
    haelt: 'build configuration and build tools (bundle budget, accessibility stand, service worker)',
    darf: [CONTRACT, w('shared'), w('start')],
  },
  {
    name: 'e2e',
    orte: ['e2e/'],
    haelt: 'browser tests and web benches against the real server',
    darf: [CONTRACT, s('config'), s('db'), s('shared'), s('domain'), s('import'), s('marktpreise'), s('features'), s('demo'), s('start'), TESTHILFE, s('bench'), w('werkzeuge')],
  },
];
