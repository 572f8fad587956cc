import {
  aufCent,
  rasterAusTagen,
  rasterKosten,
  heuteIn,
  hochrechnen,
  istGuenstiger,
  istNt,
  profilSumme,
  sparenTexte,
  tagDanach,
  tagesbeginn,
  type Energiekosten,
  type Hochrechnung,
  type Mandant,
  type Preisung,
  type Tarifvergleich,
  type VergleichsProdukt,
  VIERTELSTUNDE_MS,
} from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { standSpanne, zaehlerstaendeLesen } from '../../domain/sparen/ablesungen.ts';
import { marktJeViertelstunde, tagespreiseLesen } from '../../domain/intervall/tagespreise.ts';
import {
  bestandteileLesen,
  produktAlsPreisung,
  produkteLesen,
  tarifAlsPreisung,
  tarifZeilenLesen,
  tarifZu,
} from '../../domain/sparen/preisgrundlagen.ts';
import { slpFuer } from '../../domain/sparen/slp.ts';
import { tageswerteLesen } from '../../domain/sparen/viertelstunden.ts';
import type { VertragZeile } from '../../domain/vertrag-zugriff.ts';

/** The last 12 complete local months before today. */
export function standardZeitraum(jetzt: Date): { von: string; bis: string } {
  const heute = heuteIn(jetzt);
  const [j, m] = heute.split('-').map(Number) as [number, number];
  const monatsErster = (jahr: number, monat: number) => `${jahr + Math.floor((monat - 1) / 12)}-${String(((monat - 1 + 1200) % 12) + 1).padStart(2, '0')}-01`;
  return { von: monatsErster(j - 1, m), bis: tagDanach(monatsErster(j, m), -1) };
}

/** Fewer days of data than this make a comparison of ± hundreds of euros; the page names the day it will work. */
const MIN_TAGE_FUER_VERGLEICH = 90;

/** The day the data will cover 90 days (if they keep coming daily), or null when they already do. */
function vergleichMoeglichAb(datenTage: number, heute: string): string | null {
  const fehlend = Math.ceil(MIN_TAGE_FUER_VERGLEICH - datenTage - 1e-9);
  return fehlend > 0 ? tagDanach(heute, fehlend) : null;
}

/** HT/NT on standard-load-profile data: the NT share is ± 10 percentage points uncertain (docs/sparen.md). */
const NT_ANTEIL_UNSICHERHEIT = 0.1;

interface Grundlage {
  art: 'INTERVALLDATEN' | 'ABLESUNGEN_SLP' | 'ABRECHNUNG' | 'KEINE';
  abdeckungZeit: number;
  kwhGesamt: number;
  kosten: (p: Preisung) => { e: Energiekosten; zusatz: number } | null;
}

/**
 * "Was hätte ich mit … gezahlt?": every product of the tenant valid today and the current
 * tariff priced on the same data — the contract's own quarter hours, else its readings spread with the BDEW
 * profile — and extrapolated to the whole period (contract rules in sparen/vergleich.ts).
 */
