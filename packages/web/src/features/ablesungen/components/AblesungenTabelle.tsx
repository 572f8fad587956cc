import { ablesequelleText, datumDeutsch, type Ablesung } from '@ekp/contract';
import type { ReactNode } from 'react';
import { ablesewerteZeilen } from '../format.ts';
import '../../../shared/ui/tabellen.css';

const SPALTEN = ['Ablesedatum', 'Zählernummer', 'Zählerstand', 'Ablesegrund', 'Erfassungshinweis', 'Ermittlungsart', 'Ableseart'] as const;

/**
 * SPEC §2 reading table. The channel code shows when any reading has several channels. On narrow screens
 * each row becomes a card with its column names (shared/ui/tabellen.css), so nothing scrolls sideways.
 */
export function AblesungenTabelle({ ablesungen, titel }: { ablesungen: Ablesung[]; titel: string }) {
  const mitKennzahl = ablesungen.some((a) => Object.keys(a.ablesewerte).length > 1);
  return (
    <table className="ablesungen-tabelle karten-tabelle">
      <caption>{titel}</caption>
      <thead>
        <tr>
          {SPALTEN.map((s) => (
            <th key={s} scope="col">
              {s}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ablesungen.map((a) => {
          const zellen: Record<(typeof SPALTEN)[number], ReactNode> = {
            Ablesedatum: datumDeutsch(a.ablesedatum),
            Zählernummer: a.zaehlernummer,
            Zählerstand: ablesewerteZeilen(a, mitKennzahl).map((z) => <div key={z}>{z}</div>),
            Ablesegrund: a.ablesegrund,
            Erfassungshinweis: a.erfassungshinweis,
            Ermittlungsart: ablesequelleText(a.ermittlungsart),
            Ableseart: ablesequelleText(a.ableseart),
          };
          return (
            <tr key={`${a.ablesedatum}-${a.zaehlernummer}-${a.ermittlungsart}`}>
              {SPALTEN.map((s) => (
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
