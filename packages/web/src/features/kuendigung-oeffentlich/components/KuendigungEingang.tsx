import { kuendigungOeffentlichTexte as t, kuendigungsinhalt, zeitpunktDeutsch, type KuendigungOeffentlichAntrag, type KuendigungOeffentlichEingang } from '@ekp/contract';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { Verweis } from '../../../shared/routing/verweis.tsx';
import { Abschnitt } from '../../../shared/ui/Seite.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';
import { bestaetigungUrl } from '../api/einreichen.ts';

/** §312k(3) BGB: date and time of receipt, Eingangsnummer, content, and the PDF to save. */
export function KuendigungEingang({ antrag, eingang }: { antrag: KuendigungOeffentlichAntrag; eingang: KuendigungOeffentlichEingang }) {
  const mandant = useMandant();
  return (
    <div className="kuendigung-inhalt">
      <Werteliste
        eintraege={[
          ['Eingegangen am', zeitpunktDeutsch(eingang.eingegangenAm)],
          ['Eingangsnummer', eingang.eingangsnummer],
        ]}
      />
      <p className="knopfleiste">
        <a className="knopf" href={bestaetigungUrl(mandant.apiBasis, eingang.eingangsnummer, eingang.schluessel)} download={`Kuendigung-${eingang.eingangsnummer}.pdf`}>
          {t.pdfLink}
        </a>
      </p>
      {/* Beyond 3 confirmations a day to one address the page says that no mail went out. */}
      {eingang.bestaetigungPerMail ? <p>Diese Bestätigung haben wir Ihnen auch an {antrag.email} geschickt.</p> : <p>{t.keineMailMehrHeute}</p>}
      <Abschnitt titel="Inhalt Ihrer Kündigung">
        <Werteliste eintraege={kuendigungsinhalt(antrag).map((z) => [z.label, z.wert])} />
      </Abschnitt>
      <p>{t.bestaetigungHinweis}</p>
      <p className="knopfleiste">
        <Verweis to="/" className="knopf knopf-sekundaer">
          Zur Startseite
        </Verweis>
      </p>
    </div>
  );
}