export async function tarifvergleichBerechnen(db: Db, mandant: Mandant, vertrag: VertragZeile, jetzt: Date, zeitraum: { von: string; bis: string } | null): Promise<Tarifvergleich> {
  const { von, bis } = zeitraum ?? standardZeitraum(jetzt);
  const beginn = tagesbeginn(von);
  const ende = tagesbeginn(tagDanach(bis));
  const dauer = ende.getTime() - beginn.getTime();
  const tage = Math.round(dauer / 86_400_000);
  const heute = heuteIn(jetzt);
  const [tarife, produkte, daten] = await Promise.all([
    tarifZeilenLesen(db, vertrag.mandant, vertrag.id),
    produkteLesen(db, vertrag.mandant),
    tageswerteLesen(db, vertrag.mandant, vertrag.nr, von, bis),
  ]);
  let grundlage: Grundlage;
  if (daten.tage.some(([, werte]) => werte.some((w) => w !== null))) {
    // The contract's day arrays with the tenant's day price arrays (kept per process) aligned, then the
    // local time slots once for all products (contract rules: rasterAusTagen / rasterKosten).
    const preise = await tagespreiseLesen(db, vertrag.mandant, daten.stand, daten.tage.map(([tag]) => tag));
    const { raster, viertelstunden, kwh } = rasterAusTagen(
      daten.tage.map(([tag, werte]) => {
        const p = preise.get(tag)!;
        return { tag, beginn: p.beginn, werte, markt: marktJeViertelstunde(p) };
      }),
    );
    grundlage = {
      art: 'INTERVALLDATEN',
      abdeckungZeit: Math.min(1, (viertelstunden * VIERTELSTUNDE_MS) / dauer),
      kwhGesamt: kwh,
      kosten: (p) => ({ e: rasterKosten(raster, p), zusatz: 0 }),
    };
  } else {
    grundlage = await slpGrundlage(db, vertrag, von, bis, beginn.getTime(), ende.getTime());
  }

  const bewerten = (p: Preisung): Hochrechnung | null => {
    const k = grundlage.kosten(p);
    return k ? hochrechnen(k.e, grundlage.kwhGesamt, grundlage.abdeckungZeit, p.grundpreis, tage, k.zusatz) : null;
  };
  const tarif = tarifZu(tarife, jetzt);
  const aktuell = tarif ? bewerten(tarifAlsPreisung(tarif, await bestandteileLesen(db, mandant, tarif.preisbestandteile), heute)) : null;

  const gueltig = produkte.filter((p) => (!p.gueltigVon || p.gueltigVon <= heute) && (!p.gueltigBis || p.gueltigBis >= heute));
  const ergebnisse: VergleichsProdukt[] = [];
  for (const p of gueltig) {
    const preisung = produktAlsPreisung(p, p.art === 'DYNAMISCH' ? await bestandteileLesen(db, mandant, p.preisbestandteile) : null, heute);
    const ohneIntervalle = p.art === 'DYNAMISCH' && grundlage.art !== 'INTERVALLDATEN';
    const h = ohneIntervalle ? null : bewerten(preisung);
    ergebnisse.push({
      id: p.id,
      name: p.name,
      art: p.art,
      kosten: h?.kosten ?? null,
      differenzZumAktuellen: h && aktuell ? aufCent(h.kosten - aktuell.kosten) : null,
      unsicherheit: h?.unsicherheit ?? null,
      guenstiger: h !== null && aktuell !== null && istGuenstiger(h, aktuell),
      datengrundlage: ohneIntervalle || !h ? 'KEINE' : grundlage.art,
      abdeckung: h?.abdeckung ?? 0,
      hinweis: ohneIntervalle ? sparenTexte.dynamischOhneIntervalle : null,
      angebotUrl: p.angebotUrl ?? mandant.sparen.angebotsseite ?? null,
    });
  }
  return {
    von,
    bis,
    verbrauch: Math.round((grundlage.abdeckungZeit > 0 ? grundlage.kwhGesamt / grundlage.abdeckungZeit : 0) * 10) / 10,
    aktuell: { name: tarif?.name ?? '', kosten: aktuell?.kosten ?? null, unsicherheit: aktuell?.unsicherheit ?? null },
    datengrundlage: grundlage.art,
    abdeckung: Math.round(grundlage.abdeckungZeit * 10000) / 10000,
    vergleichAb: vergleichMoeglichAb(grundlage.abdeckungZeit * tage, heute),
    produkte: ergebnisse,
  };
}

/**
 * Without interval data: the readings around the period give the energy of their span; the profile
 * gives the part of it inside the period and, for HT/NT, the NT share.
 */
async function slpGrundlage(db: Db, vertrag: VertragZeile, von: string, bis: string, beginn: number, ende: number): Promise<Grundlage> {
  const spanne = standSpanne(await zaehlerstaendeLesen(db, vertrag.mandant, vertrag.id), von, tagDanach(bis));
  const slp = slpFuer(vertrag.kunden_art);
  // Without framing readings, the billed periods are the data: each one's kWh shared out by the profile.
  const spannen = spanne
    ? [{ von: spanne.von, bis: spanne.bis, kwh: spanne.kwh }]
    : (await db.selectFrom('verbrauch').select(['von', 'bis', 'summe']).where('mandant', '=', vertrag.mandant).where('vertrag_id', '=', vertrag.id).where('prognose', '=', false).execute()).map(
        (p) => ({ von: p.von, bis: p.bis, kwh: p.summe }),
      );
  let kwh = 0;
  let abgedeckt = 0;
  let oVon = Infinity;
  let oBis = -Infinity;
  for (const s of spannen) {
    const sVon = tagesbeginn(s.von).getTime();
    const sBis = tagesbeginn(s.bis).getTime();
    const a = Math.max(beginn, sVon);
    const e = Math.min(ende, sBis);
    if (e <= a || s.kwh <= 0) continue;
    kwh += (s.kwh * profilSumme(slp, a, e)) / profilSumme(slp, sVon, sBis);
    abgedeckt += e - a;
    oVon = Math.min(oVon, a);
    oBis = Math.max(oBis, e);
  }
  if (abgedeckt <= 0) return { art: 'KEINE', abdeckungZeit: 0, kwhGesamt: 0, kosten: () => null };
  return {
    art: spanne ? 'ABLESUNGEN_SLP' : 'ABRECHNUNG',
    abdeckungZeit: Math.min(1, abgedeckt / (ende - beginn)),
    kwhGesamt: kwh,
    kosten: (p) => {
      if (p.art === 'DYNAMISCH') return null;
      if (p.art === 'FEST') return { e: { kosten: kwh * p.arbeitspreis, kwh }, zusatz: 0 };
      const nt = profilSumme(slp, oVon, oBis, (t) => istNt(p, t)) / profilSumme(slp, oVon, oBis);
      const ntPreis = p.arbeitspreisNT ?? p.arbeitspreis;
      return {
        e: { kosten: kwh * (nt * ntPreis + (1 - nt) * p.arbeitspreis), kwh },
        zusatz: Math.abs(p.arbeitspreis - ntPreis) * kwh * NT_ANTEIL_UNSICHERHEIT,
      };
    },
  };
}
