import { ablesewertAlsZahl, AblesungAnlegenSchema, ablesungenTexte, ablesungSperrgrund, heuteIn, kannAblesungAbsenden, type PlausibilisierungAnfrage } from '@ekp/contract';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
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
 * today), one value per channel, an optional photo; the plausibility verdict before submitting;
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
  // The fields that show a message; the server's others (a meter that is not the contract's, where there is
  // no choice to show it at) stand as the form's message.
  const gezeigt = new Set<string>(['ablesedatum', ...(optionen.length > 1 ? ['zaehlernummer'] : []), ...(kanaele ?? []).map((k) => `ablesewerte.${k.obiskennzahl}`)]);
  // There is a draft only for a chosen meter, so a checked reading always has its contract.
  const f = useFormular(
    AblesungAnlegenSchema,
    async (ablesung) => {
      await anlegen.mutateAsync({ vertragId: vertragId!, ablesung });
      zeigen({ art: 'info', text: ablesungenTexte.erfolg });
      onErfolg(vertragId!);
    },
    { feldGezeigt: (feld) => gezeigt.has(feld) },
  );

  function zaehlerWaehlen(id: string) {
    setVertragId(id || undefined);
    setWerte({});
    f.zuruecksetzen();
  }

  return (
    <form className="formular ablesung-formular" {...f.formular(entwurf && { ...entwurf, ...(foto ? { foto: foto.base64 } : {}) })}>
      {optionen.length > 1 ? (
        <Auswahl id="ablesung-zaehler" label="Zähler" value={vertragId ?? ''} required fehler={f.fehler.zaehlernummer} onChange={(e) => zaehlerWaehlen(e.target.value)}>
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
      <DatumsAuswahl id="ablesedatum" label="Ablesedatum" wert={ablesedatum} max={heute} pflicht fehler={f.fehler.ablesedatum} onChange={setAblesedatum} />
      {kanaele && <KanalEingaben kanaele={kanaele} werte={werte} serverFehler={f.fehler} onChange={(obis, wert) => setWerte((w) => ({ ...w, [obis]: wert }))} />}
      <FotoAuswahl foto={foto} onChange={setFoto} />
      {kanaele && <PlausibilitaetHinweis urteil={urteil} kanaele={kanaele} />}
      {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={!bereit || f.sendet} {...sperre.knopf}>
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
