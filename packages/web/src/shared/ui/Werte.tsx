import { texte } from '@ekp/contract/aufrufe';
import type { ReactNode } from 'react';

/** Key/value list; empty values read "Nicht angegeben" (SPEC §8). */
export function Werteliste({ eintraege }: { eintraege: Array<[string, ReactNode]> }) {
  return (
    <dl className="werteliste">
      {eintraege.map(([name, wert]) => (
        <div key={name} className="werteliste-zeile">
          <dt>{name}</dt>
          <dd>{wert === null || wert === undefined || wert === '' ? texte.allgemein.nichtAngegeben : wert}</dd>
        </div>
      ))}
    </dl>
  );
}
