import { tagDanach, tagesbeginn } from '@ekp/contract';

// Generated MSCONS interchanges for the bench:mscons benches: load profiles (96 quarter hours a day, PIA 1-1:1.29.0)
// of Marktlokationen with valid MaLo-IDs, a message per Marktlokation, as metering operators send them.

/** Ten digits and the BDEW check digit (contract umzug/regeln.ts). */
export function maloId(i: number): string {
  const basis = String(1_000_000_000 + i);
  let summe = 0;
  for (let k = 0; k < 10; k++) summe += k % 2 === 0 ? Number(basis[k]) : 2 * Number(basis[k]);
  return basis + ((10 - (summe % 10)) % 10);
}

const zeit = (ms: number) => {
  const d = new Date(ms).toISOString();
  return `${d.slice(0, 4)}${d.slice(5, 7)}${d.slice(8, 10)}${d.slice(11, 13)}${d.slice(14, 16)}?+00`;
};

/** Per day the DTM pairs of its quarter hours (shared by every message of the day: generating stays quick). */
const zeiten = new Map<string, string[]>();
function tageszeiten(tag: string): string[] {
  let z = zeiten.get(tag);
  if (!z) {
    z = [];
    for (let t = tagesbeginn(tag).getTime(), bis = tagesbeginn(tagDanach(tag)).getTime(); t < bis; t += 900_000) z.push(`DTM+163:${zeit(t)}:303'DTM+164:${zeit(t + 900_000)}:303'`);
    zeiten.set(tag, z);
  }
  return z;
}

/** One message: Marktlokation `m`, `tage` days from `erster`; document number `dok` (unique per sender). */
export function nachricht(ref: string, dok: string, m: number, erster: string, tage: number): string {
  const letzter = tagDanach(erster, tage);
  const teile = [`UNH+${ref}+MSCONS:D:04B:UN:2.4d'BGM+Z48+${dok}+9'DTM+137:${zeit(tagesbeginn(letzter).getTime() + 6 * 3_600_000)}:303'RFF+Z13:13025'`,
    `NAD+MS+9900000000003::293'NAD+MR+9900000000010::293'UNS+D'NAD+DP'LOC+172+${maloId(m)}'LIN+1'PIA+5+1-1?:1.29.0:SRW'`];
  let segmente = 11;
  for (let tag = erster, d = 0; d < tage; d++, tag = tagDanach(tag)) {
    const z = tageszeiten(tag);
    for (let i = 0; i < z.length; i++) teile.push(`QTY+220:${(0.05 + ((m * 7 + i) % 40) / 1000).toFixed(3)}'`, z[i]!);
    segmente += 3 * z.length;
  }
  teile.push(`UNT+${segmente + 1}+${ref}'`);
  return teile.join('');
}

/** An interchange of the messages of `malos`, each `tage` days from `erster`. */
export function uebertragung(referenz: string, malos: readonly number[], erster: string, tage: number): string {
  const teile = [`UNA:+.? 'UNB+UNOC:3+9900000000003:500+9900000000010:500+251101:0600+${referenz}++TL'`];
  for (const m of malos) teile.push(nachricht(`M${m}`, `${referenz}-${m}`, m, erster, tage));
  teile.push(`UNZ+${malos.length}+${referenz}'`);
  return teile.join('');
}
