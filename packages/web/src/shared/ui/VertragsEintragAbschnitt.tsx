import { detailFall, eigeneGiltHinweis, istAktuell, type DatierteArt } from '@ekp/contract';
import type { ReactNode } from 'react';
import { useHeute } from '../zeit/useHeute.ts';
import { Abschnitt } from './Seite.tsx';

interface Gueltig {
  gueltigVon: string;
  gueltigBis: string | null;
}

/**
 * The contract detail's "Abweichende Rechnungsadresse/Bankverbindung" section in SPEC §4's three cases:
 * a current one; none at all (the customer's own applies, Jetzt konfigurieren); only older or future
 * ones (both buttons). Without data (a failed load) the section stays silently empty (SPEC §8).
 */
export function VertragsEintragAbschnitt<T extends Gueltig>(props: {
  art: DatierteArt;
  eintraege: T[] | undefined;
  renderEintrag(e: T): ReactNode;
  konfigurieren: ReactNode;
  alleAnzeigen: ReactNode;
}) {
  const { art, eintraege, renderEintrag, konfigurieren, alleAnzeigen } = props;
  const heute = useHeute();
  const fall = eintraege ? detailFall(eintraege, heute) : undefined;
  const aktuell = eintraege?.find((e) => istAktuell(e, heute));
  return (
    <Abschnitt titel={`Abweichende ${art}`}>
      {aktuell && (
        <>
          {renderEintrag(aktuell)}
          <div className="knopfleiste">{alleAnzeigen}</div>
        </>
      )}
      {fall && fall !== 'aktuell' && (
        <>
          <p>{eigeneGiltHinweis(art)}</p>
          <div className="knopfleiste">
            {konfigurieren}
            {fall === 'nurAndere' && alleAnzeigen}
          </div>
        </>
      )}
    </Abschnitt>
  );
}
