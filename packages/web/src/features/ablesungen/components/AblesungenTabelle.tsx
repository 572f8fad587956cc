import { ablesequelleText, datumDeutsch, type Ablesung } from '@ekp/contract';
import type { ReactNode } from 'react';
import { ablesewerteZeilen } from '../format.ts';
import '../../../shared/ui/tabellen.css';
import './ablesungen.css';

const SPALTEN = ['Ablesedatum', 'Zählernummer', 'Zählerstand', 'Ablesegrund', 'Erfassungshinweis', 'Ermittlungsart'] as const;
type Spalte = (typeof SPALTEN)[number];

/**
 * SPEC §2 reading table. The register's name (HT, NT) shows when any reading has several channels. On narrow
 * screens each row becomes a card with its column names (shared/ui/tabellen.css), so nothing scrolls sideways.
 * A column says something once: the capture note only when a reading has one; SPEC's "Ableseart" is no column
 * of its own but follows the determination type in the same cell where it differs ("Kunde (abgelesen von:
 * Netzbetreiber)"), since the import defaults one to the other and "Kunde / Kunde" said nothing twice. So the
 * table fits its card at 1280 px (docs/ui.md lists this departure from SPEC's columns).
 */
export function AblesungenTabelle({ ablesungen, titel }: { ablesungen: Ablesung[]; titel: string }) {
  const mitKennzahl = ablesungen.some((a) => Object.keys(a.ablesewerte).length > 1);
  const weg = new Set<Spalte>();
  if (ablesungen.every((a) => !a.erfassungshinweis)) weg.add('Erfassungshinweis');
  const spalten = SPALTEN.filter((s) => !weg.has(s));
  return (
    <table className="ablesungen-tabelle karten-tabelle">
      <caption>{titel}</caption>
      <thead>
        <tr>
          {spalten.map((s) => (
            <th key={s} scope="col">
              {s}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ablesungen.map((a) => {
          const zellen: Record<Spalte, ReactNode> = {
            Ablesedatum: datumDeutsch(a.ablesedatum),
            Zählernummer: a.zaehlernummer,
            Zählerstand: ablesewerteZeilen(a, mitKennzahl).map((z) => (
              <div key={z} className="zaehlwert">
                {z}
              </div>
            )),
            Ablesegrund: a.ablesegrund,
            Erfassungshinweis: a.erfassungshinweis,
            Ermittlungsart: a.ableseart === a.ermittlungsart ? ablesequelleText(a.ermittlungsart) : `${ablesequelleText(a.ermittlungsart)} (abgelesen von: ${ablesequelleText(a.ableseart)})`,
          };
          return (
            <tr key={`${a.ablesedatum}-${a.zaehlernummer}-${a.ermittlungsart}`}>
              {spalten.map((s) => (
                <td key={s} data-spalte={s}>
                  {zellen[s]}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
