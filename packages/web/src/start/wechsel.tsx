import type { ReactNode } from 'react';
import type { Ziel } from '../shared/routing/verweis.tsx';
import type { AppRouter } from './app.tsx';

type AppModul = typeof import('./app.tsx');
let modul: Promise<AppModul> | undefined;
let router: AppRouter | undefined;

/** The router's chunk, fetched once; a failed fetch may be tried again. */
export function appLaden(): Promise<AppModul> {
  modul ??= import('./app.tsx').catch((e: unknown) => {
    modul = undefined;
    throw e;
  });
  return modul;
}

/**
 * The navigation of the whole page. Before the router runs, a navigation fetches it, moves the browser
 * to `ziel` and hands the page to it (`anzeigen`); from then on every navigation is the router's. Without
 * `ziel` the router starts where the browser is.
 */
export function appStart(anzeigen: (app: ReactNode) => void): (ziel?: Ziel) => Promise<void> {
  return async (ziel) => {
    let app: AppModul;
    try {
      app = await appLaden();
    } catch (e) {
      // A phone that lost the chunk (a new release, a dead spot) still gets there: the server serves every path.
      if (ziel === undefined) throw e;
      window.location.assign(ziel);
      return;
    }
    if (router) {
      if (ziel !== undefined) await router.navigate({ to: ziel });
      return;
    }
    if (ziel !== undefined) window.history.pushState(null, '', ziel);
    router = app.routerErstellen();
    anzeigen(<app.App router={router} />);
  };
}
