import { ablesequelleText, ablesungenTexte, datumDeutsch } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { Abschnitt } from '../../../shared/ui/Seite.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';
import { useAblesungen } from '../api/ablesungen.ts';
import { ablesewerteZeilen } from '../format.ts';

/**
 * The "Ablesung" section of the contract detail (SPEC §2 /vertrag/{id}/detail), owned by this feature and
 * composed by the detail route: only the latest reading. A failed load leaves the section silently empty
 * (SPEC §8); the links stay, they need no data.
 */
export function AblesungDetailAbschnitt({ vertragId }: { vertragId: string }) {
  const { data } = useAblesungen(vertragId);
  const letzte = data?.[0];
  return (
    <Abschnitt titel="Ablesung">
      {data && !letzte && <p>{ablesungenTexte.keineAblesungenVertrag}</p>}
      {letzte && (
        <Werteliste
          eintraege={[
            ['Ablesedatum', datumDeutsch(letzte.ablesedatum)],
            ['Zählernummer', letzte.zaehlernummer],
            ['Zählerstand', ablesewerteZeilen(letzte, Object.keys(letzte.ablesewerte).length > 1).join(', ')],
            ['Ermittlungsart', ablesequelleText(letzte.ermittlungsart)],
          ]}
        />
      )}
      <div className="knopfleiste">
        <Link to="/vertrag/$vertragId/ablesungen" params={{ vertragId }} className="knopf knopf-sekundaer">
          Alle Ablesungen anzeigen
        </Link>
        <Link to="/vertrag/$vertragId/ablesung" params={{ vertragId }} className="knopf knopf-sekundaer">
          Zählerstand erfassen
        </Link>
      </div>
    </Abschnitt>
  );
}
