import { heuteIn } from '@ekp/contract';
import { berlinerTag, VIERTELSTUNDE_MS } from '../../domain/intervall/tage.ts';
import type { Lastgangsendung } from './lastgang-speichern.ts';
import type { Lastgangreihe, Lokation, Nachricht } from './modell.ts';
import { Reihe } from './reihe.ts';
import { type Kandidat, type Kandidatenindex, liefert, vertragWaehlen } from './zuordnen.ts';

// What one MSCONS message would store, decided before anything is written (einlesen.ts): which contract each
// series and meter reading belongs to, split where a metering point changed contract within the message.

export interface Ablesungsplan {
  vertragId: string;
  zaehlernummer: string;
  tag: string;
  werte: Record<string, number>;
  geschaetzt: boolean;
}

export interface Plan {
  n: Nachricht;
  absender: string;
  dokumentnummer: string;
  sendungen: Lastgangsendung[];
  ablesungen: Ablesungsplan[];
  werte: number;
  zaehlerstaende: number;
}

/** A reason to refuse one message, decided before anything of it is written. */
export class Abgelehnt extends Error {}

/** A series has at least one value (nachricht-leser.ts creates it with its first). */
function ersterZeitpunkt(l: Lokation): number | undefined {
  const r = l.reihen[0];
  return r ? r.von[0]! : l.zaehlerstaende[0]?.zeitpunkt.getTime();
}

function ablesungenPlanen(n: Nachricht, l: Lokation, v: Kandidat): Ablesungsplan[] {
  if (l.zaehlerstaende.length === 0) return [];
  if (!v.zaehlernummer || !v.kanaele) throw new Abgelehnt(`Nachricht ${n.referenz}: Der Vertrag ${v.id} hat keinen Zähler für die Zählerstände.`);
  if (l.zaehlernummer && l.zaehlernummer !== v.zaehlernummer) {
    throw new Abgelehnt(`Nachricht ${n.referenz}: Der Zähler ${l.zaehlernummer} ist nicht der Zähler ${v.zaehlernummer} des Vertrags ${v.id}.`);
  }
  // Readings of a day form one reading; the meter's channels are named as the contract names them (1-0:1.8.0).
  const proTag = new Map<string, Ablesungsplan>();
  for (const z of l.zaehlerstaende) {
    const kennung = z.obis.split(':')[1]!;
    const kanal = v.kanaele.find((k) => k.obiskennzahl.split(':').at(-1) === kennung);
    if (!kanal) throw new Abgelehnt(`Nachricht ${n.referenz}: Der Zähler ${v.zaehlernummer} hat kein Zählwerk ${kennung}.`);
    const tag = heuteIn(z.zeitpunkt);
    const plan = proTag.get(tag) ?? { vertragId: v.id, zaehlernummer: v.zaehlernummer, tag, werte: {}, geschaetzt: false };
    plan.werte[kanal.obiskennzahl] = z.wert;
    plan.geschaetzt ||= z.qualitaet !== 'GEMESSEN';
    proTag.set(tag, plan);
  }
  return [...proTag.values()];
}

function ausserhalb(n: Nachricht, v: Kandidat, tag: string): Abgelehnt {
  const zeitraum = `${v.lieferbeginn ? `ab ${v.lieferbeginn}` : ''}${v.lieferende ? ` bis ${v.lieferende}` : ''}`.trim();
  return new Abgelehnt(`Nachricht ${n.referenz}: Die Werte vom ${tag} liegen außerhalb der Belieferung des Vertrags ${v.id} (${zeitraum}), und kein anderer Vertrag wurde an diesem Tag beliefert.`);
}

/**
 * The contract each value belongs to: the one supplied on the value's Berlin day (a message may span a move).
 * A value on a day no contract of the location was supplied refuses the message. Usually the first value's
 * contract supplies the whole series: then the series stays as it is, and no value's day is computed.
 */
