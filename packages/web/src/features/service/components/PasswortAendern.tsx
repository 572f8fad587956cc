import { serviceApi, serviceTexte, ServicePasswortBodySchema } from '@ekp/contract';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { api, konsolentext } from '../api/konsole.ts';
import { Meldung } from './Meldung.tsx';

const t = serviceTexte.passwortAendern;

/** The start password of a new account is replaced before anything else (the server refuses every other call). */
export function PasswortAendern({ fertig }: { fertig: () => void }) {
  const [alt, setAlt] = useState('');
  const [neu, setNeu] = useState('');
  const body = { altesPasswort: alt, neuesPasswort: neu };
  const f = useFormular(ServicePasswortBodySchema, () => api(serviceApi.passwortAendern, { body }), { browserPruefung: true, fehlertext: konsolentext, nachErfolg: fertig });
  return (
    <div className="seite">
      <h1>{t.titel}</h1>
      <p>{serviceTexte.startpasswortAendern}</p>
      <Meldung text={f.meldung ?? null} />
      <form className="formular" {...f.formular(body)}>
        <Textfeld id="alt" label={t.alt} type="password" autoComplete="current-password" required value={alt} fehler={f.fehler.altesPasswort} onChange={(e) => setAlt(e.target.value)} />
        <Textfeld id="neu" label={t.neu} type="password" autoComplete="new-password" required value={neu} fehler={f.fehler.neuesPasswort} onChange={(e) => setNeu(e.target.value)} />
        <button type="submit" className="knopf">{t.absenden}</button>
      </form>
    </div>
  );
}
