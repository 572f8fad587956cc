import { anzeigestatus, anzeigestatusLabel, istInaktiv, type Vertragsstatus } from '@ekp/contract';
import './vertraege.css';

/** SPEC §4 display status with its own style; BEENDET and STORNIERT read as inactive. */
export function StatusBadge({ status }: { status: Vertragsstatus }) {
  const anzeige = anzeigestatus(status);
  return (
    <span className={`badge vertragsstatus vertragsstatus-${anzeige.toLowerCase()}`} data-status={anzeige}>
      {anzeigestatusLabel[anzeige]}
      {istInaktiv(anzeige) ? ' (inaktiv)' : ''}
    </span>
  );
}