function nachVertrag(n: Nachricht, l: Lokation, v: Kandidat, kandidaten: Kandidatenindex, erster: string, letzter: string, anzahl: number, tagVon: (i: number) => string): Map<Kandidat, number[]> | null {
  if (liefert(v, erster) && liefert(v, letzter)) return null;
  const jeTag = new Map<string, Kandidat>();
  const gruppen = new Map<Kandidat, number[]>();
  for (let i = 0; i < anzahl; i++) {
    const tag = tagVon(i);
    let k = jeTag.get(tag);
    if (!k) {
      k = vertragWaehlen(kandidaten, l, tag)!;
      if (!liefert(k, tag)) throw ausserhalb(n, k, tag);
      jeTag.set(tag, k);
    }
    const g = gruppen.get(k);
    if (g) g.push(i);
    else gruppen.set(k, [i]);
  }
  return gruppen;
}

function teilreihe(r: Lastgangreihe, indizes: number[]): Reihe {
  const t = new Reihe(r.obis, r.kanal);
  for (const i of indizes) t.anhaengen(r.von[i]!, r.bis[i]!, r.wert[i]!, r.qualifier[i]!, r.status.get(i) ?? null);
  return t;
}

export function planen(mandant: string, n: Nachricht, absender: string, kandidaten: Kandidatenindex): Plan {
  const plan: Plan = { n, absender, dokumentnummer: n.dokumentnummer || n.referenz, sendungen: [], ablesungen: [], werte: 0, zaehlerstaende: 0 };
  for (const l of n.lokationen) {
    const v = vertragWaehlen(kandidaten, l, berlinerTag(ersterZeitpunkt(l) ?? n.erstellt!.getTime()));
    if (!v) {
      const welche = /^\d{11}$/.test(l.id) ? `Marktlokation ${l.id}` : `Messlokation ${l.id}`;
      throw new Abgelehnt(`Nachricht ${n.referenz}: Die ${welche}${l.zaehlernummer ? ` und der Zähler ${l.zaehlernummer} gehören` : ' gehört'} zu keinem Vertrag des Mandanten ${mandant}.`);
    }
    for (const r of l.reihen) {
      // Stored per quarter hour (migration 0130): an interval must start and end on one (UTC and Berlin alike).
      for (let i = 0; i < r.anzahl; i++) {
        if (r.von[i]! % VIERTELSTUNDE_MS === 0 && r.bis[i]! % VIERTELSTUNDE_MS === 0) continue;
        throw new Abgelehnt(`Nachricht ${n.referenz}: Der Lastgangwert ab ${new Date(r.von[i]!).toISOString()} beginnt oder endet nicht auf einer Viertelstunde.`);
      }
      const gruppen = nachVertrag(n, l, v, kandidaten, berlinerTag(r.von[0]!), berlinerTag(r.von[r.anzahl - 1]!), r.anzahl, (i) => berlinerTag(r.von[i]!));
      // The message's number is known once it is recorded (teilEinlesen).
      if (!gruppen) plan.sendungen.push({ mandant, vertragNr: v.nr, kanal: r.kanal, nachricht: 0, erstellt: n.erstellt!, reihe: r });
      else for (const [k, indizes] of gruppen) plan.sendungen.push({ mandant, vertragNr: k.nr, kanal: r.kanal, nachricht: 0, erstellt: n.erstellt!, reihe: teilreihe(r, indizes) });
      plan.werte += r.anzahl;
    }
    const z = l.zaehlerstaende;
    if (z.length > 0) {
      const tage = z.map((x) => heuteIn(x.zeitpunkt));
      const gruppen = nachVertrag(n, l, v, kandidaten, tage.reduce((a, b) => (a < b ? a : b)), tage.reduce((a, b) => (a > b ? a : b)), z.length, (i) => tage[i]!);
      if (!gruppen) plan.ablesungen.push(...ablesungenPlanen(n, l, v));
      else for (const [k, indizes] of gruppen) plan.ablesungen.push(...ablesungenPlanen(n, { ...l, zaehlerstaende: indizes.map((i) => z[i]!) }, k));
    }
    plan.zaehlerstaende += z.length;
  }
  return plan;
}

