import { PREISFEED_KOEPFE, preisfeedTexte as t } from '@ekp/contract/aufrufe';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { KopierKnopf } from '../../../shared/ui/KopierKnopf.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';

/** The public feed's address for a home energy manager (evcc, Home Assistant), to copy. */
export function PreisApi() {
  const tarife = useQuery({ queryKey: ['oeffentlich', 'preise'], queryFn: ({ signal }) => api(PREISFEED_KOEPFE.tarife, { signal }) as Promise<{ tarif: string; name: string; url: string }[]> });
  if (!tarife.data) return null;
  return (
    <section aria-labelledby="preis-api-titel">
      <h2 id="preis-api-titel">{t.titel}</h2>
      <p>{t.einleitung}</p>
      {tarife.data.length === 0 && <Meldung art="info">{t.keineTarife}</Meldung>}
      {tarife.data.map((x) => (
        <p key={x.tarif}>
          {x.name}: <code>{x.url}</code> <KopierKnopf text={x.url} label={t.kopieren} kopiert={t.kopiert} nichtKopiert={t.nichtKopiert} fuer={x.name} />
        </p>
      ))}
    </section>
  );
}
