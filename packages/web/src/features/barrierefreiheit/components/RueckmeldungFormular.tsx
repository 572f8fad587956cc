import { barrierefreiheitTexte as t, feldfehler, RUECKMELDUNG_MAX, RueckmeldungSchema } from '@ekp/contract';
import { useState, type FormEvent } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { Textbereich, Textfeld } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { useRueckmeldungSenden } from '../api/rueckmeldung.ts';

/** The statement's feedback channel (BFSG Anlage 3): a form that needs no login. */
export function RueckmeldungFormular() {
  const [werte, setWerte] = useState({ name: '', email: '', text: '' });
  const [felder, setFelder] = useState<Record<string, string>>({});
  const senden = useRueckmeldungSenden();

  const absenden = (e: FormEvent) => {
    e.preventDefault();
    const r = RueckmeldungSchema.safeParse(werte);
    if (!r.success) {
      setFelder(feldfehler(r.error.issues));
      return;
    }
    setFelder({});
    senden.mutate(r.data, { onError: (f) => f instanceof ApiFehler && setFelder(f.felder) });
  };

  if (senden.isSuccess) return <Meldung art="erfolg">{t.rueckmeldungGesendet}</Meldung>;
  const setzen = (feld: keyof typeof werte) => (e: { target: { value: string } }) => setWerte((w) => ({ ...w, [feld]: e.target.value }));
  return (
    <form className="formular" noValidate onSubmit={absenden}>
      <Textfeld id="bf-name" label="Ihr Name (freiwillig)" autoComplete="name" value={werte.name} fehler={felder.name} onChange={setzen('name')} />
      <Textfeld id="bf-email" label="E-Mail-Adresse für unsere Antwort (freiwillig)" type="email" autoComplete="email" value={werte.email} fehler={felder.email} onChange={setzen('email')} />
      <Textbereich id="bf-text" label="Ihre Nachricht" aria-required rows={6} maxLength={RUECKMELDUNG_MAX} value={werte.text} fehler={felder.text} onChange={setzen('text')} />
      {senden.error && !(senden.error instanceof ApiFehler && Object.keys(senden.error.felder).length) && <Meldung art="fehler">{senden.error.message}</Meldung>}
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={senden.isPending}>
          Rückmeldung senden
        </button>
      </div>
    </form>
  );
}
