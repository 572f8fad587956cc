import { EinstellungenSchema, serviceApi, serviceTexte, type Einstellungen as E } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { Textbereich, Textfeld } from '../../../shared/ui/Felder.tsx';
import { api, konsolentext } from '../api/konsole.ts';
import { Meldung } from './Meldung.tsx';

const t = serviceTexte.einstellungen;

/** ADMIN: the tenant's audit-log retention and the "erledigt" mail template. */
export function Einstellungen() {
  const abfrage = useQuery({ queryKey: ['service-einstellungen'], queryFn: () => api(serviceApi.einstellungen) });
  return <div className="seite"><h1>{t.titel}</h1>{abfrage.data && <Formular start={abfrage.data} />}</div>;
}

function Formular({ start }: { start: E }) {
  const [werte, setWerte] = useState(start);
  const [erfolg, setErfolg] = useState<string | null>(null);
  const f = useFormular(
    EinstellungenSchema,
    async () => {
      setErfolg(null);
      setWerte(await api(serviceApi.einstellungenSpeichern, { body: werte }));
      setErfolg('Gespeichert.');
    },
    { browserPruefung: true, fehlertext: konsolentext },
  );
  return (
    <form className="formular" {...f.formular(werte)}>
      <Meldung text={f.meldung ?? null} />
      <Meldung text={erfolg} art="erfolg" />
      <Textfeld id="tage" label={t.protokollTage} type="number" min={30} max={3650} required value={werte.protokollTage} fehler={f.fehler.protokollTage} onChange={(e) => setWerte({ ...werte, protokollTage: Number(e.target.value) })} />
      <Textfeld id="betreff" label={t.erledigtBetreff} required value={werte.erledigtBetreff} fehler={f.fehler.erledigtBetreff} onChange={(e) => setWerte({ ...werte, erledigtBetreff: e.target.value })} />
      <Textbereich
        id="text"
        label={t.erledigtText}
        rows={8}
        required
        value={werte.erledigtText}
        fehler={f.fehler.erledigtText}
        hinweis={<>Platzhalter: {'{art}'}, {'{eingang}'}, {'{kundennummer}'}, {'{versorger}'}</>}
        onChange={(e) => setWerte({ ...werte, erledigtText: e.target.value })}
      />
      <button type="submit" className="knopf">Speichern</button>
    </form>
  );
}
