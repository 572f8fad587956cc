import {
  AbschlagAendernSchema,
  abschlagJetztText,
  abschlagTexte,
  berechnungInWorten,
  betragsbasisText,
  datumDeutsch,
  euro,
  euroGanzText,
  kwh,
  prognoseKurzText,
  rhythmusLabel,
  zeitpunktDeutsch,
  type Abschlag,
  type Prognose,
} from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { schreibschutz } from '../../../shared/sitzung/schreibschutz.ts';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Abschnitt, Seite } from '../../../shared/ui/Seite.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';
import { useAbschlag, useAbschlagAendern, usePrognose } from '../api/abschlag.ts';
import './abschlag.css';


/** Vertrag/{id}/abschlag: the instalment, the §41b(3) EnWG recommendation and a change. */
export function AbschlagSeite({ vertragId }: { vertragId: string }) {
  const abschlag = useAbschlag(vertragId);
  // The forecast sits above the form: shown only once both have arrived, so a late forecast cannot push the
  // field a customer is typing in (or has tabbed to) down the page.
  const prognose = usePrognose(vertragId);
  return (
    <Seite titel={abschlagTexte.titel}>
      <p>Vertrag {vertragId}</p>
      {abschlag.isPending || prognose.isPending ? (
        <Ladeanzeige />
      ) : abschlag.isError ? (
        <Meldung art={abschlag.error instanceof ApiFehler && abschlag.error.status === 404 ? 'info' : 'fehler'}>{abschlag.error.message}</Meldung>
      ) : (
        <Inhalt zustand={abschlag.data} prognose={prognose.data} vertragId={vertragId} />
      )}
      <div className="knopfleiste">
        <Link to="/vertrag/$vertragId/detail" params={{ vertragId }} className="knopf knopf-sekundaer">
          Zu den Vertragsdetails
        </Link>
      </div>
    </Seite>
  );
}

function Inhalt({ vertragId, zustand, prognose }: { vertragId: string; zustand: Abschlag; prognose: Prognose | undefined }) {
  // An instalment is paid gross; a business customer could read a bare figure as net.
  const brutto = betragsbasisText('brutto', zustand.umsatzsteuerSatz);
  return (
    <>
      <Abschnitt titel="Ihr Abschlag">
        <Werteliste
          eintraege={[
            ['Betrag', `${abschlagJetztText(zustand)}, ${brutto}`],
            ['Zahlweise', rhythmusLabel[zustand.rhythmus]],
            ['Unsere Empfehlung', zustand.empfehlung === null ? null : `${euroGanzText(zustand.empfehlung)} ${brutto}`],
            ['Möglicher Betrag', `${euroGanzText(zustand.min)} bis ${euroGanzText(zustand.max)}`],
          ]}
        />
      </Abschnitt>
      {prognose && <PrognoseAbschnitt p={prognose} />}
      <Abschnitt titel="So berechnen wir die Empfehlung">
        {zustand.berechnung ? (
          <ol className="abschlag-rechnung">
            {berechnungInWorten(zustand.berechnung, zustand.umsatzsteuerSatz).map((zeile) => (
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
  // The tenant's range is checked while typing; the schema (whole euros) and the server check again on submit.
  const fehler =
    text === '' ? undefined : betrag === undefined ? abschlagTexte.ganzeEuro : betrag < zustand.min || betrag > zustand.max ? abschlagTexte.ausserhalbBereich(zustand.min, zustand.max) : undefined;
  const unterEmpfehlung = betrag !== undefined && !fehler && zustand.empfehlung !== null && betrag < zustand.empfehlung;
  const f = useFormular(
    AbschlagAendernSchema,
    async (daten) => {
      setGespeichert(undefined);
      const neu = await aendern.mutateAsync(daten.betrag);
      setGespeichert(abschlagTexte.gespeichert(daten.betrag, neu.historie[0]?.gueltigAb ?? neu.gueltigAb));
      setEingabe('');
    },
    {
      zusatz: (_eingabe, felder) => {
        if (fehler) felder.betrag = fehler;
      },
    },
  );
  const bereit = betrag !== undefined && !fehler && !f.sendet;

  return (
    <form className="formular" {...f.formular({ betrag })}>
      {gespeichert && <Meldung art="erfolg">{gespeichert}</Meldung>}
      {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
      <Textfeld
        id="abschlag-betrag"
        label="Neuer Abschlag in Euro"
        value={eingabe}
        inputMode="numeric"
        autoComplete="off"
        required
        hinweis={abschlagTexte.gueltigAb(zustand.gueltigAb)}
        fehler={fehler ?? f.fehler.betrag}
        onChange={(e) => {
          setEingabe(e.target.value);
          // The server's message was about the amount before; a new one is checked afresh.
          f.fehlerAnpassen(() => ({}));
        }}
      />
      {unterEmpfehlung && <Meldung art="warnung">{abschlagTexte.unterEmpfehlung}</Meldung>}
      <div className="knopfleiste">
        {/* The recommendation the page shows above, taken into the field in one step (within the tenant's range). */}
        {zustand.empfehlung !== null && zustand.empfehlung >= zustand.min && zustand.empfehlung <= zustand.max && (
          <button
            type="button"
            className="knopf knopf-sekundaer"
            {...schreibschutz()}
            onClick={() => {
              setEingabe(String(Math.round(zustand.empfehlung!)));
              f.fehlerAnpassen(() => ({}));
              document.getElementById('abschlag-betrag')?.focus();
            }}
          >
            Empfehlung übernehmen<span className="nur-vorleser"> ({euroGanzText(zustand.empfehlung)})</span>
          </button>
        )}
        <button type="submit" className="knopf" disabled={!bereit}>
          Abschlag ändern
        </button>
      </div>
    </form>
  );
}

const kwhGanz = kwh;

/** The forecast of the annual bill as text (the range in words, then the figures behind it). */
function PrognoseAbschnitt({ p }: { p: Prognose }) {
  const brutto = betragsbasisText('brutto', p.umsatzsteuerSatz);
  return (
    <Abschnitt titel="Prognose Ihrer Jahresabrechnung">
      <p className="prognose-satz">
        <strong>{prognoseKurzText(p)}</strong> zur Abrechnung am {datumDeutsch(p.abrechnungsstichtag)}.
      </p>
      <Werteliste
        eintraege={[
          ['Verbrauch', `etwa ${kwhGanz(p.verbrauchKwh.p50)} (zwischen ${kwhGanz(p.verbrauchKwh.p10)} und ${kwhGanz(p.verbrauchKwh.p90)})`],
          ['Kosten', `etwa ${euroGanzText(p.kosten.p50)} ${brutto} (zwischen ${euroGanzText(p.kosten.p10)} und ${euroGanzText(p.kosten.p90)})`],
          ['Ihre Abschläge bis dahin', `${euro(p.abschlaegeBisStichtag)} ${brutto}`],
        ]}
      />
      <p>
        So rechnen wir: Ihr Verbrauch seit dem {datumDeutsch(p.grundlage.seit)} ({kwhGanz(p.grundlage.bekannterVerbrauch)}) und für die restliche Zeit Ihr bisheriger Verbrauch, verteilt nach dem
        Standardlastprofil {p.grundlage.profil} des BDEW. Die Spanne deckt 80 % der Fälle ab; sie ergibt sich aus{' '}
        {p.grundlage.streuungAusHistorie ? 'den Schwankungen Ihres Verbrauchs von Jahr zu Jahr' : 'einer üblichen Schwankung von 10 %'}. Unsere Abschlagsempfehlung rechnet mit demselben mittleren Wert.
      </p>
    </Abschnitt>
  );
}
