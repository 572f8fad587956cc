import { authTexte, istPasswortLangGenug } from '@ekp/contract';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { Passwortstaerkeanzeige, STAERKE_HINWEIS } from './Passwortstaerke.tsx';

interface NeuesPasswortProps {
  neu: string;
  wiederholung: string;
  onNeu: (neu: string) => void;
  onWiederholung: (wiederholung: string) => void;
  /** The reason the password policy refuses `neu` (from usePasswortRegel). */
  regelFehler: string | undefined;
  /**
   * The renewal form (SPEC §5) holds back the mismatch until `neu` is long enough, because the
   * too-short reason already stands below the new password; the change form shows both at once.
   */
  ungleichErstAbMindestlaenge?: boolean;
}

/**
 * SPEC §2/§5: new password with policy reason and strength bar, and its repeat. One component, so
 * changing (/passwort/aendern, /aendere/passwort) and renewing (/passwort/erneuern) keep the same
 * ids, labels and screen-reader wiring.
 */
export function NeuesPasswort({ neu, wiederholung, onNeu, onWiederholung, regelFehler, ungleichErstAbMindestlaenge = false }: NeuesPasswortProps) {
  const ungleich = wiederholung.length > 0 && neu !== wiederholung && (!ungleichErstAbMindestlaenge || istPasswortLangGenug(neu));
  return (
    <>
      <Textfeld
        id="neues-passwort"
        label="Neues Passwort"
        type="password"
        autoComplete="new-password"
        value={neu}
        onChange={(e) => onNeu(e.target.value)}
        hinweis={STAERKE_HINWEIS}
        fehler={regelFehler}
        required
      />
      <Passwortstaerkeanzeige id="neues-passwort-staerke" passwort={neu} />
      <Textfeld
        id="passwort-wiederholen"
        label="Neues Passwort (wiederholen)"
        type="password"
        autoComplete="new-password"
        value={wiederholung}
        onChange={(e) => onWiederholung(e.target.value)}
        fehler={ungleich ? authTexte.passwort.ungleich : undefined}
        required
      />
    </>
  );
}
