import {
  abschlaegeImZeitraum,
  aufCent,
  aufJahrHochgerechnet,
  heuteIn,
  umsatzsteuerSatz,
  inEuro,
  jahreskosten,
  jahresverbrauchKwh,
  preiseDerNaechstenZwoelfMonate,
  jahresStreuung,
  profilSumme,
  tagesbeginn,
  verbrauchSpanne,
  type AbschlagRhythmus,
  type Prognose,
  type Spanne,
} from '@ekp/contract';
import { addYears } from 'date-fns/addYears';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import type { Db } from '../../db/verbinden.ts';
import type { VertragZeile } from '../vertrag-zugriff.ts';
import { ablesungenLesen, standSpanne, zaehlerstaendeAus, type AblesungZeile, type Zaehlerstand } from './ablesungen.ts';
import { kwhJeKubikmeter } from './gas.ts';
import { tarifAusZeile } from '../tarif-zeile.ts';
import { tarifZeilenMehrererLesen, type TarifZeile } from './preisgrundlagen.ts';
import { slpFuer } from './slp.ts';
import { verbrauchswerteSumme, type Intervallsumme } from './viertelstunden.ts';

const plusJahr = (datum: string) => lightFormat(addYears(parseISO(datum), 1), 'yyyy-MM-dd');

/**
 * The forecast's pure steps give the same result for the same arguments, and a monthly run over many contracts
 * asks them the same (one tariff, one billing date, one profile for thousands): each result is kept by its
 * arguments (at most GEMERKT of them), the same figure without computing a year of quarter hours again.
 */
const GEMERKT = 5000;
function gemerkt<A extends unknown[], R>(f: (...a: A) => R, schluessel: (...a: A) => string): (...a: A) => R {
  const speicher = new Map<string, R>();
  return (...a) => {
    const k = schluessel(...a);
    if (speicher.has(k)) return speicher.get(k)!;
    if (speicher.size >= GEMERKT) speicher.clear();
    const r = f(...a);
    speicher.set(k, r);
    return r;
  };
}
const profil = gemerkt((slp: ReturnType<typeof slpFuer>, von: number, bis: number) => profilSumme(slp, von, bis), (slp, von, bis) => `${slp.name}|${von}|${bis}`);
const abschlaegeBis = gemerkt(abschlaegeImZeitraum, (...a) => JSON.stringify(a));
const preiseZwoelf = gemerkt(preiseDerNaechstenZwoelfMonate, (...a) => JSON.stringify(a));

/** A billed period shorter than this says little about a year's consumption and is not used for the spread. */
const MIN_TAGE_FUER_STREUUNG = 180;

/** Everything the forecast reads of a contract besides its interval data (prognoseEingabenLesen). */
export interface PrognoseEingaben {
  /** Billed periods (not forecasts), in `bis` order. */
  perioden: Array<{ von: string; bis: string; summe: number }>;
  /** The readings as stored (ablesungenLesen) and as meter readings per day (zaehlerstaendeAus). */
  ablesungen: AblesungZeile[];
  staende: Zaehlerstand[];
  tarife: TarifZeile[];
  abschlag: { betrag: number; naechste_faelligkeit: string; rhythmus: AbschlagRhythmus } | undefined;
  /** In `gueltig_ab` order, ties by id. */
  aenderungen: Array<{ betragAlt: number; betragNeu: number; gueltigAb: string }>;
}

/**
 * The forecast's rows of many contracts in five statements (one per table), by contract id: what
 * prognoseBerechnen reads for one and a monthly run for a batch, so both compute from the same rows.
 */
