import { KontaktanfrageSchema, kontaktanfragePruefen, kontaktanfrageSperrgrund } from '@ekp/contract';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { Auswahl, Textbereich } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useSperrgrund } from '../../../shared/ui/Sperrgrund.tsx';
import { useKontaktanfrageSenden } from '../api/kontaktanfrage.ts';

/** SPEC §2 /kontaktanfrage: subject from the tenant's topics, a text of 20 characters or more (SPEC §5). */
export function Kontaktanfrage() {
  const { kontaktThemen } = useMandant();
  const navigate = useNavigate();
  const [betreff, setBetreff] = useState('');
  const [text, setText] = useState('');
  const senden = useKontaktanfrageSenden();
  const pruefung = kontaktanfragePruefen({ betreff, text });
  const sperre = useSperrgrund(kontaktanfrageSperrgrund({ betreff, text }));

  const f = useFormular(KontaktanfrageSchema, async () => {
    const { ticketnummer } = await senden.mutateAsync({ betreff, text });
    void navigate({ to: '/kontaktanfrageOk', search: { ticket: ticketnummer } });
  });

  return (
    <Seite titel="Kontaktanfrage">
      <p>Schreiben Sie uns: Wir melden uns so bald wie möglich bei Ihnen.</p>
      <form className="formular" {...f.formular({ betreff, text })}>
        <Auswahl id="kontakt-betreff" label="Betreff" aria-required value={betreff} fehler={pruefung.betreff ?? f.fehler.betreff} onChange={(e) => setBetreff(e.target.value)}>
          <option value="">Bitte wählen</option>
          {kontaktThemen.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Auswahl>
        <Textbereich id="kontakt-text" label="Ihre Nachricht" aria-required rows={8} maxLength={5000} value={text} fehler={pruefung.text ?? f.fehler.text} onChange={(e) => setText(e.target.value)} />
        {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
        <div className="knopfleiste">
          <button type="submit" className="knopf" disabled={!pruefung.sendenMoeglich || f.sendet} {...sperre.knopf}>
            Senden
          </button>
          {sperre.hinweis}
        </div>
      </form>
    </Seite>
  );
}
