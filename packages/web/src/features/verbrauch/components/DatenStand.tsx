import { verbrauchTexte, zeitpunktDeutsch } from '@ekp/contract/aufrufe';

/**
 * "Daten vorhanden bis 30.03.2026 00:00 Uhr; vorläufige Werte können sich noch ändern", where the contract has
 * interval data: the end of the data is not the end of the provisional values before it.
 */
export function DatenStand({ bis }: { bis: string | null | undefined }) {
  return bis ? (
    <p className="historie-datenstand">
      {verbrauchTexte.datenVorhandenBis} {zeitpunktDeutsch(bis)}; {verbrauchTexte.vorlaeufigHinweis}
    </p>
  ) : null;
}
