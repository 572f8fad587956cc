import { datumDeutsch, freigabeTexte, texte, zeitpunktDeutsch, type Freigabe } from '@ekp/contract';
import { useState } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { schreibschutz } from '../../../shared/sitzung/schreibschutz.ts';
import { Bestaetigung } from '../../../shared/ui/Bestaetigung.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useHeute } from '../../../shared/zeit/useHeute.ts';
import { useFreigaben, useWiderrufen } from '../api/freigaben.ts';
import '../freigaben.css';

const t = freigabeTexte.liste;
const fehlertext = (f: unknown) => (f instanceof ApiFehler ? (f.servertext ?? f.message) : texte.allgemein.technischerFehler);

/** Freigaben — every grant with client, data, contracts, expiry and access log; revocable. */
export function Freigaben() {
  const liste = useFreigaben();
  const [meldung, setMeldung] = useState<string>();
  return (
    <Seite titel={t.titel}>
      <p>{t.einleitung}</p>
      {meldung && <Meldung art="erfolg">{meldung}</Meldung>}
      {liste.isPending ? (
        <Ladeanzeige />
      ) : liste.isError ? (
        <Meldung art="fehler">{fehlertext(liste.error)}</Meldung>
      ) : liste.data.length === 0 ? (
        <Meldung art="info">{t.keine}</Meldung>
      ) : (
        <Listen freigaben={liste.data} widerrufen={() => setMeldung(t.widerrufenOk)} />
      )}
    </Seite>
  );
}

const istAktiv = (f: Freigabe, heute: string) => !f.widerrufen && f.ablauf.slice(0, 10) > heute;

/** Active grants first, revoked and expired ones apart below them ("Beendete Freigaben"), each under its heading. */
function Listen({ freigaben, widerrufen }: { freigaben: Freigabe[]; widerrufen: () => void }) {
  const heute = useHeute();
  const aktive = freigaben.filter((f) => istAktiv(f, heute));
  const beendete = freigaben.filter((f) => !istAktiv(f, heute));
  return (
    <>
      <section aria-labelledby="freigaben-aktiv">
        <h2 id="freigaben-aktiv">Aktive Freigaben</h2>
        {aktive.length === 0 ? <p>Keine aktive Freigabe.</p> : aktive.map((f) => <Eintrag key={f.id} f={f} widerrufen={widerrufen} />)}
      </section>
      {beendete.length > 0 && (
        <section aria-labelledby="freigaben-beendet" className="freigaben-beendet">
          <h2 id="freigaben-beendet">Beendete Freigaben</h2>
          {beendete.map((f) => (
            <Eintrag key={f.id} f={f} widerrufen={widerrufen} />
          ))}
        </section>
      )}
    </>
  );
}

function Eintrag({ f, widerrufen }: { f: Freigabe; widerrufen: () => void }) {
  const widerruf = useWiderrufen();
  const [fragen, setFragen] = useState(false);
  const aktiv = istAktiv(f, useHeute());
  return (
    <section className="karte" aria-labelledby={`freigabe-${f.id}`}>
      <h3 id={`freigabe-${f.id}`}>{f.client.name}</h3>
      <dl>
        <dt>{t.daten}</dt>
        <dd>{f.scopes.map((s) => freigabeTexte.scopes[s]).join('; ')}</dd>
        <dt>{t.vertraege}</dt>
        <dd>{f.vertraege.join(', ')}</dd>
        <dt>{f.widerrufen ? t.widerrufenAm : aktiv ? t.gueltigBis : t.abgelaufenAm}</dt>
        <dd>{f.widerrufen ? zeitpunktDeutsch(f.widerrufen) : datumDeutsch(f.ablauf.slice(0, 10))}</dd>
      </dl>
      <h4>{t.zugriffe}</h4>
      {f.zugriffe.length === 0 ? (
        <p>{t.keineZugriffe}</p>
      ) : (
        <ul>
          {f.zugriffe.map((z, i) => (
            <li key={i}>
              {zeitpunktDeutsch(z.zeitpunkt)}: {t.zugriff(z.aufruf, z.anzahl)}
            </li>
          ))}
        </ul>
      )}
      {widerruf.isError && <Meldung art="fehler">{fehlertext(widerruf.error)}</Meldung>}
      {aktiv && (
        <button type="button" className="knopf" onClick={() => setFragen(true)} disabled={widerruf.isPending} {...schreibschutz()}>
          {t.widerrufen}
        </button>
      )}
      <Bestaetigung
        offen={fragen}
        titel={t.widerrufen}
        text={t.widerrufenFrage}
        onJa={() => {
          setFragen(false);
          widerruf.mutate(f.id, { onSuccess: widerrufen });
        }}
        onNein={() => setFragen(false)}
      />
    </section>
  );
}
