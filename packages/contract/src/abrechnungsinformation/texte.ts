import { datumDeutsch } from '../common/datum.ts';
import { monatsname } from './zeitraum.ts';

// Texts of the billing information (§ 40b EnWG); SPEC names none of them.
export const abrechnungsinformationTexte = {
  titel: 'Abrechnungsinformationen',
  einzeltitel: 'Abrechnungsinformation',
  link: 'Abrechnungsinformationen',
  keine: 'Für diesen Vertrag liegt noch keine Abrechnungsinformation vor.',
  ladefehler: 'Die Abrechnungsinformation konnte aus unbekannten Gründen nicht geladen werden.',
  anfordern: 'Abrechnungsinformation anfordern',
  angefordert: 'Ihre Abrechnungsinformation wurde erstellt.',
  /** 409: at most one requested information every three months (§ 40b(2) EnWG). */
  zuFrueh: (ab: string) => `Sie können die nächste Abrechnungsinformation ab dem ${datumDeutsch(ab)} anfordern.`,
  /** 422: no reading after the start of the period. */
  keineAblesung: 'Für eine Abrechnungsinformation brauchen wir einen aktuellen Zählerstand. Bitte geben Sie zuerst Ihren Zählerstand ein.',
  ablesungLink: 'Zählerstand eingeben',
  mitIntervalldaten: 'Für diesen Vertrag erhalten Sie jeden Monat automatisch eine Abrechnungsinformation.',
  vorlaeufig: 'Vorläufig: Es fehlen noch Messwerte oder es sind vorläufige Werte enthalten. Wir aktualisieren die Information, sobald die Werte vollständig sind.',
  pdf: 'Als PDF herunterladen',
  zusammensetzung: 'So setzt sich der Betrag zusammen',
  vergleich: 'Vergleich mit dem Vorjahreszeitraum',
  vergleichTabelle: 'Verbrauch im Vergleich (Tabelle)',
  keinVorjahr: 'Für den gleichen Zeitraum des Vorjahres liegen keine Daten vor.',
  nachricht: (monat: string) => ({
    titel: `Ihre Abrechnungsinformation für ${monatsname(monat)} ist da`,
    text: `Ihre Abrechnungsinformation für ${monatsname(monat)} liegt im Kundenportal für Sie bereit.`,
  }),
  dateiname: (id: string) => `Abrechnungsinformation-${id}.pdf`,
  dokumentKategorie: 'Abrechnungsinformation',
  /** Plain-German explanation of each line ("So setzt sich der Betrag zusammen"). */
  erklaerung: {
    zeitraum: 'Der Zeitraum, für den diese Information gilt (Ortszeit Deutschland).',
    verbrauch: 'So viel Strom bzw. Gas haben Sie in diesem Zeitraum aus dem Netz bezogen.',
    einspeisung: 'So viel Strom hat Ihre Anlage in diesem Zeitraum ins Netz eingespeist.',
    qualitaet: 'Gemessen: vom Zähler übermittelt. Ersatzwert: vom Messstellenbetreiber geschätzt, weil ein Wert fehlte. Vorläufig: kann sich noch ändern.',
    vorjahr: 'Ihr Verbrauch im gleichen Zeitraum des Vorjahres und die Veränderung in Prozent.',
    arbeit: 'Arbeitspreis: Ihr Verbrauch mal dem Preis je Kilowattstunde, der zur jeweiligen Zeit galt (beim dynamischen Tarif je Viertelstunde).',
    grund: 'Grundpreis: der monatliche Grundpreis anteilig für die Tage des Zeitraums.',
    netto: 'Summe ohne Umsatzsteuer.',
    umsatzsteuer: 'Umsatzsteuer (19 %) auf die Nettosumme.',
    brutto: 'Ihre Kosten in diesem Zeitraum einschließlich Umsatzsteuer.',
    abschlaege: 'Die Abschläge, die in diesem Zeitraum fällig waren.',
    saldo: 'Abschläge minus Kosten: ein positiver Betrag ist ein Guthaben, ein negativer eine voraussichtliche Nachzahlung.',
    prognose: 'Unsere Schätzung für Ihre nächste Jahresabrechnung: wahrscheinlicher Betrag und die Spanne, in der er mit hoher Wahrscheinlichkeit liegt.',
  },
} as const;
