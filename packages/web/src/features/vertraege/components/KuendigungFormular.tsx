import {
  fruehestesKuendigungsdatum,
  heuteIn,
  istKuendbar,
  KUENDIGUNG_TEXT_MAX,
  KUENDIGUNGSARTEN,
  kuendigungsartLabel,
  KuendigungBodySchema,
  KUENDIGUNGSGRUENDE,
  kuendigungsgrundLabel,
  KUENDIGUNGSZEITPUNKTE,
  kuendigungszeitpunktLabel,
  vertraegeTexte,
  type KuendigungBody,
  type Kuendigungsgrund,
} from '@ekp/contract';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { DatumsAuswahl } from '../../../shared/ui/DatumsAuswahl.tsx';
import { Auswahl, Textbereich } from '../../../shared/ui/Felder.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Optionsgruppe } from '../../../shared/ui/Optionsgruppe.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useFeiertage } from '../api/feiertage.ts';
import { useKuendigen } from '../api/kuendigen.ts';
import { useVertrag } from '../api/vertrag.ts';
import type { Kuendigungsergebnis } from '../navigationsstatus.ts';

/** SPEC §2 /vertrag/{id}/kuendigen with the rules of SPEC §5; the server checks the same again. */
export function KuendigungFormular({ vertragId }: { vertragId: string }) {
  const vertrag = useVertrag(vertragId, vertraegeTexte.detailLadefehler);
  return (
    <Seite titel="Vertrag kündigen">
      <p>Vertrag {vertragId}</p>
      {vertrag.isPending ? (
        <Ladeanzeige />
      ) : vertrag.isError ? (
        <Meldung art="fehler">{vertraegeTexte.detailLadefehler}</Meldung>
      ) : istKuendbar(vertrag.data.status) ? (
        <Formular vertragId={vertragId} />
      ) : (
        <Meldung art="info">{vertraegeTexte.nichtKuendbar}</Meldung>
      )}
    </Seite>
  );
}

function Formular({ vertragId }: { vertragId: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const feiertage = useFeiertage();
  const kuendigen = useKuendigen(vertragId);
  // SPEC's flow stays the default: an ordinary termination to a chosen date.
  const [art, setArt] = useState('ORDENTLICH');
  const [zeitpunkt, setZeitpunkt] = useState('DATUM');
  const [grund, setGrund] = useState<Kuendigungsgrund | ''>('');
  const [datum, setDatum] = useState('');
  const [text, setText] = useState('');
  const [heute] = useState(() => heuteIn(new Date()));

  // SPEC §7: without the holidays the minimum stays unset (the server still refuses a too early date).
  const minimum = feiertage.data ? fruehestesKuendigungsdatum(heute, feiertage.data) : undefined;
  const zuFrueh = Boolean(zeitpunkt === 'DATUM' && datum && minimum && datum < minimum);
  const ausserordentlich = art === 'AUSSERORDENTLICH';
  // As before: the button waits until the form is complete.
  const bereit = Boolean(art && zeitpunkt && (zeitpunkt !== 'DATUM' || datum) && !zuFrueh && (!ausserordentlich || text.trim()));

  // The same rules as the public form and the server (KuendigungBodySchema); a message
  // goes once its field is right. The answer, good or bad, is shown on the contract list.
  const body = { art: art || undefined, zeitpunkt: zeitpunkt || undefined, grund: grund || null, datum: zeitpunkt === 'DATUM' && datum ? datum : null, text };
  const f = useFormular(
    KuendigungBodySchema,
    async () => {
      const ergebnis = (status: Kuendigungsergebnis['status']) => void navigate({ to: '/vertraege', state: { kuendigung: { vertragsnummer: vertragId, status } } });
      try {
        await kuendigen.mutateAsync(body as KuendigungBody);
      } catch {
        return ergebnis('ERROR');
      }
      ergebnis('SUCCESS');
    },
    {
      zusatz: (_eingabe, fehler) => {
        if (zuFrueh && minimum) fehler.datum ??= vertraegeTexte.datumZuFrueh(minimum);
      },
    },
  );
  const felder = f.fehler;
  const ohne = (feld: string) => f.fehlerAnpassen(({ [feld]: _, ...rest }) => rest);

  return (
    <form className="formular" {...f.formular(body)}>
      <Optionsgruppe
        name="kuendigung-art"
        legende="Art der Kündigung"
        optionen={KUENDIGUNGSARTEN.map((a) => [a, kuendigungsartLabel[a]])}
        wert={art}
        fehler={felder.art}
        onChange={(w) => { setArt(w); ohne('art'); }}
      />
      <Optionsgruppe
        name="kuendigung-zeitpunkt"
        legende="Kündigen zum"
        optionen={KUENDIGUNGSZEITPUNKTE.map((z) => [z, kuendigungszeitpunktLabel[z]])}
        wert={zeitpunkt}
        fehler={felder.zeitpunkt}
        onChange={(w) => { setZeitpunkt(w); ohne('zeitpunkt'); }}
      />
      {zeitpunkt === 'NAECHSTMOEGLICH' && minimum && <p className="feld-hinweis">{vertraegeTexte.naechstmoeglich(minimum)}</p>}
      {zeitpunkt === 'DATUM' && (
        <DatumsAuswahl
          id="kuendigung-datum"
          label="Kündigungsdatum"
          wert={datum}
          onChange={(w) => { setDatum(w); ohne('datum'); }}
          min={minimum}
          pflicht
          fehler={zuFrueh && minimum ? vertraegeTexte.datumZuFrueh(minimum) : felder.datum}
        />
      )}
      <Textbereich
        id="kuendigung-text"
        label={ausserordentlich ? 'Grund der außerordentlichen Kündigung' : 'Details (optional)'}
        rows={5}
        maxLength={KUENDIGUNG_TEXT_MAX}
        value={text}
        fehler={felder.text}
        required={ausserordentlich}
        onChange={(e) => { setText(e.target.value); ohne('text'); }}
      />
      {/* SPEC's reasons stay, as optional extra information. */}
      <Auswahl id="kuendigung-grund" label="Kündigungsgrund (optional)" value={grund} onChange={(e) => setGrund(e.target.value as Kuendigungsgrund | '')}>
        <option value="">Keine Angabe</option>
        {KUENDIGUNGSGRUENDE.map((g) => (
          <option key={g} value={g}>
            {kuendigungsgrundLabel[g]}
          </option>
        ))}
      </Auswahl>
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={!bereit || f.sendet}>
          Kündigung absenden
        </button>
        <button type="button" className="knopf knopf-sekundaer" onClick={() => router.history.back()}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
