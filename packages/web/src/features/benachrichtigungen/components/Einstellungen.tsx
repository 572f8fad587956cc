import {
  benachrichtigungenTexte as t, BenachrichtigungsEinstellungenSchema, EREIGNISSE, ereignisLabel, FENSTER_STUNDEN, KANAELE, kanalLabel,
  type BenachrichtigungsEinstellungen as Werte,
} from '@ekp/contract';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { Auswahl, Kontrollkaestchen } from '../../../shared/ui/Felder.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Abschnitt } from '../../../shared/ui/Seite.tsx';
import { useEinstellungen, useEinstellungenSpeichern } from '../api/benachrichtigungen.ts';

/**
 * Per event a group of channel boxes (a fieldset each, so a screen reader hears the event with every box). Where
 * the server has no push keys (push is off) the push box is not offered; its stored choice is kept unchanged.
 */
export function Einstellungen() {
  const einstellungen = useEinstellungen();
  return (
    <Abschnitt titel="Einstellungen">
      {einstellungen.isPending && <Ladeanzeige />}
      {einstellungen.error && <Meldung art="fehler">{einstellungen.error.message}</Meldung>}
      {einstellungen.data && <Formular start={einstellungen.data} pushAn={einstellungen.data.pushSchluessel !== null} />}
    </Abschnitt>
  );
}

function Formular({ start, pushAn }: { start: Werte; pushAn: boolean }) {
  const [werte, setWerte] = useState<Werte>({ ereignisse: start.ereignisse, nachtsErlaubt: start.nachtsErlaubt, fensterStunden: start.fensterStunden });
  const speichern = useEinstellungenSpeichern();
  // Only the window has a field that can show a message; any other of the server's stands as the form's.
  const f = useFormular(BenachrichtigungsEinstellungenSchema, (daten) => speichern.mutateAsync(daten), { feldGezeigt: (feld) => feld === 'fensterStunden' });
  return (
    <form className="formular" {...f.formular(werte)}>
      {EREIGNISSE.map((ereignis) => (
        <fieldset key={ereignis} className="optionsgruppe">
          <legend>{ereignisLabel[ereignis]}</legend>
          {KANAELE.filter((kanal) => pushAn || kanal !== 'push').map((kanal) => (
            <Kontrollkaestchen
              key={kanal}
              id={`b-${ereignis}-${kanal}`}
              checked={werte.ereignisse[ereignis][kanal]}
              onChange={(e) => setWerte((w) => ({ ...w, ereignisse: { ...w.ereignisse, [ereignis]: { ...w.ereignisse[ereignis], [kanal]: e.target.checked } } }))}
            >
              {kanalLabel[kanal]}
            </Kontrollkaestchen>
          ))}
        </fieldset>
      ))}
      <Auswahl
        id="b-fenster"
        label={t.fenster}
        value={werte.fensterStunden}
        fehler={f.fehler.fensterStunden}
        onChange={(e) => setWerte((w) => ({ ...w, fensterStunden: Number(e.target.value) as Werte['fensterStunden'] }))}
      >
        {FENSTER_STUNDEN.map((s) => (
          <option key={s} value={s}>
            {s === 1 ? '1 Stunde' : `${s} Stunden`}
          </option>
        ))}
      </Auswahl>
      <Kontrollkaestchen id="b-nachts" checked={werte.nachtsErlaubt} aria-describedby="b-nachts-hinweis" onChange={(e) => setWerte((w) => ({ ...w, nachtsErlaubt: e.target.checked }))}>
        {t.nachts}
      </Kontrollkaestchen>
      <p id="b-nachts-hinweis" className="feld-hinweis">
        {t.nachtsHinweis}
      </p>
      {speichern.isSuccess && <Meldung art="erfolg">{t.gespeichert}</Meldung>}
      {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={f.sendet}>
          Einstellungen speichern
        </button>
      </div>
    </form>
  );
}
