import { datumDeutsch, freigabeTexte, texte, zeitpunktDeutsch, type Freigabe } from '@ekp/contract';
import { useState } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { schreibschutz } from '../../../shared/sitzung/schreibschutz.ts';
import { Bestaetigung } from '../../../shared/ui/Bestaetigung.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useHeute } from '../../../shared/zeit/useHeute.ts';
import { useFreigaben, useWiderrufen } from '../api/freigaben.ts';

const t = freigabeTexte.liste;
const fehlertext = (f: unknown) => (f instanceof ApiFehler ? (f.servertext ?? f.message) : texte.allgemein.technischerFehler);

/** Issue 32: /freigaben — every grant with client, data, contracts, expiry and access log; revocable. */
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
        liste.data.map((f) => <Eintrag key={f.id} f={f} widerrufen={() => setMeldung(t.widerrufenOk)} />)
      )}
    </Seite>
  );
}

function Eintrag({ f, widerrufen }: { f: Freigabe; widerrufen: () => void }) {
  const widerruf = useWiderrufen();
  const [fragen, setFragen] = useState(false);
  const heute = useHeute();
  const aktiv = !f.widerrufen && f.ablauf.slice(0, 10) > heute;
  return (
    <section className="karte" aria-labelledby={`freigabe-${f.id}`}>
      <h2 id={`freigabe-${f.id}`}>{f.client.name}</h2>
      <dl>
        <dt>{t.daten}</dt>
        <dd>{f.scopes.map((s) => freigabeTexte.scopes[s]).join('; ')}</dd>
        <dt>{t.vertraege}</dt>
        <dd>{f.vertraege.join(', ')}</dd>
        <dt>{f.widerrufen ? t.widerrufenAm : aktiv ? t.gueltigBis : t.abgelaufenAm}</dt>
        <dd>{f.widerrufen ? zeitpunktDeutsch(f.widerrufen) : datumDeutsch(f.ablauf.slice(0, 10))}</dd>
      </dl>
      <h3>{t.zugriffe}</h3>
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
