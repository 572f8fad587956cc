import {
  centText,
  datumDeutsch,
  euroText,
  jaNein,
  lieferadresse,
  preisangabe,
  prozentText,
  tariftypLabel,
  versorgungsartText,
  type Tarif,
  type Vertrag,
} from '@ekp/contract';
import type { ReactNode } from 'react';
import { StatusBadge } from './StatusBadge.tsx';

type Eintraege = Array<[string, ReactNode]>;

/** Lieferbeginn/-ende as SPEC §2's card shows them: the actual date, else the desired one marked so. */
function mitWunsch(ist: string | null, gewuenscht: string | null): string {
  if (ist) return datumDeutsch(ist);
  return gewuenscht ? `${datumDeutsch(gewuenscht)} (gewünscht)` : '';
}

export function vertragKurz(v: Vertrag): Eintraege {
  return [
    ['Versorgungsart', versorgungsartText(v.versorgungsart)],
    ['Anmeldungsart', v.anmeldungsart],
    ['Lieferbeginn', mitWunsch(v.lieferbeginn, v.gewuenschterLieferbeginn)],
    ['Lieferende', mitWunsch(v.lieferende, v.gewuenschtesLieferende)],
    ['Lieferadresse', lieferadresse(v)],
  ];
}

export function vertragVoll(v: Vertrag): Eintraege {
  return [
    ['Vertragsnummer', v.id],
    ['Status', <StatusBadge key="status" status={v.status} />],
    ['Versorgungsart', versorgungsartText(v.versorgungsart)],
    ['Anmeldungsart', v.anmeldungsart],
    ['Kundenart', v.kundenArt],
    ['Gewünschter Lieferbeginn', datumDeutsch(v.gewuenschterLieferbeginn)],
    ['Lieferbeginn', datumDeutsch(v.lieferbeginn)],
    ['Gewünschtes Lieferende', datumDeutsch(v.gewuenschtesLieferende)],
    ['Lieferende', datumDeutsch(v.lieferende)],
    ['Lieferadresse', lieferadresse(v)],
  ];
}

/** A base price is a monthly one; without the period "13,90 €" reads like a one-off. */
export const grundpreisText = (grundpreis: number | null | undefined) => (grundpreis === null || grundpreis === undefined ? '' : `${euroText(grundpreis)}/Monat`);

/** SPEC §9: grundpreis in €, arbeitspreis in Cent, labelled brutto or netto by the tariff and customer type. */
export function tarifPreise(t: Tarif, kundenArt: Vertrag['kundenArt']): Eintraege {
  const art = preisangabe(t, kundenArt);
  return [
    [`Grundpreis (${art})`, grundpreisText(t.grundpreis)],
    // A dynamic tariff has no fixed energy price; a stored figure here was a fourth "price".
    [`Arbeitspreis (${art})`, t.istDynamisch ? DYNAMISCH_TEXT : centText(t.arbeitspreis)],
  ];
}

const DYNAMISCH_TEXT = 'je Viertelstunde nach Börsenpreis, alles inklusive: „Preis jetzt“ auf der Startseite, Verlauf in der Preiszeitreihe';

export function tarifVoll(t: Tarif, kundenArt: Vertrag['kundenArt']): Eintraege {
  const art = preisangabe(t, kundenArt);
  return [
    ['Tarif', t.name],
    ['Preismodell', tariftypLabel[t.tariftyp]],
    ['Preisgarantie', t.preisgarantietyp],
    ['Gültig von', datumDeutsch(t.gueltigVon)],
    ['Gültig bis', datumDeutsch(t.gueltigBis)],
    ...tarifPreise(t, kundenArt),
    [`Arbeitspreis NT (${art})`, centText(t.arbeitspreisNT)],
    ['Anteil NT', prozentText(t.anteilNt)],
    ['Dynamischer Tarif', jaNein(t.istDynamisch)],
    ...(t.istDynamisch
      ? ([
          [`Ø Arbeitspreis Vormonat (${art})`, centText(t.durchschnittlicherArbeitspreisVormonat)],
          [`Ø Arbeitspreis gesamt (${art})`, centText(t.durchschnittlicherArbeitspreisGesamt)],
        ] as Eintraege)
      : []),
  ];
}
