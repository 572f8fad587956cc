import { barrierefreiheitTexte as t, type OffenerPunkt } from '@ekp/contract';

/** The open items as the last test run found them: criterion, what is wrong, and where. */
export function OffenePunkte({ punkte, geprueft }: { punkte: OffenerPunkt[]; geprueft: boolean }) {
  if (!geprueft) return null;
  if (punkte.length === 0) return <p>{t.keineOffenenPunkte}</p>;
  return (
    <ul className="offene-punkte">
      {punkte.map((p) => (
        <li key={`${p.quelle} ${p.regel}`}>
          <strong>
            {p.kriterien.length ? `WCAG ${p.kriterien.join(', ')} ` : ''}
            {p.titel}
          </strong>{' '}
          ({p.quelle === 'axe' ? t.quelleAxe : t.quelleTastatur}): {p.beschreibung}. Betroffen: {p.fundstellen.join(', ')}.
        </li>
      ))}
    </ul>
  );
}
