import { useEffect, useState } from 'react';

// The console's few pages need no router library: the path is the state, links push it.
export function navigieren(pfad: string): void {
  history.pushState(null, '', pfad);
  dispatchEvent(new PopStateEvent('popstate'));
}

export function usePfad(): string {
  const [pfad, setPfad] = useState(location.pathname);
  useEffect(() => {
    const f = () => setPfad(location.pathname);
    addEventListener('popstate', f);
    return () => removeEventListener('popstate', f);
  }, []);
  return pfad;
}

/** A real link (opens in a new tab too) that navigates in place on a plain click. */
export function Verweis({ zu, children, className, aktuell }: { zu: string; children: React.ReactNode; className?: string; aktuell?: boolean }) {
  return (
    <a
      href={zu}
      className={className}
      aria-current={aktuell ? 'page' : undefined}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        navigieren(zu);
      }}
    >
      {children}
    </a>
  );
}
