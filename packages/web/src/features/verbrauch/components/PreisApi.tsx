import { PREISFEED_KOEPFE, preisfeedTexte as t } from '@ekp/contract/aufrufe';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { Meldung } from '../../../shared/ui/Meldung.tsx';

/** Issue 32: the public feed's address for a home energy manager (evcc, Home Assistant), to copy. */
export function PreisApi() {
  const tarife = useQuery({ queryKey: ['oeffentlich', 'preise'], queryFn: ({ signal }) => api(PREISFEED_KOEPFE.tarife, { signal }) as Promise<{ tarif: string; name: string; url: string }[]> });
  const [kopiert, setKopiert] = useState<string>();
  if (!tarife.data) return null;
  return (
    <section aria-labelledby="preis-api-titel">
      <h2 id="preis-api-titel">{t.titel}</h2>
      <p>{t.einleitung}</p>
      {tarife.data.length === 0 && <Meldung art="info">{t.keineTarife}</Meldung>}
      {tarife.data.map((x) => (
        <p key={x.tarif}>
          {x.name}: <code>{x.url}</code>{' '}
          <button type="button" className="knopf knopf-zweitrangig" onClick={() => void navigator.clipboard.writeText(x.url).then(() => setKopiert(x.url))}>
            {t.kopieren}
          </button>
        </p>
      ))}
      {kopiert && <Meldung art="erfolg">{t.kopiert}</Meldung>}
    </section>
  );
}
