import { kontoApi, kontoTexte as t } from '@ekp/contract';
import { useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';

/** Blocks the account and ends every session after one click on the button. */
export function KontoSperren({ token }: { token: string | undefined }) {
  const [zustand, setZustand] = useState<'frage' | 'sendet' | 'gesperrt' | 'fehler'>(token ? 'frage' : 'fehler');
  const sperren = async () => {
    if (!token) return;
    setZustand('sendet');
    try {
      await api(kontoApi.sperren, { body: { token }, fallback: t.linkUngueltig });
      setZustand('gesperrt');
    } catch {
      setZustand('fehler');
    }
  };
  return (
    <Seite titel={t.sperrenTitel}>
      {zustand === 'gesperrt' && <Meldung art="erfolg">{t.gesperrt}</Meldung>}
      {zustand === 'fehler' && <Meldung art="fehler">{t.linkUngueltig}</Meldung>}
      {(zustand === 'frage' || zustand === 'sendet') && (
        <>
          <p>{t.sperrenText}</p>
          <button type="button" className="knopf" disabled={zustand === 'sendet'} onClick={() => void sperren()}>
            {t.sperrenKnopf}
          </button>
        </>
      )}
    </Seite>
  );
}
