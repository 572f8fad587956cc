import { ablesewertDeutsch, ablesungenTexte, type Kanal, type Plausibilitaet } from '@ekp/contract';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { kanalBezeichnung } from './KanalEingaben.tsx';

/** The verdict before submitting: a warning with the expected range per doubtful channel; submitting stays possible. */
export function PlausibilitaetHinweis({ urteil, kanaele }: { urteil: Plausibilitaet | undefined; kanaele: Kanal[] }) {
  if (!urteil || urteil.plausibel) return null;
  return (
    <Meldung art="warnung">
      <p className="plausi-titel">{ablesungenTexte.unplausibel}</p>
      <ul>
        {urteil.kanaele
          .filter((k) => !k.plausibel)
          .map((k) => {
            const kanal = kanaele.find((x) => x.obiskennzahl === k.obiskennzahl);
            const stellen = kanal?.nachkommastellen ?? 0;
            return (
              <li key={k.obiskennzahl}>
                {kanal && kanaele.length > 1 ? `${kanalBezeichnung(kanal, true)}: ` : ''}
                {k.grund}
                {k.erwartetVon !== undefined && k.erwartetBis !== undefined &&
                  ` Erwartet wird ein Zählerstand zwischen ${ablesewertDeutsch(k.erwartetVon, stellen)} und ${ablesewertDeutsch(k.erwartetBis, stellen)}.`}
              </li>
            );
          })}
      </ul>
      <p>{ablesungenTexte.trotzdemMoeglich}</p>
    </Meldung>
  );
}
