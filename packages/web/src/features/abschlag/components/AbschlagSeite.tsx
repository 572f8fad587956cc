import {
  abschlagJetztText,
  abschlagTexte,
  berechnungInWorten,
  datumDeutsch,
  euroGanzText,
  rhythmusLabel,
  zahlDeutsch,
  zeitpunktDeutsch,
  type Abschlag,
} from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Abschnitt, Seite } from '../../../shared/ui/Seite.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';
import { useAbschlag, useAbschlagAendern } from '../api/abschlag.ts';
import './abschlag.css';

const euro = (betrag: number) => `${zahlDeutsch(betrag)} €`;

/** Issue 13 /vertrag/{id}/abschlag: the instalment, the §41b(3) EnWG recommendation and a change. */
export function AbschlagSeite({ vertragId }: { vertragId: string }) {
  const abschlag = useAbschlag(vertragId);
  return (
    <Seite titel={abschlagTexte.titel}>
      <p>Vertrag {vertragId}</p>
      {abschlag.isPending ? (
        <Ladeanzeige />
      ) : abschlag.isError ? (
        <Meldung art={abschlag.error instanceof ApiFehler && abschlag.error.status === 404 ? 'info' : 'fehler'}>{abschlag.error.message}</Meldung>
      ) : (
        <Inhalt vertragId={vertragId} zustand={abschlag.data} />
      )}
      <div className="knopfleiste">
        <Link to="/vertrag/$vertragId/detail" params={{ vertragId }} className="knopf knopf-sekundaer">
          Zu den Vertragsdetails
        </Link>
      </div>
    </Seite>
  );
}

function Inhalt({ vertragId, zustand }: { vertragId: string; zustand: Abschlag }) {
  return (
    <>
      <Abschnitt titel="Ihr Abschlag">
        <Werteliste
          eintraege={[
            ['Betrag', abschlagJetztText(zustand)],
            ['Zahlweise', rhythmusLabel[zustand.rhythmus]],
            ['Unsere Empfehlung', zustand.empfehlung === null ? null : euroGanzText(zustand.empfehlung)],
            ['Möglicher Betrag', `${euroGanzText(zustand.min)} bis ${euroGanzText(zustand.max)}`],
          ]}
        />
      </Abschnitt>
      <Abschnitt titel="So berechnen wir die Empfehlung">
        {zustand.berechnung ? (
          <ol className="abschlag-rechnung">
            {berechnungInWorten(zustand.berechnung).map((zeile) => (
              <li key={zeile}>{zeile}</li>
            ))}
          </ol>
        ) : (
          <p>{abschlagTexte.keineEmpfehlung}</p>
        )}
      </Abschnitt>
      <Abschnitt titel="Abschlag ändern">
        <Formular vertragId={vertragId} zustand={zustand} />
      </Abschnitt>
      {zustand.historie.length > 0 && (
        <Abschnitt titel="Ihre Änderungen">
          <ul className="abschlag-historie">
            {zustand.historie.map((h) => (
              <li key={h.eingegangen}>
                {euro(h.betragAlt)} → {euro(h.betragNeu)}, gilt ab {datumDeutsch(h.gueltigAb)} (eingegangen am {zeitpunktDeutsch(h.eingegangen)})
              </li>
            ))}
          </ul>
        </Abschnitt>
      )}
    </>
  );
}

function Formular({ vertragId, zustand }: { vertragId: string; zustand: Abschlag }) {
  const aendern = useAbschlagAendern(vertragId);
  const [eingabe, setEingabe] = useState('');
  const [gespeichert, setGespeichert] = useState<string | undefined>();
  const text = eingabe.trim();
  const betrag = /^\d{1,7}$/.test(text) ? Number(text) : undefined;
  const fehler =
    text === '' ? undefined : betrag === undefined ? abschlagTexte.ganzeEuro : betrag < zustand.min || betrag > zustand.max ? abschlagTexte.ausserhalbBereich(zustand.min, zustand.max) : undefined;
  const unterEmpfehlung = betrag !== undefined && !fehler && zustand.empfehlung !== null && betrag < zustand.empfehlung;
  const bereit = betrag !== undefined && !fehler && !aendern.isPending;

  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (betrag === undefined || !bereit) return;
    setGespeichert(undefined);
    aendern.mutate(betrag, {
      onSuccess: (neu) => {
        setGespeichert(abschlagTexte.gespeichert(betrag, neu.historie[0]?.gueltigAb ?? neu.gueltigAb));
        setEingabe('');
      },
    });
  };

  return (
    <form className="formular" onSubmit={absenden} noValidate>
      {gespeichert && <Meldung art="erfolg">{gespeichert}</Meldung>}
      {aendern.isError && <Meldung art="fehler">{aendern.error.message}</Meldung>}
      <Textfeld
        id="abschlag-betrag"
        label="Neuer Abschlag in Euro"
        value={eingabe}
        inputMode="numeric"
        autoComplete="off"
        required
        hinweis={abschlagTexte.gueltigAb(zustand.gueltigAb)}
        fehler={fehler}
        onChange={(e) => setEingabe(e.target.value)}
      />
      {unterEmpfehlung && <Meldung art="warnung">{abschlagTexte.unterEmpfehlung}</Meldung>}
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={!bereit}>
          Abschlag ändern
        </button>
      </div>
    </form>
  );
}
