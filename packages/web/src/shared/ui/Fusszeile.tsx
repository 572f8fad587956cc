import type { ReactNode } from 'react';
import { useMandant } from '../mandant/mandant.tsx';

/**
 * The page footer of every layout. SPEC §1: the tenant's footer (its name) is off by default; the
 * link slot holds page-wide links (e.g. "Verträge hier kündigen") whether or not the tenant shows one.
 */
export function Fusszeile({ children }: { children?: ReactNode }) {
  const mandant = useMandant();
  if (!mandant.footer.anzeigen && !children) return null;
  return (
    <footer className={mandant.footer.anzeigen ? 'fusszeile' : 'fusszeile fusszeile-schlicht'}>
      {mandant.footer.anzeigen && <a href={mandant.website}>{mandant.anzeigename}</a>}
      <div className="fusszeile-links">{children}</div>
    </footer>
  );
}
