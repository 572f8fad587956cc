import { kuendigungOeffentlichTexte as t, kuendigungsinhalt, type KuendigungOeffentlichAntrag } from '@ekp/contract';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';

/** The confirmation step: the entries once more and the button the law names ("jetzt kündigen"). */
export function KuendigungPruefen({ antrag, fehler, sendet, onKuendigen, onAendern }: {
  antrag: KuendigungOeffentlichAntrag;
  fehler?: string | undefined;
  sendet: boolean;
  onKuendigen(): void;
  onAendern(): void;
}) {
  return (
    <>
      {fehler && <Meldung art="fehler">{fehler}</Meldung>}
      <div className="kuendigung-inhalt">
        <Werteliste eintraege={kuendigungsinhalt(antrag).map((z) => [z.label, z.wert])} />
      </div>
      <div className="knopfleiste">
        <button type="button" className="knopf" disabled={sendet} onClick={onKuendigen}>
          {t.knopfKuendigen}
        </button>
        <button type="button" className="knopf knopf-sekundaer" disabled={sendet} onClick={onAendern}>
          {t.knopfAendern}
        </button>
      </div>
    </>
  );
}
