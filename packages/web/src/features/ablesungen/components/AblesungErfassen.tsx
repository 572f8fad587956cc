import { ablesungenTexte } from '@ekp/contract';
import { useZurueck } from '../../../shared/routing/zurueck.ts';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useAlleZaehler } from '../api/alle-zaehler.ts';
import { AblesungFormular } from './AblesungFormular.tsx';

/** SPEC §2 /ablesung: a reading for any meter of any of the customer's contracts; success goes back (or, opened from a bookmark, to the contract's readings). */
export function AblesungErfassen() {
  const zurueck = useZurueck();
  const zaehler = useAlleZaehler();
  return (
    <Seite titel="Ablesung erfassen">
      {zaehler.isPending ? (
        <Ladeanzeige />
      ) : zaehler.isError ? (
        <Meldung art="fehler">{zaehler.error.message}</Meldung>
      ) : zaehler.data.length === 0 ? (
        <Meldung art="fehler">{ablesungenTexte.keineVertraegeMitZaehler}</Meldung>
      ) : (
        <AblesungFormular optionen={zaehler.data} onErfolg={(vertragId) => zurueck(`/vertrag/${vertragId}/ablesungen`)} />
      )}
    </Seite>
  );
}
