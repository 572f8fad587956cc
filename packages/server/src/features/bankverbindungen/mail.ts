import { bankverbindungenTexte, datumDeutsch, type Bankverbindung, type Mandant } from '@ekp/contract';
import type { Aenderungsinhalt } from '../../domain/bestaetigung.ts';
import type { DatierteAenderung } from '../../domain/datierte-eintraege-routes.ts';

/** The IBAN as a mail may show it: country, check digits and the last four characters (the rest stays in the portal). */
export function ibanGekuerzt(iban: string): string {
  return `${iban.slice(0, 4)} … ${iban.slice(-4)}`;
}

/**
 * Every change of bank details is confirmed by mail, so that a change the customer did not make
 * (a stolen session) does not go unnoticed; a new mandate names its reference and the creditor ID.
 */
export function bankverbindungBestaetigung(mandant: Mandant, a: DatierteAenderung<Bankverbindung>): Aenderungsinhalt {
  if (a.art !== 'angelegt') {
    const was = a.art === 'geloescht' ? 'gelöscht' : `zum ${datumDeutsch(a.gueltigBis)} beendet`;
    return { betreff: bankverbindungenTexte.mailBetreff, eingang: `Ihre Bankverbindung ${a.id} wurde über das Kundenportal ${was}.`, angaben: [] };
  }
  const b = a.eintrag;
  const mandat = b.lastschrifteinzugErlaubt
    ? [
        `SEPA-Lastschriftmandat: erteilt, Mandatsreferenz ${b.mandatsreferenz ?? '–'}`,
        ...(mandant.glaeubigerId ? [`Gläubiger-Identifikationsnummer: ${mandant.glaeubigerId}`] : []),
        'Sie können innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen.',
      ]
    : ['SEPA-Lastschriftmandat: nicht erteilt. Bitte überweisen Sie Ihre Zahlungen.'];
  return {
    betreff: bankverbindungenTexte.mailBetreff,
    eingang: 'wir haben Ihre neue Bankverbindung über das Kundenportal erhalten:',
    angaben: [
      `Kontoinhaber: ${b.kontoinhaber}`,
      `IBAN: ${ibanGekuerzt(b.iban)}`,
      `Gültig ab: ${datumDeutsch(b.gueltigVon)}`,
      `Gilt für: ${b.vertragId ? `Vertrag ${b.vertragId}` : 'alle Ihre Verträge'}`,
      ...mandat,
    ],
  };
}
