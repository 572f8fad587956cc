import { ablesekampagneTexte as t, datumDeutsch } from '@ekp/contract/aufrufe';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { kampagnenAufgabenQuery } from '../../../shared/abfragen/endpunkte.ts';

/**
 * The annual reading as a task above the tiles, one per contract whose reading is still open, each linking to
 * that contract's reading form. Nothing while it loads or fails: the tiles offer the reading anyway, and a
 * task that flickers in and out would move the page.
 */
export function KampagnenAufgaben() {
  const aufgaben = useQuery({ ...kampagnenAufgabenQuery(), retry: false });
  if (!aufgaben.data?.length) return null;
  return (
    <section aria-labelledby="startseite-aufgaben" className="startseite-aufgaben">
      <h2 id="startseite-aufgaben">Ihre Aufgaben</h2>
      <ul>
        {aufgaben.data.map((a) => (
          <li key={a.vertragId}>
            <Link to="/vertrag/$vertragId/ablesung" params={{ vertragId: a.vertragId }} className="startseite-aufgabe">
              {t.aufgabe(datumDeutsch(a.stichtag), datumDeutsch(a.frist))}
              <span className="startseite-aufgabe-vertrag">Vertrag {a.vertragId}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
