import { anzeigestatus, anzeigestatusLabel, datumDeutsch, lieferadresse, versorgungsartText } from '@ekp/contract/aufrufe';
import type { Vertrag } from '@ekp/contract';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { vertragQuery } from '../../../shared/abfragen/endpunkte.ts';
import { imRueckblick } from '../rueckblick.ts';

/** "Gekündigt zum 31.12.2026", "Beendet am 30.06.2026", "Storniert". */
function statusText(v: Vertrag): string {
  const status = anzeigestatus(v.status);
  if (status === 'GEKUENDIGT' && v.gewuenschtesLieferende) return `Gekündigt zum ${datumDeutsch(v.gewuenschtesLieferende)}`;
  if (status === 'BEENDET' && v.lieferende) return `Beendet am ${datumDeutsch(v.lieferende)}`;
  return anzeigestatusLabel[status];
}

/**
 * Terminated, ended and cancelled contracts as one compact list below the active ones' cards, a line each
 * with supply, address and status, leading to the contract. Reads the same contract answers as the cards.
 */
export function VertraegeKompakt({ ids }: { ids: string[] }) {
  const antworten = useQueries({ queries: ids.map((id) => vertragQuery(id)) });
  const vertraege = antworten.flatMap((a) => (a.data && imRueckblick(a.data) ? [a.data] : []));
  if (vertraege.length === 0) return null;
  return (
    <section aria-labelledby="startseite-fruehere" className="startseite-kompakt">
      <h2 id="startseite-fruehere">Gekündigte und beendete Verträge</h2>
      <ul>
        {vertraege.map((v) => (
          <li key={v.id}>
            <Link to="/vertrag/$vertragId/detail" params={{ vertragId: v.id }}>
              {versorgungsartText(v.versorgungsart)} · {lieferadresse(v)}
            </Link>
            <span className="startseite-kompakt-status">
              {statusText(v)} · Vertrag {v.id}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
