import { describe, expect, it } from 'vitest';
import { alleDateien, ANMELDEN_ROUTEN, dateienFuerRoute, NUR_FUER_FORMULARE, type Manifest } from './budget-rechnung.ts';

// A manifest of the shape Vite 8 writes with TanStack's automatic code splitting.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: ['src/routes/_anonym/anmelden.tsx?tsr-split=component', 'src/routes/_auth/verbrauch.tsx?tsr-split=component'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_zod-1.js': { file: 'assets/zod-1.js' },
  '_charts-1.js': { file: 'assets/charts-1.js', imports: ['_react-1.js'] },
  'src/routes/_anonym.tsx?tsr-split=component': { file: 'assets/_anonym-1.js', imports: ['index.html'] },
  'src/routes/_anonym/anmelden.tsx?tsr-split=component': { file: 'assets/anmelden-1.js', imports: ['index.html', '_zod-1.js'] },
  'src/routes/_auth/verbrauch.tsx?tsr-split=component': { file: 'assets/verbrauch-1.js', imports: ['_charts-1.js', '_zod-1.js'] },
};

describe('JavaScript budget', () => {
  it('counts the entry, the login route chunks and everything they import statically, nothing else', () => {
    expect([...dateienFuerRoute(MANIFEST, ANMELDEN_ROUTEN)].sort()).toEqual(['assets/_anonym-1.js', 'assets/anmelden-1.js', 'assets/index-1.js', 'assets/react-1.js', 'assets/zod-1.js']);
  });

  it('counts every chunk for the whole app', () => {
    expect(alleDateien(MANIFEST).size).toBe(7);
  });

  it('refuses a stale route list instead of measuring too little', () => {
    expect(() => dateienFuerRoute(MANIFEST, [...ANMELDEN_ROUTEN, 'src/routes/_anonym/gibtsnicht.tsx'])).toThrow(/gibtsnicht/);
  });

  it('knows the chunks a reading page must not load by their group names', () => {
    expect(['assets/zod-CrNCtobq.js', 'assets/schemas-Ab_1-x.js'].every((d) => NUR_FUER_FORMULARE.test(d))).toBe(true);
    expect(['assets/aufrufe-CKzef2nz.js', 'assets/verbrauchshistorie-g69oyG8B.js', 'assets/schemas.css'].some((d) => NUR_FUER_FORMULARE.test(d))).toBe(false);
  });
});
