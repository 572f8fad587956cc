import { benachrichtigungenTexte as t, zeitpunktDeutsch } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { nurLesen, schreibschutz } from '../../../shared/sitzung/schreibschutz.ts';
import { Abschnitt } from '../../../shared/ui/Seite.tsx';
import { useBenachrichtigungen, useGelesen } from '../api/benachrichtigungen.ts';

/** The centre: newest first, unread ones marked; following the link or the button marks one read. */
export function Liste() {
  const liste = useBenachrichtigungen();
  const gelesen = useGelesen();
  return (
    <Abschnitt titel="Ihre Benachrichtigungen">
      {liste.isPending && <Ladeanzeige />}
      {liste.error && <Meldung art="fehler">{liste.error.message}</Meldung>}
      {liste.data?.length === 0 && <p>{t.leer}</p>}
      {liste.data && liste.data.length > 0 && (
        <ul className="benachrichtigungen">
          {liste.data.map((b) => (
            <li key={b.id} className={b.gelesen ? 'benachrichtigung' : 'benachrichtigung benachrichtigung-neu'}>
              <p className="benachrichtigung-titel">
                {!b.gelesen && <span className="benachrichtigung-marke">Neu: </span>}
                <Link to={b.link as '/'} onClick={() => !b.gelesen && !nurLesen() && gelesen.mutate(b.id)}>
                  {b.titel}
                </Link>
              </p>
              <p>{b.text}</p>
              <p className="feld-hinweis">{zeitpunktDeutsch(b.erstellt)}</p>
              {!b.gelesen && (
                <button type="button" className="knopf knopf-sekundaer" aria-label={`Als gelesen markieren: ${b.titel}`} disabled={gelesen.isPending} {...schreibschutz()} onClick={() => gelesen.mutate(b.id)}>
                  Als gelesen markieren
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Abschnitt>
  );
}
