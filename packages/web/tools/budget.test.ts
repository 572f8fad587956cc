import { describe, expect, it } from 'vitest';
import { alleDateien, APP_MODUL, dateienFuerAnmelden, dateienFuerRoute, NUR_FUER_FORMULARE, ROUTER_CHUNK, type Manifest } from './budget-rechnung.ts';

// A manifest of the shape Vite 8 writes with TanStack's automatic code splitting and the router in its own chunk.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: [APP_MODUL],
  },
  [APP_MODUL]: {
    file: 'assets/app-1.js',
    imports: ['_router-1.js', 'index.html'],
    dynamicImports: ['src/routes/_anonym/passwort/vergessen.tsx?tsr-split=component', 'src/routes/_auth/vertrag/$vertragId/verbrauch.tsx?tsr-split=component'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_router-1.js': { file: 'assets/router-1.js', imports: ['_react-1.js'] },
  '_zod-1.js': { file: 'assets/zod-1.js' },
  '_charts-1.js': { file: 'assets/charts-1.js', imports: ['_react-1.js'] },
  'src/routes/_anonym/passwort/vergessen.tsx?tsr-split=component': { file: 'assets/vergessen-1.js', imports: ['index.html', '_zod-1.js'] },
  'src/routes/_auth/vertrag/$vertragId/verbrauch.tsx?tsr-split=component': { file: 'assets/verbrauch-1.js', imports: ['_charts-1.js', '_router-1.js'] },
};

describe('JavaScript budget', () => {
  it('counts for the login page the entry and what it imports statically, not the router it may fetch later', () => {
    expect([...dateienFuerAnmelden(MANIFEST)].sort()).toEqual(['assets/index-1.js', 'assets/react-1.js']);
  });

  it('counts for a routed page the entry, the router chunk and the route chunks with their static imports', () => {
    expect([...dateienFuerRoute(MANIFEST, ['src/routes/__root.tsx', 'src/routes/_auth/vertrag/$vertragId/verbrauch.tsx'])].sort()).toEqual([
      'assets/app-1.js',
      'assets/charts-1.js',
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/router-1.js',
      'assets/verbrauch-1.js',
    ]);
  });

  it('counts every chunk for the whole app', () => {
    expect(alleDateien(MANIFEST).size).toBe(8);
  });

  it('refuses a stale route list or a missing router chunk instead of measuring too little', () => {
    expect(() => dateienFuerRoute(MANIFEST, ['src/routes/__root.tsx', 'src/routes/_anonym/gibtsnicht.tsx'])).toThrow(/gibtsnicht/);
    const { [APP_MODUL]: _, ...ohneApp } = MANIFEST;
    expect(() => dateienFuerRoute(ohneApp, ['src/routes/__root.tsx'])).toThrow(/app\.tsx/);
  });

  it('knows the chunks by their group names', () => {
    expect(['assets/zod-CrNCtobq.js', 'assets/schemas-Ab_1-x.js'].every((d) => NUR_FUER_FORMULARE.test(d))).toBe(true);
    expect(['assets/aufrufe-CKzef2nz.js', 'assets/verbrauchshistorie-g69oyG8B.js', 'assets/schemas.css'].some((d) => NUR_FUER_FORMULARE.test(d))).toBe(false);
    expect(ROUTER_CHUNK.test('assets/router-BIhFxmAU.js')).toBe(true);
    expect(ROUTER_CHUNK.test('assets/app-fU1K365m.js')).toBe(false);
  });
});
