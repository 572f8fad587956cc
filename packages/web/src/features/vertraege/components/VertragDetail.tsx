import { anzeigestatus, istInaktiv, istKuendbar, vertraegeTexte } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { Ladeanzeige, Ladefehler } from '../../../shared/ui/Meldung.tsx';
import { Abschnitt } from '../../../shared/ui/Seite.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';
import { istKeinTarif, useAktuellerTarif } from '../api/aktueller-tarif.ts';
import { useTarifhistorie } from '../api/tarifhistorie.ts';
import { useVertrag } from '../api/vertrag.ts';
import { tarifVoll, vertragVoll } from './werte.tsx';

/** SPEC §2 detail section "Vertrag"; SPEC §8 "Beim Laden des Vertrags ist ein Fehler aufgetreten." */
export function VertragAbschnitt({ vertragId }: { vertragId: string }) {
  const vertrag = useVertrag(vertragId, vertraegeTexte.detailLadefehler);
  return (
    <Abschnitt titel="Vertrag">
      {vertrag.isPending ? <Ladeanzeige /> : vertrag.isError ? <Ladefehler text={vertraegeTexte.detailLadefehler} erneut={vertrag.refetch} laedt={vertrag.isFetching} /> : <Werteliste eintraege={vertragVoll(vertrag.data)} />}
      {vertrag.data && !istInaktiv(anzeigestatus(vertrag.data.status)) && (
        <div className="knopfleiste">
          {istKuendbar(vertrag.data.status) && (
            <Link to="/vertrag/$vertragId/umzug" params={{ vertragId }} className="knopf knopf-sekundaer">
              Umzug melden
            </Link>
          )}
          <Link to="/vertrag/$vertragId/abschlag" params={{ vertragId }} className="knopf knopf-sekundaer">
            Abschlag ändern
          </Link>
          <Link to="/vertrag/$vertragId/abrechnungsinformationen" params={{ vertragId }} className="knopf knopf-sekundaer">
            Abrechnungsinformationen
          </Link>
        </div>
      )}
    </Abschnitt>
  );
}

/**
 * SPEC §2 detail section "Aktueller Tarif" with the buttons that depend on the tariff: Tarifhistorie only
 * with more than one tariff, Preiszeitreihe and Verbrauchshistorie only for a dynamic tariff. A failed
 * load leaves the section silently empty (SPEC §8).
 */
export function AktuellerTarifAbschnitt({ vertragId }: { vertragId: string }) {
  const vertrag = useVertrag(vertragId, vertraegeTexte.detailLadefehler);
  const tarif = useAktuellerTarif(vertragId);
  const historie = useTarifhistorie(vertragId);
  const dynamisch = tarif.data?.istDynamisch === true;
  const mehrereTarife = (historie.data?.historie.length ?? 0) > 1;
  return (
    <Abschnitt titel="Aktueller Tarif">
      {tarif.data && vertrag.data && <Werteliste eintraege={tarifVoll(tarif.data, vertrag.data.kundenArt)} />}
      {istKeinTarif(tarif.error) && <p>{vertraegeTexte.keinTarif}</p>}
      {(mehrereTarife || dynamisch) && (
        <div className="knopfleiste">
          {mehrereTarife && (
            <Link to="/vertrag/$vertragId/tarifhistorie" params={{ vertragId }} className="knopf knopf-sekundaer">
              Tarifhistorie
            </Link>
          )}
          {dynamisch && (
            <>
              {/* Screens of the verbrauch feature. */}
              <Link to={`/vertrag/${vertragId}/preiszeitreihe` as '/'} className="knopf knopf-sekundaer">
                Preiszeitreihe
              </Link>
              <Link to={`/vertrag/${vertragId}/verbrauchshistorie` as '/'} className="knopf knopf-sekundaer">
                Verbrauchshistorie
              </Link>
            </>
          )}
        </div>
      )}
    </Abschnitt>
  );
}
