import type { ReactNode } from 'react';
import { useMandant } from '../mandant/mandant.tsx';
import { Werteliste } from './Werte.tsx';

/**
 * How to reach the utility where the portal cannot help (the blocked page): its public
 * contact details from the tenant configuration (`kontakt`), and at least its website.
 */
export function Kontaktdaten() {
  const mandant = useMandant();
  const k = mandant.kontakt;
  const eintraege: Array<[string, ReactNode]> = [];
  if (k?.telefon) {
    eintraege.push([
      'Telefon',
      <>
        <a href={`tel:${k.telefon.replace(/[^\d+]/g, '')}`}>{k.telefon}</a>
        {k.erreichbarkeit ? ` (${k.erreichbarkeit})` : ''}
      </>,
    ]);
  }
  if (k?.email) eintraege.push(['E-Mail', <a key="email" href={`mailto:${k.email}`}>{k.email}</a>]);
  eintraege.push(['Internet', <a key="web" href={mandant.website}>{mandant.website.replace(/^https?:\/\//, '')}</a>]);
  return (
    <section className="abschnitt" aria-labelledby="kontaktdaten-titel">
      <h2 id="kontaktdaten-titel">So erreichen Sie {mandant.anzeigename}</h2>
      <Werteliste eintraege={eintraege} />
    </section>
  );
}
