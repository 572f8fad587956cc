import { tarifhistorieAufteilen, vertraegeTexte, type Tarif, type Vertrag } from '@ekp/contract';
import { useState } from 'react';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Abschnitt, Seite } from '../../../shared/ui/Seite.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';
import { useTarifhistorie } from '../api/tarifhistorie.ts';
import { useVertrag } from '../api/vertrag.ts';
import { tarifVoll } from './werte.tsx';
import { ZurueckKnopf } from '../../../shared/ui/ZurueckKnopf.tsx';
import './vertraege.css';

/** SPEC §2 /vertrag/{id}/tarifhistorie: Aktueller Tarif, Zukünftige Tarife, Vorangegangene Tarife (SPEC §4 split). */
export function TarifhistorieSeite({ vertragId }: { vertragId: string }) {
  const vertrag = useVertrag(vertragId, vertraegeTexte.tarifhistorieVertragLadefehler);
  const historie = useTarifhistorie(vertragId);
  return (
    <Seite titel="Tarifhistorie">
      <p>Vertrag {vertragId}</p>
      {vertrag.isError && <Meldung art="fehler">{vertrag.error.message}</Meldung>}
      {historie.isError && <Meldung art="fehler">{vertraegeTexte.tarifhistorieLadefehler}</Meldung>}
      {(vertrag.isPending || historie.isPending) && !vertrag.isError && !historie.isError && <Ladeanzeige />}
      {vertrag.data && historie.data && <Listen vertrag={vertrag.data} historie={historie.data.historie} />}
      <ZurueckKnopf />
    </Seite>
  );
}

function Listen({ vertrag, historie }: { vertrag: Vertrag; historie: Tarif[] }) {
  const [jetzt] = useState(() => new Date());
  const { aktuelle, zukuenftige, vorangegangene } = tarifhistorieAufteilen(historie, jetzt, vertrag.lieferbeginn);
  return (
    <>
      <TarifListe titel="Aktueller Tarif" tarife={aktuelle} leer={vertraegeTexte.keinTarif} kundenArt={vertrag.kundenArt} />
      <TarifListe titel="Zukünftige Tarife" tarife={zukuenftige} leer={vertraegeTexte.keineZukuenftigenTarife} kundenArt={vertrag.kundenArt} />
      <TarifListe titel="Vorangegangene Tarife" tarife={vorangegangene} leer={vertraegeTexte.keineVorangegangenenTarife} kundenArt={vertrag.kundenArt} />
    </>
  );
}

function TarifListe({ titel, tarife, leer, kundenArt }: { titel: string; tarife: Tarif[]; leer: string; kundenArt: Vertrag['kundenArt'] }) {
  return (
    <Abschnitt titel={titel}>
      {tarife.length === 0 ? (
        <p>{leer}</p>
      ) : (
        <ul className="vertraege-liste">
          {tarife.map((t, i) => (
            <li key={`${t.name}-${t.gueltigVon ?? i}`} className="karte">
              <h3>{t.name}</h3>
              <Werteliste eintraege={tarifVoll(t, kundenArt)} />
            </li>
          ))}
        </ul>
      )}
    </Abschnitt>
  );
}
