import { datumDeutsch, verbrauchTexte } from '@ekp/contract/aufrufe';
import { Link } from '@tanstack/react-router';
import { Abschnitt } from '../../../shared/ui/Seite.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';
import { useDatenBis } from '../api/daten-bis.ts';
import { useVerbraeuche } from '../api/verbraeuche.ts';
import { DatenStand } from './DatenStand.tsx';
import { kwh } from '../format.ts';

/**
 * The "Verbrauch" section of the contract detail (SPEC §2 /vertrag/{id}/detail): the latest billed
 * consumption period (an imported estimate only when nothing was billed yet, and then labelled as the
 * supplier's or grid operator's estimate, never as the portal's forecast), and a link to the overview.
 * A failed load leaves the section silently empty (SPEC §8).
 */
export function VerbrauchDetailAbschnitt({ vertragId }: { vertragId: string }) {
  const verbraeuche = useVerbraeuche(vertragId);
  const letzter = verbraeuche.data?.findLast((v) => !v.prognose) ?? verbraeuche.data?.at(-1);
  const datenBis = useDatenBis(vertragId);
  return (
    <Abschnitt titel="Verbrauch">
      {letzter && (
        <>
          <Werteliste
            eintraege={[
              ['Zeitraum', `${datumDeutsch(letzter.von)} – ${datumDeutsch(letzter.bis)}`],
              ['Verbrauch', kwh(letzter.summe)],
              ['Hochgerechnet auf 365 Tage', kwh(letzter.summeJahr)],
              [verbrauchTexte.zeitraumArtSpalte, verbrauchTexte.zeitraumArt[letzter.prognose ? 'SCHAETZUNG' : 'ABRECHNUNG']],
            ]}
          />
          <p>
            <Link to="/vertrag/$vertragId/verbrauch" params={{ vertragId }}>
              Verbrauchsübersicht anzeigen
            </Link>
          </p>
        </>
      )}
      <DatenStand bis={datenBis} />
    </Abschnitt>
  );
}
