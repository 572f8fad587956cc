import { anzeigename, ctJeKwh, datumDeutsch, tagDanach, UMSATZSTEUER_REGELSATZ, zahlDeutsch, type ImportDatei } from '@ekp/contract';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseISO } from 'date-fns/parseISO';
import { briefPdf, type Zeile } from './pdf.ts';
import { zufall } from './zufall.ts';

type Kunde = NonNullable<ImportDatei['anschlussnutzer']>[number];
type Vertrag = NonNullable<Kunde['vertraege']>[number];
type Dokument = NonNullable<Kunde['dokumente']>[number];

const ABSENDER = 'Ihr Energieversorger - Kundenservice';
const UST = UMSATZSTEUER_REGELSATZ;

const zeitpunkt = (datum: string) => `${datum}T09:00:00+01:00`;
const frueher = (a: string, b: string) => (a < b ? a : b);
const euro = (betrag: number) => `${zahlDeutsch(betrag)} EUR`;
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

function anrede(k: Kunde): string {
  if (k.anrede === 'Herr') return `Sehr geehrter Herr ${k.nachname ?? ''},`;
  if (k.anrede === 'Frau') return `Sehr geehrte Frau ${k.nachname ?? ''},`;
  if (k.anrede === 'Familie') return `Sehr geehrte Familie ${k.nachname ?? ''},`;
  return 'Sehr geehrte Damen und Herren,';
}

function empfaenger(k: Kunde, v?: Vertrag): string[] {
  const name = anzeigename({ anrede: k.anrede, firma: k.firma ?? null, titel: k.titel ?? null, vorname: k.vorname ?? null, nachname: k.nachname ?? null });
  const ort = v ?? k.vertraege?.[0];
  return [name, ...(ort ? [`${ort.strasse} ${ort.hausnummer}`, `${ort.plz} ${ort.ort}`] : [])];
}

function seed(text: string): number {
  return [...text].reduce((h, z) => (Math.imul(h, 31) + z.charCodeAt(0)) >>> 0, 7);
}

/** Consumption of a calendar year: from the contract's consumption periods, pro rata; else a seeded value. */
function jahresverbrauch(v: Vertrag, jahr: number): number {
  const von = `${jahr}-01-01`;
  const bis = `${jahr}-12-31`;
  let summe = 0;
  for (const p of v.verbraeuche ?? []) {
    const tage = differenceInCalendarDays(parseISO(p.bis), parseISO(p.von)) + 1;
    const ueberlappung = differenceInCalendarDays(parseISO(frueher(p.bis, bis)), parseISO(p.von > von ? p.von : von)) + 1;
    if (tage > 0 && ueberlappung > 0) summe += (p.summe * ueberlappung) / tage;
  }
  if (summe > 0) return Math.round(summe);
  const r = zufall(seed(`${v.id}-${jahr}`))();
  return Math.round(v.versorgungsart === 'Gas' ? 9000 + r * 7000 : 2500 + r * 2000);
}

