import { ablesungenTexte, uiTexte } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useZurueck } from '../../../shared/routing/zurueck.ts';
import { Ladeanzeige, Ladefehler, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useAblesungen } from '../api/ablesungen.ts';
import { AblesungenTabelle } from './AblesungenTabelle.tsx';

/** SPEC §2 /vertrag/{id}/ablesungen: every reading of the contract, newest first. */
export function AblesungenListe({ vertragId }: { vertragId: string }) {
  const zurueck = useZurueck();
  const ablesungen = useAblesungen(vertragId);
  return (
    <Seite titel="Ablesungen">
      {ablesungen.isPending ? (
        <Ladeanzeige />
      ) : ablesungen.isError ? (
        <Ladefehler text={ablesungen.error.message} erneut={ablesungen.refetch} laedt={ablesungen.isFetching} />
      ) : ablesungen.data.length === 0 ? (
        <Meldung art="info" hilfe={uiTexte.hilfe.keineAblesungen}>
          {ablesungenTexte.keineAblesungen}
        </Meldung>
      ) : (
        <AblesungenTabelle ablesungen={ablesungen.data} titel={`Ablesungen zum Vertrag ${vertragId}`} />
      )}
      <div className="knopfleiste">
        <Link to="/vertrag/$vertragId/ablesung" params={{ vertragId }} className="knopf">
          Zählerstand erfassen
        </Link>
        <button type="button" className="knopf knopf-sekundaer" onClick={() => zurueck(`/vertrag/${vertragId}/detail`)}>
          Zurück
        </button>
      </div>
    </Seite>
  );
}
