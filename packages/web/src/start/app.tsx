import { createRouter, RouterProvider } from '@tanstack/react-router';
import { beiSitzungswechsel } from '../shared/routing/sitzungswechsel.ts';
import { routeTree } from '../routeTree.gen.ts';

/**
 * The router and every route: a chunk of its own that the entry imports when a screen needs it
 *. It reads the browser's location when it is created.
 */
export function routerErstellen() {
  const router = createRouter({ routeTree, defaultPreload: false, scrollRestoration: true });
  beiSitzungswechsel(router);
  return router;
}

export type AppRouter = ReturnType<typeof routerErstellen>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

export function App({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
