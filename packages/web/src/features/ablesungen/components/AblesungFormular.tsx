import { ablesewertAlsZahl, ablesungenTexte, ablesungSperrgrund, heuteIn, kannAblesungAbsenden, type PlausibilisierungAnfrage } from '@ekp/contract';
import { useState, type FormEvent } from 'react';
import { useNachrichten } from '../../../shared/nachrichten/nachrichten.tsx';
import { useZurueck } from '../../../shared/routing/zurueck.ts';
import { Auswahl } from '../../../shared/ui/Felder.tsx';
import { DatumsAuswahl } from '../../../shared/ui/DatumsAuswahl.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { useSperrgrund } from '../../../shared/ui/Sperrgrund.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';
import { useAblesungAnlegen } from '../api/ablesung-anlegen.ts';
import type { ZaehlerDesVertrags } from '../api/alle-zaehler.ts';
import { usePlausibilitaet } from '../api/plausibilisieren.ts';
import { FotoAuswahl, type Foto } from './FotoAuswahl.tsx';
import { KanalEingaben } from './KanalEingaben.tsx';
import { PlausibilitaetHinweis } from './PlausibilitaetHinweis.tsx';
import './ablesungen.css';

const zaehlerLabel = (o: ZaehlerDesVertrags) => `${o.zaehler.nummer} – Vertrag ${o.vertragId}`;

/**
 * SPEC §2 reading form: one meter at a time (a choice when several are offered), the reading date (max
 * today), one value per channel, an optional photo; the plausibility verdict before submitting (issue #4);
 * submit enabled by SPEC §5's rule.
 */
export function AblesungFormular({ optionen, onErfolg }: { optionen: ZaehlerDesVertrags[]; onErfolg(vertragId: string): void }) {
  // Today, fixed for the life of the form (SPEC §5: the reading date's maximum).
  const [heute] = useState(() => heuteIn(new Date()));
  const zurueck = useZurueck();
  const { zeigen } = useNachrichten();
  const anlegen = useAblesungAnlegen();
  const [vertragId, setVertragId] = useState<string | undefined>(optionen.length === 1 ? optionen[0]!.vertragId : undefined);
  const [ablesedatum, setAblesedatum] = useState(heute);
  const [werte, setWerte] = useState<Record<string, string>>({});
  const [foto, setFoto] = useState<Foto | undefined>();
  const [fehler, setFehler] = useState<string | undefined>();

  const gewaehlt = optionen.find((o) => o.vertragId === vertragId);
  const kanaele = gewaehlt?.zaehler.kanaele;
  const bereit = kannAblesungAbsenden({ kanaele, werte, ablesedatum }, heute);
  const sperre = useSperrgrund(ablesungSperrgrund({ kanaele, werte, ablesedatum }, heute));
  const entwurf: PlausibilisierungAnfrage | undefined =
    bereit && gewaehlt
      ? {
          ablesedatum,
          zaehlernummer: gewaehlt.zaehler.nummer,
          ablesewerte: Object.fromEntries(gewaehlt.zaehler.kanaele.map((k) => [k.obiskennzahl, ablesewertAlsZahl(werte[k.obiskennzahl] ?? '', k)!])),
        }
      : undefined;
  const urteil = usePlausibilitaet(vertragId, entwurf);

  function zaehlerWaehlen(id: string) {
    setVertragId(id || undefined);
    setWerte({});
    setFehler(undefined);
  }

  function absenden(e: FormEvent) {
    e.preventDefault();
    if (!entwurf || !vertragId || anlegen.isPending) return;
    setFehler(undefined);
    anlegen.mutate(
      { vertragId, ablesung: { ...entwurf, ...(foto ? { foto: foto.base64 } : {}) } },
      {
        onSuccess: () => {
          zeigen({ art: 'info', text: ablesungenTexte.erfolg });
          onErfolg(vertragId);
        },
        // ApiFehler carries the server's text, or its hinweis when data is no string (SPEC §8).
        onError: (f) => setFehler(f.message || ablesungenTexte.uebertragungFehler),
      },
    );
  }

  return (
    <form className="formular ablesung-formular" onSubmit={absenden} noValidate>
      {optionen.length > 1 ? (
        <Auswahl id="ablesung-zaehler" label="Zähler" value={vertragId ?? ''} required onChange={(e) => zaehlerWaehlen(e.target.value)}>
          <option value="">Bitte wählen</option>
          {optionen.map((o) => (
            <option key={o.vertragId} value={o.vertragId}>
              {zaehlerLabel(o)}
            </option>
          ))}
        </Auswahl>
      ) : (
        gewaehlt && <Werteliste eintraege={[['Zähler', zaehlerLabel(gewaehlt)]]} />
      )}
      <DatumsAuswahl id="ablesedatum" label="Ablesedatum" wert={ablesedatum} max={heute} pflicht onChange={setAblesedatum} />
      {kanaele && <KanalEingaben kanaele={kanaele} werte={werte} onChange={(obis, wert) => setWerte((w) => ({ ...w, [obis]: wert }))} />}
      <FotoAuswahl foto={foto} onChange={setFoto} />
      {kanaele && <PlausibilitaetHinweis urteil={urteil} kanaele={kanaele} />}
      {fehler && <Meldung art="fehler">{fehler}</Meldung>}
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={!bereit || anlegen.isPending} {...sperre.knopf}>
          Ablesung übermitteln
        </button>
        <button type="button" className="knopf knopf-sekundaer" onClick={() => zurueck(vertragId ? `/vertrag/${vertragId}/ablesungen` : '/')}>
          Zurück
        </button>
        {sperre.hinweis}
      </div>
    </form>
  );
}
