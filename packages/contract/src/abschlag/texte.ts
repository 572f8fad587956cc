import { datumDeutsch } from '../common/datum.ts';
import { zahlDeutsch } from '../common/zahl.ts';
import { ctJeKwh, euro, euroGanz, kwh } from '../geld/format.ts';
import { betragsbasisText, umsatzsteuerHinweis } from '../geld/umsatzsteuer.ts';
import type { AbschlagRhythmus } from '../import/schema.ts';
import type { AbschlagBerechnung, Tarifabschnitt } from './regeln.ts';

/** Whole euros as the range message names them: "62 €". */
export const euroGanzText = (betrag: number): string => euroGanz(betrag);
const ct = ctJeKwh;

export const rhythmusLabel: Record<AbschlagRhythmus, string> = {
  MONATLICH: 'monatlich',
  ZWEIMONATLICH: 'alle zwei Monate',
  VIERTELJAEHRLICH: 'vierteljährlich',
};

// Texts of the instalment screen and answers EnWG); SPEC names none of them.
export const abschlagTexte = {
  titel: 'Abschlag ändern',
  link: 'Abschlag ändern',
  keinAbschlag: 'Für diesen Vertrag ist kein Abschlag hinterlegt.',
  ausserhalbBereich: (min: number, max: number) => `Der Abschlag muss zwischen ${euroGanzText(min)} und ${euroGanzText(max)} liegen.`,
  ganzeEuro: 'Bitte geben Sie den Abschlag in ganzen Euro an.',
  // At most 5 changes per contract and day.
  zuVieleAenderungen: 'Sie haben den Abschlag für diesen Vertrag heute bereits mehrfach geändert. Bitte versuchen Sie es morgen erneut.',
  nichtAenderbar: 'Für einen beendeten oder stornierten Vertrag kann der Abschlag nicht geändert werden.',
  gueltigAb: (datum: string) => `Eine Änderung gilt ab der Fälligkeit am ${datumDeutsch(datum)}.`,
  unterEmpfehlung:
    'Ihr Abschlag liegt unter unserer Empfehlung. Das ist möglich, wenn Sie weniger verbrauchen werden; sonst kann eine Nachzahlung entstehen (§ 41b Absatz 3 EnWG).',
  keineEmpfehlung: 'Für eine Empfehlung fehlen uns Verbrauch oder Tarif des letzten Abrechnungszeitraums. Der erlaubte Bereich richtet sich nach Ihrem jetzigen Abschlag.',
  /** Subject of the confirmation mail. */
  mailBetreff: (vertragId: string) => `Ihr Abschlag für Vertrag ${vertragId} wurde geändert`,
  gespeichert: (betrag: number, datum: string) => `Ihr neuer Abschlag von ${euro(betrag)} gilt ab dem ${datumDeutsch(datum)}.`,
} as const;

/**
 * The amount as it will be debited, and a waiting change beside it with its date:
 * "Aktuell 85,00 € (nächste Abbuchung 29.11.2026) · ab 29.12.2026: 95,00 €".
 */
export function abschlagJetztText(a: { betrag: number; naechsteFaelligkeit: string; geplant: { betrag: number; ab: string } | null }): string {
  const jetzt = `Aktuell ${euro(a.betrag)} (nächste Abbuchung ${datumDeutsch(a.naechsteFaelligkeit)})`;
  return a.geplant ? `${jetzt} · ab ${datumDeutsch(a.geplant.ab)}: ${euro(a.geplant.betrag)}` : jetzt;
}

/** The VAT step for net prices, named "inkl. 19 % USt" as on the bill. */
export function umsatzsteuerSchritt(u: { netto: number; satz: number; betrag: number }): string {
  return `Zusammen ${euro(u.netto)} netto; Ihre Rechnung enthält die Umsatzsteuer: + ${euro(u.betrag)} = ${euro(u.netto + u.betrag)} ${umsatzsteuerHinweis(u.satz)}`;
}

/** How the weighted prices come about, in figures a customer can add up: each tariff's days × its price ÷ all days. */
function gewichtung(tarife: readonly Tarifabschnitt[], b: AbschlagBerechnung): string {
  const tage = tarife.reduce((summe, t) => summe + t.tage, 0);
  const summe = (wert: (t: Tarifabschnitt) => string) => tarife.map((t) => `${t.tage} × ${wert(t)}`).join(' + ');
  return `Nach Tagen gewichtet: Arbeitspreis (${summe((t) => ct(t.arbeitspreis))}) ÷ ${tage} Tage = ${ct(b.arbeitspreis)}; Grundpreis (${summe((t) => euro(t.grundpreis))}) ÷ ${tage} Tage = ${euro(b.grundpreis)}.`;
}

