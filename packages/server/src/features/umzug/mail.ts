import { datumDeutsch, lieferadresse, umzugTexte, type Mandant, type Umzug } from '@ekp/contract';
import { bestaetigungsMail, type Empfaenger } from '../../domain/bestaetigung.ts';
import type { Mail } from '../../shared/mail.ts';
import type { VertragZeile } from '../../domain/vertrag-zugriff.ts';

/** §41b(1) EnWG: the contract's end is confirmed in text form; the mail states every date of the move. */
export function umzugsbestaetigung(mandant: Mandant, kunde: Empfaenger, vertrag: VertragZeile, u: Umzug): Mail {
  const a = u.neueAdresse;
  const lieferung = u.weiterbeliefern
    ? [
        `Belieferung an der neuen Adresse: ja, ab dem Einzug am ${datumDeutsch(u.einzugsdatum)}`,
        ...(u.zaehlernummerNeu ? [`Neuer Zähler: ${u.zaehlernummerNeu}`] : []),
        ...(u.maloIdNeu ? [`Marktlokations-ID: ${u.maloIdNeu}`] : []),
      ]
    : [
        'Belieferung an der neuen Adresse: nein',
        `Vertragsende: ${datumDeutsch(u.vertragsende)}`,
        umzugTexte.vertragsendeErklaerung(u.auszugsdatum, u.vertragsende!),
      ];
  return bestaetigungsMail(mandant, kunde, {
    betreff: umzugTexte.mailBetreff(vertrag.id),
    eingang: 'wir haben Ihre Umzugsmeldung über das Kundenportal erhalten:',
    angaben: [
      `Vertrag: ${vertrag.id}`,
      `Bisherige Lieferadresse: ${lieferadresse(vertrag)}`,
      `Auszugsdatum: ${datumDeutsch(u.auszugsdatum)}`,
      `Neue Adresse: ${a.strasse} ${a.hausnummer}, ${a.plz} ${a.ort}`,
      ...lieferung,
      ...(u.zaehlerstaende ? [`Zählerstände beim Auszug: ${Object.entries(u.zaehlerstaende).map(([obis, wert]) => `${obis}: ${String(wert).replace('.', ',')}`).join('; ')}`] : []),
    ],
  });
}
