import { tagesbeginn, type ImportDatei } from '@ekp/contract';
import { tzOffset } from '@date-fns/tz';
import { zufall } from './zufall.ts';

type Intervall = { von: string; bis: string; verbrauch: number };
type Preis = NonNullable<ImportDatei['preise']>[number];

const VIERTELSTUNDE = 15 * 60_000;
const glocke = (stunde: number, mitte: number, breite: number) => Math.exp(-((stunde - mitte) ** 2) / (2 * breite ** 2));

/** Local (Europe/Berlin) hour as a fraction, weekday (0 = Sunday) and day of the year of an instant. */
const versatzJeStunde = new Map<number, number>();
function lokal(ms: number): { stunde: number; wochenende: boolean; jahrestag: number } {
  // The offset only changes on full hours; looking it up once per hour keeps two years of data fast.
  const stundeUtc = Math.floor(ms / 3_600_000);
  let versatz = versatzJeStunde.get(stundeUtc);
  if (versatz === undefined) versatzJeStunde.set(stundeUtc, (versatz = tzOffset('Europe/Berlin', new Date(ms)) * 60_000));
  const d = new Date(ms + versatz);
  const jahresbeginn = Date.UTC(d.getUTCFullYear(), 0, 1);
  return {
    stunde: d.getUTCHours() + d.getUTCMinutes() / 60,
    wochenende: d.getUTCDay() === 0 || d.getUTCDay() === 6,
    jahrestag: Math.floor((d.getTime() - jahresbeginn) / 86_400_000),
  };
}

/** Every quarter hour from local midnight of `vonDatum` to local midnight of `bisDatum` (exclusive). */
function viertelstunden(vonDatum: string, bisDatum: string): number[] {
  const ende = tagesbeginn(bisDatum).getTime();
  const werte: number[] = [];
  for (let t = tagesbeginn(vonDatum).getTime(); t < ende; t += VIERTELSTUNDE) werte.push(t);
  return werte;
}

/** 1 in midwinter, 0 in midsummer. */
const winter = (jahrestag: number) => (1 + Math.cos((2 * Math.PI * (jahrestag - 15)) / 365)) / 2;

/**
 * 15-minute household load of about 3,200 kWh a year: base load, a morning peak (later at weekends),
 * lunch at weekends, an evening peak, more in winter (light, heating pump), and the odd appliance run.
 */
export function demoLastgang(seed: number, vonDatum: string, bisDatum: string): Intervall[] {
  const r = zufall(seed);
  return viertelstunden(vonDatum, bisDatum).map((t) => {
    const { stunde, wochenende, jahrestag } = lokal(t);
    const morgen = wochenende ? 0.07 * glocke(stunde, 9, 1.2) : 0.09 * glocke(stunde, 6.75, 0.8);
    const mittag = wochenende ? 0.08 * glocke(stunde, 12.5, 0.8) : 0.02 * glocke(stunde, 12.5, 1);
    const abend = 0.15 * glocke(stunde, 19.25, 1.6);
    const saison = 0.8 + 0.45 * winter(jahrestag);
    const geraet = r() < 0.015 ? 0.25 + 0.2 * r() : 0;
    const wert = (0.045 + morgen + mittag + abend) * saison * (0.8 + 0.4 * r()) + geraet;
    return { von: new Date(t).toISOString(), bis: new Date(t + VIERTELSTUNDE).toISOString(), verbrauch: Math.round(wert * 1000) / 1000 };
  });
}

/**
 * 15-minute day-ahead prices in EUR/kWh: a morning and a strong evening peak, a midday solar dip that
 * deepens in summer and at weekends (then some quarter hours go negative), higher levels in winter.
 */
export function demoMarktpreise(seed: number, vonDatum: string, bisDatum: string): Preis[] {
  const r = zufall(seed);
  return viertelstunden(vonDatum, bisDatum).map((t) => {
    const { stunde, wochenende, jahrestag } = lokal(t);
    const sommer = 1 - winter(jahrestag);
    const solar = (0.04 + 0.055 * sommer) * glocke(stunde, 13, 2.2) * (wochenende ? 1.25 : 1);
    const preis =
      0.075 + 0.03 * winter(jahrestag) + 0.03 * glocke(stunde, 8, 1.3) + 0.07 * glocke(stunde, 19, 1.6) - solar - (wochenende ? 0.012 : 0) + 0.02 * (r() - 0.5);
    return { von: new Date(t).toISOString(), bis: new Date(t + VIERTELSTUNDE).toISOString(), preis: Math.round(preis * 100_000) / 100_000 };
  });
}

/**
 * 15-minute feed-in of a 6 kWp roof: a bell around 13:00 local time, wider and higher in summer,
 * dimmed on cloudy days (the seed decides which). Nothing at night.
 */
export function demoEinspeisung(seed: number, vonDatum: string, bisDatum: string): Intervall[] {
  const r = zufall(seed);
  let wolken = 1;
  return viertelstunden(vonDatum, bisDatum).map((t) => {
    const { stunde, jahrestag } = lokal(t);
    if (stunde === 0) wolken = 0.35 + 0.65 * r();
    const sommer = 1 - winter(jahrestag);
    const wert = (0.25 + 1.1 * sommer) * glocke(stunde, 13, 2 + 1.5 * sommer) * wolken;
    return { von: new Date(t).toISOString(), bis: new Date(t + VIERTELSTUNDE).toISOString(), verbrauch: wert < 0.002 ? 0 : Math.round(wert * 1000) / 1000 };
  });
}
