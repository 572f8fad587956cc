import { fruehestesKuendigungsdatum, heuteIn, istKuendbar, KUENDIGUNG_TEXT_MAX, KUENDIGUNGSGRUENDE, kuendigungsgrundLabel, vertraegeTexte, type Kuendigungsgrund } from '@ekp/contract';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { DatumsAuswahl } from '../../../shared/ui/DatumsAuswahl.tsx';
import { Auswahl, Textbereich } from '../../../shared/ui/Felder.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
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
  const [grund, setGrund] = useState<Kuendigungsgrund | ''>('');
  const [datum, setDatum] = useState('');
  const [text, setText] = useState('');
  const [heute] = useState(() => heuteIn(new Date()));

  // SPEC §7: without the holidays the minimum stays unset (the server still refuses a too early date).
  const minimum = feiertage.data ? fruehestesKuendigungsdatum(heute, feiertage.data) : undefined;
  const zuFrueh = Boolean(datum && minimum && datum < minimum);
  const bereit = grund !== '' && datum !== '' && !zuFrueh && !kuendigen.isPending;

  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (!bereit) return;
    const ergebnis = (status: Kuendigungsergebnis['status']) => void navigate({ to: '/vertraege', state: { kuendigung: { vertragsnummer: vertragId, status } } });
    kuendigen.mutate({ grund, datum, text }, { onSuccess: () => ergebnis('SUCCESS'), onError: () => ergebnis('ERROR') });
  };

  return (
    <form className="formular" onSubmit={absenden} noValidate>
      <Auswahl id="kuendigung-grund" label="Kündigungsgrund" value={grund} required onChange={(e) => setGrund(e.target.value as Kuendigungsgrund | '')}>
        <option value="">Bitte wählen</option>
        {KUENDIGUNGSGRUENDE.map((g) => (
          <option key={g} value={g}>
            {kuendigungsgrundLabel[g]}
          </option>
        ))}
      </Auswahl>
      <DatumsAuswahl
        id="kuendigung-datum"
        label="Kündigungsdatum"
        wert={datum}
        onChange={setDatum}
        min={minimum}
        pflicht
        fehler={zuFrueh && minimum ? vertraegeTexte.datumZuFrueh(minimum) : undefined}
      />
      <Textbereich id="kuendigung-text" label="Details (optional)" rows={5} maxLength={KUENDIGUNG_TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)} />
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={!bereit}>
          Kündigung absenden
        </button>
        <button type="button" className="knopf knopf-sekundaer" onClick={() => router.history.back()}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
