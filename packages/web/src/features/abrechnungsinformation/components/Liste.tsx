import { euro, abrechnungsinformationTexte as t, zeitraumTitel } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { ApiFehler } from '../../../shared/api/client.ts';
import { Ladeanzeige, Ladefehler, Meldung } from '../../../shared/ui/Meldung.tsx';
import { schreibschutz } from '../../../shared/sitzung/schreibschutz.ts';
import { Abschnitt, Seite } from '../../../shared/ui/Seite.tsx';
import { useAnfordern, useListe } from '../api/abrechnungsinformation.ts';
import './abrechnungsinformation.css';


/** /vertrag/{id}/abrechnungsinformationen: every billing information of the contract, newest first, and the request button. */
export function AbrechnungsinformationListe({ vertragId }: { vertragId: string }) {
  const liste = useListe(vertragId);
  return (
    <Seite titel={t.titel}>
      <p>Vertrag {vertragId}</p>
      <Abschnitt titel="Ihre Abrechnungsinformationen">
        {liste.isPending && <Ladeanzeige />}
        {liste.isError && <Ladefehler text={t.ladefehler} erneut={liste.refetch} laedt={liste.isFetching} />}
        {liste.data && liste.data.length === 0 && <Meldung art="info">{t.keine}</Meldung>}
        {liste.data && liste.data.length > 0 && (
          <ul className="abrinfo-liste">
            {liste.data.map((e) => (
              <li key={e.id}>
                <Link to="/vertrag/$vertragId/abrechnungsinformationen/$id" params={{ vertragId, id: e.id }}>
                  {zeitraumTitel(e)}
                </Link>
                <span>
                  {' '}
                  · Kosten {euro(e.brutto)} · {e.saldo >= 0 ? 'Guthaben' : 'Nachzahlung'} {euro(Math.abs(e.saldo))}
                  {e.vorlaeufig ? ' · vorläufig' : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Abschnitt>
      <Abschnitt titel={t.anfordern}>
        <Anfordern vertragId={vertragId} />
      </Abschnitt>
      <div className="knopfleiste">
        <Link to="/vertrag/$vertragId/detail" params={{ vertragId }} className="knopf knopf-sekundaer">
          Zu den Vertragsdetails
        </Link>
      </div>
    </Seite>
  );
}

function Anfordern({ vertragId }: { vertragId: string }) {
  const anfordern = useAnfordern(vertragId);
  const fehler = anfordern.error instanceof ApiFehler ? anfordern.error : null;
  const link = (fehler?.body as { felder?: { link?: string } } | undefined)?.felder?.link;
  return (
    <>
      <p>Sie können jederzeit, höchstens einmal in drei Monaten, eine kostenlose Abrechnungsinformation anfordern.</p>
      <div className="knopfleiste">
        <button type="button" className="knopf" disabled={anfordern.isPending} {...schreibschutz()} onClick={() => anfordern.mutate()}>
          {t.anfordern}
        </button>
      </div>
      <div aria-live="polite">
        {anfordern.isSuccess && (
          <Meldung art="erfolg">
            {t.angefordert}{' '}
            <Link to="/vertrag/$vertragId/abrechnungsinformationen/$id" params={{ vertragId, id: anfordern.data.id }}>
              {zeitraumTitel(anfordern.data)} ansehen
            </Link>
          </Meldung>
        )}
        {anfordern.error && (
          <Meldung art="fehler">
            {anfordern.error.message}
            {link?.endsWith('/ablesung') && (
              <>
                {' '}
                <Link to="/vertrag/$vertragId/ablesung" params={{ vertragId }}>
                  {t.ablesungLink}
                </Link>
              </>
            )}
          </Meldung>
        )}
      </div>
    </>
  );
}
