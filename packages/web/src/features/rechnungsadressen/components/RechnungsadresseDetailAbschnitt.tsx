import { Abschnitt } from '../../../shared/ui/Seite.tsx';

/**
 * The "Abweichende Rechnungsadresse" section of the contract detail (SPEC §2 /vertrag/{id}/detail), owned by this feature and
 * composed by the detail route. A failed load leaves the section silently empty (SPEC §8).
 */
export function RechnungsadresseDetailAbschnitt(_props: { vertragId: string }) {
  return <Abschnitt titel="Abweichende Rechnungsadresse">{null}</Abschnitt>;
}