export async function prognoseEingabenLesen(db: Db, mandant: string, vertragIds: readonly string[]): Promise<Map<string, PrognoseEingaben>> {
  const aus = new Map<string, PrognoseEingaben>(vertragIds.map((id) => [id, { perioden: [], ablesungen: [], staende: [], tarife: [], abschlag: undefined, aenderungen: [] }]));
  if (vertragIds.length === 0) return aus;
  const ids = [...vertragIds];
  const [perioden, ablesungen, tarife, abschlaege, aenderungen] = await Promise.all([
    db.selectFrom('verbrauch').select(['vertrag_id', 'von', 'bis', 'summe']).where('mandant', '=', mandant).where('vertrag_id', 'in', ids).where('prognose', '=', false).orderBy('vertrag_id').orderBy('bis').execute(),
    ablesungenLesen(db, mandant, ids),
    tarifZeilenMehrererLesen(db, mandant, ids),
    db.selectFrom('abschlag').select(['vertrag_id', 'betrag', 'naechste_faelligkeit', 'rhythmus']).where('mandant', '=', mandant).where('vertrag_id', 'in', ids).execute(),
    db
      .selectFrom('abschlag_aenderung')
      .select(['vertrag_id', 'betrag_alt as betragAlt', 'betrag_neu as betragNeu', 'gueltig_ab as gueltigAb'])
      .where('mandant', '=', mandant)
      .where('vertrag_id', 'in', ids)
      .orderBy('vertrag_id')
      .orderBy('gueltig_ab')
      .orderBy('id')
      .execute(),
  ]);
  for (const { vertrag_id, ...p } of perioden) aus.get(vertrag_id)?.perioden.push(p);
  for (const [id, zeilen] of ablesungen) Object.assign(aus.get(id)!, { ablesungen: zeilen, staende: zaehlerstaendeAus(zeilen) });
  for (const [id, zeilen] of tarife) aus.get(id)!.tarife = zeilen;
  for (const { vertrag_id, ...a } of abschlaege) aus.get(vertrag_id)!.abschlag = a;
  for (const { vertrag_id, ...a } of aenderungen) aus.get(vertrag_id)?.aenderungen.push(a);
  return aus;
}

/**
 * The billing year the forecast runs to: from the last bill's reading date (else the delivery start, else
 * the first reading), a year long, moved on by whole years until its end is after today. Null: no start.
 */
export function abrechnungsjahr(vertrag: VertragZeile, e: PrognoseEingaben, heute: string): { seit: string; stichtag: string } | null {
  let seit = e.perioden.at(-1)?.bis ?? vertrag.lieferbeginn ?? e.staende[0]?.datum;
  if (!seit) return null;
  let stichtag = plusJahr(seit);
  while (stichtag <= heute) {
    seit = stichtag;
    stichtag = plusJahr(seit);
  }
  return { seit, stichtag };
}

/** The interval data the forecast counts: from the billing year's start up to now. */
export function intervallZeitraum(jahr: { seit: string }, jetzt: Date): { von: Date; bis: Date } {
  return { von: tagesbeginn(jahr.seit), bis: jetzt };
}

/**
 * The forecast of the next annual bill, shared by /prognose and the Abschlag
 * recommendation (§41b(3)), so both use the same p50. Computed from the stored data; screens read it through
 * prognoseLesen (prognose-gemerkt.ts), which recomputes when any row read here changes, so a new reading
 * changes it at once. Null when there is nothing to forecast from. Formulas: docs/sparen.md.
 */
export async function prognoseBerechnen(db: Db, vertrag: VertragZeile, jetzt: Date): Promise<Prognose | null> {
  const e = (await prognoseEingabenLesen(db, vertrag.mandant, [vertrag.id])).get(vertrag.id)!;
  const jahr = abrechnungsjahr(vertrag, e, heuteIn(jetzt));
  if (!jahr) return null;
  const z = intervallZeitraum(jahr, jetzt);
  return prognoseAusEingaben(vertrag, jetzt, e, await verbrauchswerteSumme(db, vertrag.mandant, vertrag.nr, z.von, z.bis));
}

/**
 * prognoseBerechnen given its inputs, pure: the rows (prognoseEingabenLesen) and the sum of the interval data
 * in intervallZeitraum (verbrauchswerteSumme, or verbrauchswerteSummeAusTagen from day rows read for a batch).
 */
