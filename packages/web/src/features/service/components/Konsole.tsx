import { serviceApi, serviceTexte } from '@ekp/contract';
import { useEffect, useState } from 'react';
import { api } from '../api/konsole.ts';
import { abgemeldetMelden, sitzungLesen, sitzungSpeichern, type ServiceSitzung } from '../api/sitzung.ts';
import { Anmelden } from './Anmelden.tsx';
import { Einstellungen } from './Einstellungen.tsx';
import { Kunde } from './Kunde.tsx';
import { Mitarbeiter } from './Mitarbeiter.tsx';
import { OauthClients } from './OauthClients.tsx';
import { PasswortAendern } from './PasswortAendern.tsx';
import { Protokoll } from './Protokoll.tsx';
import { Suche } from './Suche.tsx';
import { Vorgaenge } from './Vorgaenge.tsx';
import { navigieren, usePfad } from './weg.tsx';
import { Kopf } from './Kopf.tsx';
import { Ablesekampagnen } from './ablesekampagnen/Ablesekampagnen.tsx';

/** The console's shell: sign-in without a session, otherwise the navigation and the page of the path. */
export function Konsole() {
  const pfad = usePfad();
  const [sitzung, setSitzung] = useState<ServiceSitzung | null>(sitzungLesen);
  useEffect(() => {
    abgemeldetMelden(() => {
      setSitzung(null);
      navigieren('/service/anmelden');
    });
  }, []);
  useEffect(() => {
    document.title = serviceTexte.titel;
  }, []);

  if (!sitzung || pfad === '/service/anmelden') {
    return (
      <main className="konsole-inhalt" id="inhalt">
        <Anmelden
          angemeldet={(s) => {
            sitzungSpeichern(s);
            setSitzung(s);
            navigieren('/service');
          }}
        />
      </main>
    );
  }
  const abmelden = () => {
    // Not awaited (decision 0249): the request has taken the staff session's headers before it is forgotten here.
    void api(serviceApi.abmelden).catch(() => {});
    sitzungSpeichern(null);
    setSitzung(null);
    navigieren('/service/anmelden');
  };
  const kunde = /^\/service\/kunden\/([^/]+)$/.exec(pfad);
  let seite;
  if (sitzung.passwortAendern) {
    seite = <PasswortAendern fertig={() => { const s = { ...sitzung, passwortAendern: false }; sitzungSpeichern(s); setSitzung(s); }} />;
  } else if (kunde) seite = <Kunde kundennummer={decodeURIComponent(kunde[1]!)} />;
  else if (pfad === '/service/vorgaenge') seite = <Vorgaenge />;
  else if (pfad === '/service/ablesekampagnen') seite = <Ablesekampagnen />;
  else if (pfad === '/service/protokoll' && sitzung.rolle === 'ADMIN') seite = <Protokoll />;
  else if (pfad === '/service/mitarbeiter' && sitzung.rolle === 'ADMIN') seite = <Mitarbeiter ich={sitzung.kennung} />;
  else if (pfad === '/service/einstellungen' && sitzung.rolle === 'ADMIN') seite = <Einstellungen />;
  else if (pfad === '/service/oauth-clients' && sitzung.rolle === 'ADMIN') seite = <OauthClients />;
  else seite = <Suche />;
  return (
    <>
      <a className="sprungmarke" href="#inhalt">Zum Inhalt springen</a>
      <Kopf name={sitzung.name} rolle={sitzung.rolle} abmelden={abmelden} />
      <main className="konsole-inhalt" id="inhalt" tabIndex={-1}>
        {seite}
      </main>
    </>
  );
}
