import { tagDanach, tagesbeginn, umsatzsteuerSatz, type Abrechnungsinformation, type Mandant } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import type { VertragZeile } from '../../domain/vertrag-zugriff.ts';
import { prognoseAusEingaben } from '../../domain/sparen/prognose.ts';
import { verbrauchswerteAusTagen } from '../../domain/sparen/viertelstunden.ts';
import { faelligkeitenAus } from './abschlaege.ts';
import { abschlagSumme, euro, grundpreisAnteilig, kosten, kostenInEuro, saldo, zeile, type Preisbasis } from './betraege.ts';
import { registerVerbrauch } from './ablesung.ts';
import { messwerteAusZeilen } from './messwerte.ts';
import { arbeitskostenAusAblesung, arbeitskostenAusWerten, grundkosten } from './preise.ts';
import { vorjahr, vorratLesen, type Vorgelesen } from './vorrat.ts';

export type Inhalt = Omit<Abrechnungsinformation, 'erstellt'>;

export interface Zeitraum {
  id: string;
  /** Local days, both included. */
  von: string;
  bis: string;
}

const kwh3 = (x: number) => Math.round(x * 1000) / 1000;
const anteil = (n: number, von: number) => (von === 0 ? 0 : Math.round((n / von) * 10_000) / 10_000);

/** One contract's billing information (inhaltAus), its rows read as a batch of one (vorrat.ts). */
export async function inhaltBerechnen(db: Db, mandant: Mandant, vertrag: VertragZeile, z: Zeitraum, jetzt: Date): Promise<Inhalt | null> {
  return inhaltAus(vertrag, z, jetzt, (await vorratLesen(db, mandant, [vertrag], z.von, z.bis, jetzt))(vertrag.nr));
}

/**
 * One billing information's content (§ 40 and § 40b EnWG) for a contract and a period, from the interval
 * data where the contract has some in the period, else from its readings (null: no reading after the start).
 * Every amount comes from betraege.ts; working and base prices from the tariff functions the history and the
 * forecast use (preise.ts), the forecast from its own function given the same rows. Pure: `vor` holds
 * everything read (vorrat.ts, for one contract or a batch). docs/abrechnungsinformation.md has the formulas.
 */
export function inhaltAus(vertrag: VertragZeile, z: Zeitraum, jetzt: Date, vor: Vorgelesen): Inhalt | null {
  const perioden = vor.perioden;
  const satz = umsatzsteuerSatz(z.von, vertrag.versorgungsart);
  const vonZeit = tagesbeginn(z.von);
  const bisZeit = tagesbeginn(tagDanach(z.bis));
  const htnt = perioden.some((p) => !p.tarif.ist_dynamisch && p.tarif.arbeitspreis_nt !== null);
  const m = messwerteAusZeilen(vor.zeilen, z.von, z.bis);

  let verbrauchKwh: number;
  let verbrauchVorjahrKwh: number | null;
  let proKanal: Inhalt['proKanal'];
  let arbeitEuro: Record<Preisbasis, number>;
  let qualitaet: Inhalt['qualitaet'];
  let vorlaeufig: boolean;
  if (m.vorhanden) {
    const werte = verbrauchswerteAusTagen(vor.zeilen.flatMap((r) => (r.kanal === 'BEZUG' ? [[r.tag, r.werte] as const] : [])), vonZeit, bisZeit);
    const a = arbeitskostenAusWerten(werte, perioden, vor.markt, vertrag);
    verbrauchKwh = kwh3(m.bezugKwh);
    verbrauchVorjahrKwh = vor.vorjahrKwh;
    proKanal = htnt
      ? [
          { obiskennzahl: '1-1:1.8.1', bezeichnung: 'HT', kwh: kwh3(a.htKwh) },
          { obiskennzahl: '1-1:1.8.2', bezeichnung: 'NT', kwh: kwh3(a.ntKwh) },
        ]
      : [];
    arbeitEuro = a.euro;
    const werteAnzahl = m.gemessen + m.ersatzwert + m.vorlaeufig;
    qualitaet = { gemessen: anteil(m.gemessen, werteAnzahl), ersatzwert: anteil(m.ersatzwert, werteAnzahl), vorlaeufig: anteil(m.vorlaeufig, werteAnzahl) };
    vorlaeufig = m.vorlaeufig > 0 || m.luecken > 0 || (a.ohnePreisKwh > 0 && a.ohnePreisKwh >= a.htKwh + a.ntKwh);
  } else {
    const r = registerVerbrauch(vor.eingaben.ablesungen, z.von, tagDanach(z.bis));
    if (!r) return null;
    verbrauchKwh = kwh3(r.kwh);
    const vj = registerVerbrauch(vor.eingaben.ablesungen, vorjahr(z.von), vorjahr(tagDanach(z.bis)), true);
    verbrauchVorjahrKwh = vj ? kwh3(vj.kwh) : null;
    proKanal = r.register.map((x) => ({ obiskennzahl: x.obiskennzahl, bezeichnung: x.obiskennzahl.endsWith('1.8.2') ? 'NT' : x.obiskennzahl.endsWith('1.8.1') ? 'HT' : 'Zählwerk', kwh: kwh3(x.kwh) }));
    proKanal = proKanal.length > 1 ? proKanal : [];
    const nt = htnt ? r.register.filter((x) => x.obiskennzahl.endsWith('1.8.2')).reduce((s, x) => s + x.kwh, 0) : 0;
    arbeitEuro = arbeitskostenAusAblesung(r.kwh - nt, nt, z.von, z.bis, perioden, vertrag);
    qualitaet = { gemessen: 1, ersatzwert: 0, vorlaeufig: 0 };
    vorlaeufig = false;
  }

  const k = kosten(zeile(arbeitEuro, satz), zeile(grundkosten(z.von, z.bis, perioden, vertrag, grundpreisAnteilig), satz));
  const faelligkeiten = faelligkeitenAus(vor.eingaben, z.von, z.bis);
  const summe = abschlagSumme(faelligkeiten);
  const prognose = vor.intervalle && prognoseAusEingaben(vertrag, jetzt, vor.eingaben, vor.intervalle);
  return {
    id: z.id,
    von: z.von,
    bis: z.bis,
    vorlaeufig,
    verbrauchKwh,
    verbrauchVorjahrKwh,
    veraenderungProzent: verbrauchVorjahrKwh ? Math.round(((verbrauchKwh - verbrauchVorjahrKwh) / verbrauchVorjahrKwh) * 1000) / 10 : null,
    proKanal,
    einspeisungKwh: m.einspeisungKwh === null ? null : kwh3(m.einspeisungKwh),
    qualitaet,
    umsatzsteuerSatz: satz,
    kosten: kostenInEuro(k),
    abschlaege: { faelligkeiten, summe: euro(summe) },
    saldo: euro(saldo(summe, k.brutto)),
    prognose: prognose ? { abrechnungsstichtag: prognose.abrechnungsstichtag, saldo: prognose.saldo } : null,
  };
}