async function jahresrechnung(k: Kunde, v: Vertrag, jahr: number): Promise<Dokument> {
  const stichtag = `${jahr}-07-01`;
  const tarif = v.tarife?.find((t) => (!t.gueltigVon || t.gueltigVon <= stichtag) && (!t.gueltigBis || t.gueltigBis >= stichtag)) ?? v.tarife?.[0];
  const beginn = v.lieferbeginn && v.lieferbeginn > `${jahr}-01-01` ? v.lieferbeginn : `${jahr}-01-01`;
  const ende = v.lieferende && v.lieferende < `${jahr}-12-31` ? v.lieferende : `${jahr}-12-31`;
  const monate = Math.min(12, Math.round(((differenceInCalendarDays(parseISO(ende), parseISO(beginn)) + 1) / 365) * 12));
  const kwh = jahresverbrauch(v, jahr);
  const preis = tarif?.durchschnittlicherArbeitspreisGesamt ?? tarif?.arbeitspreis ?? 0.3;
  const arbeit = kwh * preis;
  const grund = (tarif?.grundpreis ?? 10) * monate;
  const netto = arbeit + grund;
  const brutto = netto * (1 + UST);
  const abschlag = Math.round((brutto / 12) * (0.9 + zufall(seed(`${v.id}-abschlag-${jahr}`))() * 0.2));
  const gezahlt = abschlag * monate;
  const differenz = brutto - gezahlt;
  const erstellt = `${jahr + 1}-01-20`;
  const zeilen: Zeile[] = [
    anrede(k),
    { abstand: 4 },
    `hiermit erhalten Sie Ihre Jahresabrechnung ${jahr} für den Vertrag ${v.id} (${v.versorgungsart}).`,
    `Lieferstelle: ${v.strasse} ${v.hausnummer}, ${v.plz} ${v.ort}. Zeitraum: ${datumDeutsch(beginn)} bis ${datumDeutsch(ende)}.`,
    { abstand: 10 },
    { fett: 'Ihr Verbrauch' },
    { links: 'Verbrauch im Abrechnungszeitraum', rechts: `${zahlDeutsch(kwh)} kWh` },
    { links: `Tarif ${tarif?.name ?? ''}`.trim(), rechts: ctJeKwh(preis) },
    { abstand: 10 },
    { fett: 'Ihre Kosten' },
    { links: `Arbeitspreis ${zahlDeutsch(kwh)} kWh x ${ctJeKwh(preis)}`, rechts: euro(arbeit) },
    { links: `Grundpreis ${monate} Monate x ${euro(tarif?.grundpreis ?? 10)}`, rechts: euro(grund) },
    { links: 'Summe netto', rechts: euro(netto) },
    { links: 'Umsatzsteuer 19 %', rechts: euro(netto * UST) },
    { links: 'Gesamtbetrag brutto', rechts: euro(brutto), fett: true },
    { links: `Geleistete Abschläge (${monate} x ${euro(abschlag)})`, rechts: `- ${euro(gezahlt)}` },
    { links: differenz >= 0 ? 'Nachzahlung' : 'Guthaben', rechts: euro(Math.abs(differenz)), fett: true },
    { abstand: 10 },
    differenz >= 0 ? 'Den Betrag buchen wir zum Fälligkeitstermin von Ihrem Konto ab bzw. bitten um Überweisung.' : 'Das Guthaben erstatten wir Ihnen in den nächsten Tagen.',
    `Ihr neuer monatlicher Abschlag beträgt ${euro(Math.round(brutto / 12))}.`,
    { abstand: 10 },
    'Mit freundlichen Grüßen',
    ABSENDER,
  ];
  const pdf = await briefPdf({ absender: ABSENDER, empfaenger: empfaenger(k, v), datum: datumDeutsch(erstellt), betreff: `Jahresabrechnung ${jahr}`, zeilen, erstellt: new Date(zeitpunkt(erstellt)) });
  return { id: `DOK-${v.id}-RE-${jahr}`, dateiname: `Jahresabrechnung_${jahr}_${v.id}.pdf`, kategorie: 'Rechnung', beschreibung: `Jahresabrechnung ${jahr}`, erstellzeitpunkt: zeitpunkt(erstellt), mimeType: 'application/pdf', inhalt: base64(pdf) };
}

