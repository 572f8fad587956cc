import { benachrichtigungenTexte as t, EREIGNISSE, ereignisLabel, FENSTER_STUNDEN, KANAELE, kanalLabel, type BenachrichtigungsEinstellungen as Werte } from '@ekp/contract';
import { useState, type FormEvent } from 'react';
import { Kontrollkaestchen } from '../../../shared/ui/Felder.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Abschnitt } from '../../../shared/ui/Seite.tsx';
import { useEinstellungen, useEinstellungenSpeichern } from '../api/benachrichtigungen.ts';

/** Per event a group of three channel boxes (a fieldset each, so a screen reader hears the event with every box). */
export function Einstellungen() {
  const einstellungen = useEinstellungen();
  return (
    <Abschnitt titel="Einstellungen">
      {einstellungen.isPending && <Ladeanzeige />}
      {einstellungen.error && <Meldung art="fehler">{einstellungen.error.message}</Meldung>}
      {einstellungen.data && <Formular start={einstellungen.data} />}
    </Abschnitt>
  );
}

function Formular({ start }: { start: Werte }) {
  const [werte, setWerte] = useState<Werte>({ ereignisse: start.ereignisse, nachtsErlaubt: start.nachtsErlaubt, fensterStunden: start.fensterStunden });
  const speichern = useEinstellungenSpeichern();
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    speichern.mutate(werte);
  };
  return (
    <form className="formular" onSubmit={absenden}>
      {EREIGNISSE.map((ereignis) => (
        <fieldset key={ereignis} className="optionsgruppe">
          <legend>{ereignisLabel[ereignis]}</legend>
          {KANAELE.map((kanal) => (
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
      <div className="feld">
        <label htmlFor="b-fenster">{t.fenster}</label>
        <select id="b-fenster" value={werte.fensterStunden} onChange={(e) => setWerte((w) => ({ ...w, fensterStunden: Number(e.target.value) as Werte['fensterStunden'] }))}>
          {FENSTER_STUNDEN.map((s) => (
            <option key={s} value={s}>
              {s === 1 ? '1 Stunde' : `${s} Stunden`}
            </option>
          ))}
        </select>
      </div>
      <Kontrollkaestchen id="b-nachts" checked={werte.nachtsErlaubt} aria-describedby="b-nachts-hinweis" onChange={(e) => setWerte((w) => ({ ...w, nachtsErlaubt: e.target.checked }))}>
        {t.nachts}
      </Kontrollkaestchen>
      <p id="b-nachts-hinweis" className="feld-hinweis">
        {t.nachtsHinweis}
      </p>
      {speichern.isSuccess && <Meldung art="erfolg">{t.gespeichert}</Meldung>}
      {speichern.error && <Meldung art="fehler">{speichern.error.message}</Meldung>}
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={speichern.isPending}>
          Einstellungen speichern
        </button>
      </div>
    </form>
  );
}
