import { verbrauchTexte, zeitpunktDeutsch } from '@ekp/contract/aufrufe';

/** Issue 28: "Daten vollständig bis 30.03.2026 00:00 Uhr", where the contract has interval data. */
export function DatenStand({ bis }: { bis: string | null | undefined }) {
  return bis ? (
    <p className="historie-datenstand">
      {verbrauchTexte.datenVollstaendigBis} {zeitpunktDeutsch(bis)}
    </p>
  ) : null;
}