async function vertragsbestaetigung(k: Kunde, v: Vertrag, heute: string): Promise<Dokument> {
  const beginn = v.lieferbeginn ?? v.gewuenschterLieferbeginn ?? heute;
  const erstellt = frueher(tagDanach(beginn, -14), tagDanach(heute, -1));
  const zeilen: Zeile[] = [
    anrede(k),
    { abstand: 4 },
    `vielen Dank für Ihren Auftrag. Wir bestätigen Ihren ${v.versorgungsart}vertrag ${v.id}.`,
    `Lieferstelle: ${v.strasse} ${v.hausnummer}, ${v.plz} ${v.ort}. Lieferbeginn: ${datumDeutsch(beginn)}.`,
    `Tarif: ${v.tarife?.[0]?.name ?? 'nach Vereinbarung'}.`,
    { abstand: 10 },
    'Mit freundlichen Grüßen',
    ABSENDER,
  ];
  const pdf = await briefPdf({ absender: ABSENDER, empfaenger: empfaenger(k, v), datum: datumDeutsch(erstellt), betreff: 'Vertragsbestätigung', zeilen, erstellt: new Date(zeitpunkt(erstellt)) });
  // The description equals the category on purpose: the list then shows the file name (SPEC §3).
  return { id: `DOK-${v.id}-VB`, dateiname: `Vertragsbestaetigung_${v.id}.pdf`, kategorie: 'Vertrag', beschreibung: 'Vertrag', erstellzeitpunkt: zeitpunkt(erstellt), mimeType: 'application/pdf', inhalt: base64(pdf) };
}

async function willkommen(k: Kunde, heute: string): Promise<Dokument> {
  const beginne = (k.vertraege ?? []).map((v) => v.lieferbeginn ?? v.gewuenschterLieferbeginn).filter((d): d is string => Boolean(d)).sort();
  const erstellt = frueher(tagDanach(beginne[0] ?? heute, -7), tagDanach(heute, -1));
  const zeilen: Zeile[] = [
    anrede(k),
    { abstand: 4 },
    'herzlich willkommen! Mit dem Kundenportal haben Sie Ihre Verträge jederzeit im Blick:',
    '- Zählerstände erfassen und Verbräuche ansehen',
    '- Rechnungsadresse und Bankverbindung pflegen',
    '- Rechnungen und Schreiben herunterladen',
    { abstand: 6 },
    { links: 'Ihre Kundennummer', rechts: k.kundennummer, fett: true },
    { abstand: 6 },
    'Ihr Erstpasswort erhalten Sie aus Sicherheitsgründen mit getrennter Post.',
    { abstand: 10 },
    'Mit freundlichen Grüßen',
    ABSENDER,
  ];
  const pdf = await briefPdf({ absender: ABSENDER, empfaenger: empfaenger(k), datum: datumDeutsch(erstellt), betreff: 'Willkommen im Kundenportal', zeilen, erstellt: new Date(zeitpunkt(erstellt)) });
  return { id: `DOK-${k.kundennummer}-WILLKOMMEN`, dateiname: `Willkommen_${k.kundennummer}.pdf`, kategorie: 'Schreiben', beschreibung: 'Willkommensschreiben', erstellzeitpunkt: zeitpunkt(erstellt), mimeType: 'application/pdf', inhalt: base64(pdf) };
}

/** Full calendar years the contract was supplied in, the last two whose bill (20 January after) exists by today. */
function abrechnungsjahre(v: Vertrag, heute: string): number[] {
  if (!v.lieferbeginn || v.storniert) return [];
  const jahre: number[] = [];
  for (let jahr = Number(heute.slice(0, 4)) - 1; jahr >= Number(heute.slice(0, 4)) - 3 && jahre.length < 2; jahr--) {
    const geliefert = v.lieferbeginn <= `${jahr}-12-31` && (!v.lieferende || v.lieferende >= `${jahr}-01-01`);
    if (geliefert && `${jahr + 1}-01-20` <= heute) jahre.push(jahr);
  }
  return jahre;
}

/**
 * Real PDFs for the demo: per customer a welcome letter; per contract a confirmation and the
 * yearly bills with consumption and amounts. Deterministic for the same customer and day.
 */
export async function demoDokumente(kunde: Kunde, vertragId: string | null, heute: string): Promise<Dokument[]> {
  if (vertragId === null) return [await willkommen(kunde, heute)];
  const v = kunde.vertraege?.find((x) => x.id === vertragId);
  if (!v) return [];
  const dokumente = [await vertragsbestaetigung(kunde, v, heute)];
  for (const jahr of abrechnungsjahre(v, heute)) dokumente.push(await jahresrechnung(kunde, v, jahr));
  return dokumente;
}
