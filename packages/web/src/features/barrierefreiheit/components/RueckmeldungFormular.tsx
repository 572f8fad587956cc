import { barrierefreiheitTexte as t, RUECKMELDUNG_MAX, RueckmeldungSchema } from '@ekp/contract';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { Textbereich, Textfeld } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { useRueckmeldungSenden } from '../api/rueckmeldung.ts';

/** The statement's feedback channel (BFSG Anlage 3): a form that needs no login. */
export function RueckmeldungFormular() {
  const [werte, setWerte] = useState({ name: '', email: '', text: '' });
  const senden = useRueckmeldungSenden();
  const f = useFormular(RueckmeldungSchema, (daten) => senden.mutateAsync(daten));

  if (senden.isSuccess) return <Meldung art="erfolg">{t.rueckmeldungGesendet}</Meldung>;
  const setzen = (feld: keyof typeof werte) => (e: { target: { value: string } }) => setWerte((w) => ({ ...w, [feld]: e.target.value }));
  return (
    <form className="formular" {...f.formular(werte)}>
      <Textfeld id="bf-name" label="Ihr Name (freiwillig)" autoComplete="name" value={werte.name} fehler={f.fehler.name} onChange={setzen('name')} />
      <Textfeld id="bf-email" label="E-Mail-Adresse für unsere Antwort (freiwillig)" type="email" autoComplete="email" value={werte.email} fehler={f.fehler.email} onChange={setzen('email')} />
      <Textbereich id="bf-text" label="Ihre Nachricht" aria-required rows={6} maxLength={RUECKMELDUNG_MAX} value={werte.text} fehler={f.fehler.text} onChange={setzen('text')} />
      {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={f.sendet}>
          Rückmeldung senden
        </button>
      </div>
    </form>
  );
}