export function prognoseAusEingaben(vertrag: VertragZeile, jetzt: Date, e: PrognoseEingaben, intervalle: Intervallsumme): Prognose | null {
  const heute = heuteIn(jetzt);
  const { perioden, staende, tarife, abschlag, aenderungen } = e;
  const jahr = abrechnungsjahr(vertrag, e, heute);
  if (!jahr) return null;
  const { seit, stichtag } = jahr;
  const letzte = perioden.at(-1);
  const slp = slpFuer(vertrag.kunden_art);
  const t0 = tagesbeginn(seit).getTime();
  const tEnde = tagesbeginn(stichtag).getTime();

  // Known consumption since `seit` and the customer's rate (kWh per profile unit).
  let bekannt = 0;
  let rate: number | null = null;
  let bisBekannt = t0;
  let grundlage: 'INTERVALLDATEN' | 'ABLESUNGEN_SLP' | 'ABRECHNUNG' = 'ABLESUNGEN_SLP';
  if (intervalle.kwh > 0 && intervalle.letztesEnde && intervalle.dauerMs >= 86_400_000) {
    bisBekannt = intervalle.letztesEnde.getTime();
    // Gaps in the data: the rate comes from the covered share of the span.
    const abgedeckt = intervalle.dauerMs / (bisBekannt - t0);
    bekannt = intervalle.kwh / Math.min(1, abgedeckt);
    rate = bekannt / profil(slp, t0, bisBekannt);
    grundlage = 'INTERVALLDATEN';
  } else {
    // A gas meter's readings are m³: converted with the factor of the billed periods, or not used at all.
    const faktor = vertrag.versorgungsart === 'Gas' ? kwhJeKubikmeter(perioden, staende) : 1;
    const spanne = faktor === null ? null : standSpanne(staende, seit, heute);
    if (spanne && spanne.bis > seit) {
      const sVon = tagesbeginn(spanne.von).getTime();
      bisBekannt = tagesbeginn(spanne.bis).getTime();
      rate = (spanne.kwh * faktor!) / profil(slp, sVon, bisBekannt);
      bekannt = rate * profil(slp, t0, bisBekannt);
    } else if (letzte && letzte.summe > 0) {
      rate = letzte.summe / profil(slp, tagesbeginn(letzte.von).getTime(), tagesbeginn(letzte.bis).getTime());
      grundlage = 'ABRECHNUNG';
    }
  }
  if (rate === null || !Number.isFinite(rate)) return null;

  const streuung = jahresStreuung(
    perioden.filter((p) => differenceInCalendarDays(parseISO(p.bis), parseISO(p.von)) >= MIN_TAGE_FUER_STREUUNG).map((p) => aufJahrHochgerechnet(p.summe, p.von, p.bis)),
  );
  const verbrauchKwh = verbrauchSpanne(bekannt, rate, profil(slp, Math.max(bisBekannt, t0), tEnde), streuung.streuung);

  // The bill's cost: the Abschlag recommendation's prices (the tariffs of the next 12 months weighted by days,
  // VAT on net prices) and its function, so kosten.p50 is the recommendation's jahreskosten to the cent.
  const preise = preiseZwoelf(tarife.map(tarifAusZeile), heute, vertrag.kunden_art, vertrag.versorgungsart);
  const kostenVon = (kwh: number) => (preise ? inEuro(jahreskosten(jahresverbrauchKwh({ von: seit, bis: stichtag, summe: kwh }), preise).brutto) : 0);
  const kosten: Spanne = { p10: kostenVon(verbrauchKwh.p10), p50: kostenVon(verbrauchKwh.p50), p90: kostenVon(verbrauchKwh.p90) };
  const abschlaege = abschlag ? abschlaegeBis(abschlag.betrag, abschlag.naechste_faelligkeit, abschlag.rhythmus, seit, stichtag, aenderungen) : 0;
  return {
    abrechnungsstichtag: stichtag,
    verbrauchKwh,
    kosten,
    abschlaegeBisStichtag: abschlaege,
    mitAbschlag: abschlag !== undefined,
    umsatzsteuerSatz: preise?.umsatzsteuer ?? umsatzsteuerSatz(heute, vertrag.versorgungsart),
    saldo: { p10: aufCent(abschlaege - kosten.p90), p50: aufCent(abschlaege - kosten.p50), p90: aufCent(abschlaege - kosten.p10) },
    grundlage: {
      seit,
      bekannterVerbrauch: Math.round(bekannt * 10) / 10,
      datengrundlage: grundlage,
      profil: slp.name,
      streuung: Math.round(streuung.streuung * 10000) / 10000,
      streuungAusHistorie: streuung.ausHistorie,
    },
  };
}
