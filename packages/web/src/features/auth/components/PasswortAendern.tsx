import { authTexte, darfPasswortAendern } from '@ekp/contract';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { useNachrichten } from '../../../shared/nachrichten/nachrichten.tsx';
import { abmelden } from '../../../shared/sitzung/abmelden.ts';
import { sitzung } from '../../../shared/sitzung/sitzung.ts';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { passwortAendern } from '../api/passwort.ts';
import { NeuesPasswort } from './NeuesPasswort.tsx';
import { usePasswortRegel } from './usePasswortRegel.ts';

/**
 * SPEC §2 Passwort ändern. `abmeldenBeiAbbruch` is the forced change after login (/aendere/passwort):
 * cancelling logs out; the voluntary change (/passwort/aendern) just goes back.
 */
export function PasswortAendern({ abmeldenBeiAbbruch }: { abmeldenBeiAbbruch: boolean }) {
  const mandant = useMandant();
  const navigate = useNavigate();
  const router = useRouter();
  const { zeigen } = useNachrichten();
  const [alt, setAlt] = useState('');
  const [neu, setNeu] = useState('');
  const [wiederholung, setWiederholung] = useState('');
  // The server's password policy, its immediate rules while typing, the rest after submit.
  const regel = usePasswortRegel(neu, { kundennummer: sitzung.daten()?.kundennummer, bisherig: alt });
  // The change is a call of the login's zod-free heads: no schema to check against.
  const f = useFormular(null, async () => {
    const ergebnis = await passwortAendern(alt, neu);
    if (!ergebnis.ok) throw ergebnis.neuesPasswort ? regel.ablehnen(neu, ergebnis.neuesPasswort) : new Error(ergebnis.text);
    zeigen({ art: 'erfolg', text: authTexte.passwortErneuern.erfolg });
    await navigate({ to: '/' });
  });
  // SPEC §5: old password given, new one 8+ characters, repeat equal.
  const bereit = darfPasswortAendern(alt, neu, wiederholung) && !regel.fehler && !f.sendet;
  // SPEC §1: one tenant-specific styling class on this screen, for the configured short name.
  const stil = mandant.stilKlasse && mandant.stilKlasse.kurzname === mandant.kurzname ? mandant.stilKlasse.klasse : undefined;

  const abbrechen = async () => {
    if (!abmeldenBeiAbbruch) return router.history.back();
    abmelden();
    await navigate({ to: '/anmelden' });
  };

  return (
    <Seite titel="Passwort ändern" className={stil}>
      {abmeldenBeiAbbruch && <Meldung art="info" hilfe={authTexte.anmeldung.kennwortAendernGrund}>{authTexte.anmeldung.kennwortAendernErforderlich}</Meldung>}
      <form className="formular" {...f.formular({ alt, neu, wiederholung })}>
        <Textfeld id="altes-passwort" label="Altes Passwort" type="password" autoComplete="current-password" value={alt} onChange={(e) => setAlt(e.target.value)} required />
        <NeuesPasswort neu={neu} wiederholung={wiederholung} onNeu={setNeu} onWiederholung={setWiederholung} regelFehler={regel.fehler} />
        {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
        <div className="knopfleiste">
          <button type="submit" className="knopf" disabled={!bereit}>
            Passwort ändern
          </button>
          <button type="button" className="knopf knopf-sekundaer" onClick={() => void abbrechen()}>
            Abbrechen
          </button>
        </div>
      </form>
    </Seite>
  );
}