/**
 * Which figure stands for a dynamic tariff's changing price: the supplier's stated all-in price, net or with
 * VAT, and what the customer paid on average, so the difference is no surprise.
 */
function dynamischerPreis(b: AbschlagBerechnung, satz: number | undefined): string[] {
  const d = b.dynamisch;
  if (!d) return [];
  const basis = b.umsatzsteuer ? 'netto (die Umsatzsteuer kommt unten dazu)' : satz === undefined ? 'brutto' : betragsbasisText('brutto', satz);
  const vergleich = [d.durchschnittVormonat === null ? null : `im Vormonat ${ct(d.durchschnittVormonat)}`, d.durchschnittGesamt === null ? null : `seit Lieferbeginn ${ct(d.durchschnittGesamt)}`].filter(Boolean);
  return [
    `Ihr Tarif ${d.name} hat einen dynamischen Preis, der sich mit dem Börsenpreis ändert. Wir rechnen mit dem Arbeitspreis, den Ihr Versorger für diesen Tarif angibt: ${ct(b.arbeitspreis)}, alles inklusive (Börsenpreis, Aufschlag, Netzentgelt, Abgaben, Umlagen und Stromsteuer), ${basis}${basis.endsWith('.') ? '' : '.'}` +
      (vergleich.length ? ` Ihr tatsächlicher Durchschnittspreis lag ${vergleich.join(', ')}.` : ''),
  ];
}

/**
 * The recommendation's calculation in plain German, one step per line (§41b(3) EnWG: comprehensible).
 * `satz` (umsatzsteuerSatz of today) labels the result "inkl. 19 % USt.".
 */
export function berechnungInWorten(b: AbschlagBerechnung, satz?: number): string[] {
  const preis =
    b.arbeitspreisNT !== null && b.anteilNt !== null
      ? `${zahlDeutsch(100 - b.anteilNt)} % zum Hochtarif von ${ct(b.arbeitspreis)} und ${zahlDeutsch(b.anteilNt)} % zum Niedertarif von ${ct(b.arbeitspreisNT)}`
      : `zum Arbeitspreis von ${ct(b.arbeitspreis)}`;
  const tarife = b.tarife ?? [];
  // The tariffs of the next 12 months, each by its days; the prices above are their weighted mean.
  const mittel = tarife.length > 1 ? 'zum nach Tagen gewichteten ' : 'zum ';
  const preisText = preis.replace(/^zum /, mittel);
  return [
    b.prognose
      ? `Ihr voraussichtlicher Verbrauch vom ${datumDeutsch(b.von)} bis ${datumDeutsch(b.bis)} (mittlerer Wert unserer Prognose): ${kwh(b.verbrauch)}, auf ein Jahr (365 Tage) umgerechnet ${kwh(b.jahresverbrauch)}.`
      : `Ihr Verbrauch vom ${datumDeutsch(b.von)} bis ${datumDeutsch(b.bis)}: ${kwh(b.verbrauch)}, auf ein Jahr (365 Tage) hochgerechnet ${kwh(b.jahresverbrauch)}.`,
    ...(tarife.length > 1
      ? [
          `In den nächsten 12 Monaten gelten: ${tarife.map((t) => `${t.name} vom ${datumDeutsch(t.von)} bis ${datumDeutsch(t.bis)} (${t.tage} Tage, ${ct(t.arbeitspreis)}, Grundpreis ${euro(t.grundpreis)} im Monat)`).join('; ')}.`,
          gewichtung(tarife, b),
        ]
      : []),
    ...dynamischerPreis(b, satz),
    `${kwh(b.jahresverbrauch)} ${preisText} ergeben ${euro(b.arbeitskosten)}.`,
    `Dazu kommt der ${tarife.length > 1 ? 'gewichtete ' : ''}Grundpreis: 12 × ${euro(b.grundpreis)} = ${euro(b.grundkosten)}.`,
    ...(b.umsatzsteuer ? [umsatzsteuerSchritt(b.umsatzsteuer)] : []),
    `Erwartete Kosten der nächsten 12 Monate: ${euro(b.jahreskosten)}${satz === undefined ? '' : ` ${betragsbasisText('brutto', satz)}`}, geteilt durch ${b.zahlungen} Zahlungen und auf volle Euro aufgerundet: ${euroGanzText(b.empfehlung)}.`,
  ];
}
