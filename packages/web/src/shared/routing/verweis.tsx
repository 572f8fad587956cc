import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import type { RegisteredRouter } from '@tanstack/react-router';

/**
 * A path of the app, checked against the route tree the app registers with the router (start/app.tsx), so
 * this shared module needs no import of the generated tree, which imports the pages that import it.
 */
export type Ziel = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];
export type Navigieren = (ziel: Ziel) => Promise<void>;

const Kontext = createContext<Navigieren | null>(null);

/**
 * How the screens that also run before the router exists (the login page, kept small) move on:
 * main.tsx provides it, and once the router runs it is the router's navigate.
 */
export const NavigationsKontext = Kontext.Provider;

export function useNavigieren(): Navigieren {
  const n = useContext(Kontext);
  if (!n) throw new Error('NavigationsKontext fehlt');
  return n;
}

/** Whether the browser should handle the click itself (new tab, new window, download, other button). */
function eigenerKlick(e: MouseEvent): boolean {
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.defaultPrevented;
}

/** A link inside the app: a real `<a href>` (keyboard, new tab, screen reader), followed without reloading the page. */
export function Verweis({ to, className, children }: { to: Ziel; className?: string; children: ReactNode }) {
  const navigieren = useNavigieren();
  return (
    <a
      href={to}
      className={className}
      onClick={(e) => {
        if (eigenerKlick(e)) return;
        e.preventDefault();
        void navigieren(to);
      }}
    >
      {children}
    </a>
  );
}
