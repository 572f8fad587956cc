import { anzeigestatus, istInaktiv, istKuendbar, vertraegeTexte, type Vertrag } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';
import { istKeinTarif, useAktuellerTarif } from '../api/aktueller-tarif.ts';
import { useVertrag } from '../api/vertrag.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { tarifPreise, vertragKurz } from './werte.tsx';
import './vertraege.css';

/** One contract of the overview (SPEC §2 /vertraege); it loads on its own, so one failure stays local. */
export function VertragKarte({ vertragId, geradeGekuendigt }: { vertragId: string; geradeGekuendigt: boolean }) {
  const vertrag = useVertrag(vertragId);
  const tarif = useAktuellerTarif(vertragId);
  if (vertrag.isPending) return <li className="karte"><Ladeanzeige /></li>;
  if (vertrag.isError) {
    return (
      <li className="karte">
        <h2>Vertrag {vertragId}</h2>
        <Meldung art="fehler">{vertrag.error.message}</Meldung>
      </li>
    );
  }
  const v = vertrag.data;
  const kuendbar = istKuendbar(v.status) && !geradeGekuendigt;
  return (
    <li className={`karte${istInaktiv(anzeigestatus(v.status)) ? ' vertrag-karte-inaktiv' : ''}`}>
      <div className="vertrag-karte-kopf">
        <h2>Vertrag {v.id}</h2>
        <StatusBadge status={v.status} />
      </div>
      <Werteliste eintraege={[...vertragKurz(v), ...tarifangaben(tarif, v)]} />
      <div className="knopfleiste">
        <Link to="/vertrag/$vertragId/detail" params={{ vertragId: v.id }} className="knopf">
          Vertragsdetails<span className="vertraege-unsichtbar"> zu Vertrag {v.id}</span>
        </Link>
        {kuendbar && (
          <Link to="/vertrag/$vertragId/umzug" params={{ vertragId: v.id }} className="knopf knopf-sekundaer">
            Umzug melden<span className="vertraege-unsichtbar"> für Vertrag {v.id}</span>
          </Link>
        )}
        {!istInaktiv(anzeigestatus(v.status)) && (
          <Link to="/vertrag/$vertragId/abschlag" params={{ vertragId: v.id }} className="knopf knopf-sekundaer">
            Abschlag ändern<span className="vertraege-unsichtbar"> für Vertrag {v.id}</span>
          </Link>
        )}
        {/* Terminating is there for whoever looks for it, not the card's primary action. */}
        {kuendbar && (
          <Link to="/vertrag/$vertragId/kuendigen" params={{ vertragId: v.id }} className="knopf-link vertrag-kuendigen-link">
            Vertrag kündigen<span className="vertraege-unsichtbar"> {v.id}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

/** The card's tariff details; "kein Tarif" when the server has none for today, nothing while loading. */
function tarifangaben(tarif: ReturnType<typeof useAktuellerTarif>, vertrag: Vertrag): Array<[string, ReactNode]> {
  if (tarif.data) return [['Tarif', tarif.data.name], ...tarifPreise(tarif.data, vertrag.kundenArt)];
  if (istKeinTarif(tarif.error)) return [['Tarif', vertraegeTexte.keinTarif]];
  return [];
}
