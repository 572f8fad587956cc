import { serviceTexte } from '@ekp/contract';
import { useEffect, useState } from 'react';
import { abgemeldetMelden, rufe, sitzungLesen, sitzungSpeichern, type ServiceSitzung } from './api.ts';
import { Anmelden } from './Anmelden.tsx';
import { Einstellungen } from './Einstellungen.tsx';
import { Kunde } from './Kunde.tsx';
import { Mitarbeiter } from './Mitarbeiter.tsx';
import { OauthClients } from './OauthClients.tsx';
import { PasswortAendern } from './PasswortAendern.tsx';
import { Protokoll } from './Protokoll.tsx';
import { Suche } from './Suche.tsx';
import { Vorgaenge } from './Vorgaenge.tsx';
import { navigieren, usePfad, Verweis } from './weg.tsx';

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
  const abmelden = async () => {
    await rufe('POST', '/service/abmelden').catch(() => {});
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
  else if (pfad === '/service/protokoll' && sitzung.rolle === 'ADMIN') seite = <Protokoll />;
  else if (pfad === '/service/mitarbeiter' && sitzung.rolle === 'ADMIN') seite = <Mitarbeiter ich={sitzung.kennung} />;
  else if (pfad === '/service/einstellungen' && sitzung.rolle === 'ADMIN') seite = <Einstellungen />;
  else if (pfad === '/service/oauth-clients' && sitzung.rolle === 'ADMIN') seite = <OauthClients />;
  else seite = <Suche />;
  return (
    <>
      <a className="sprungmarke" href="#inhalt">Zum Inhalt springen</a>
      <header className="konsole-kopf">
        <strong>{serviceTexte.titel}</strong>
        <nav aria-label="Servicekonsole">
          <ul>
            <li><Verweis zu="/service">{serviceTexte.suche.titel}</Verweis></li>
            <li><Verweis zu="/service/vorgaenge">{serviceTexte.vorgaenge.titel}</Verweis></li>
            {sitzung.rolle === 'ADMIN' && <li><Verweis zu="/service/protokoll">{serviceTexte.protokoll.titel}</Verweis></li>}
            {sitzung.rolle === 'ADMIN' && <li><Verweis zu="/service/mitarbeiter">{serviceTexte.mitarbeiter.titel}</Verweis></li>}
            {sitzung.rolle === 'ADMIN' && <li><Verweis zu="/service/einstellungen">{serviceTexte.einstellungen.titel}</Verweis></li>}
            {sitzung.rolle === 'ADMIN' && <li><Verweis zu="/service/oauth-clients">{serviceTexte.oauth.titel}</Verweis></li>}
          </ul>
        </nav>
        <span className="konsole-wer">{sitzung.name} ({sitzung.rolle})</span>
        <button type="button" className="knopf knopf-sekundaer" onClick={abmelden}>{serviceTexte.anmeldung.abmelden}</button>
      </header>
      <main className="konsole-inhalt" id="inhalt" tabIndex={-1}>
        {seite}
      </main>
    </>
  );
}
