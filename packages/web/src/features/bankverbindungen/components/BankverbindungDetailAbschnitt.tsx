import { Abschnitt } from '../../../shared/ui/Seite.tsx';

/**
 * The "Abweichende Bankverbindung" section of the contract detail (SPEC §2 /vertrag/{id}/detail), owned by this feature and
 * composed by the detail route. A failed load leaves the section silently empty (SPEC §8).
 */
export function BankverbindungDetailAbschnitt(_props: { vertragId: string }) {
  return <Abschnitt titel="Abweichende Bankverbindung">{null}</Abschnitt>;
}
