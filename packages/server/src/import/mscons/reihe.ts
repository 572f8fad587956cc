import { type Intervallwert, type Kanal, type Lastgangreihe, QUALIFIER, QUALITAET_VON, type Status } from './modell.ts';

const ANFANG = 128;

/** A load-profile series filled value by value by the reader (modell.ts Lastgangreihe). */
export class Reihe implements Lastgangreihe {
  anzahl = 0;
  von = new Float64Array(ANFANG);
  bis = new Float64Array(ANFANG);
  wert = new Float64Array(ANFANG);
  qualifier = new Uint8Array(ANFANG);
  readonly status = new Map<number, Status[]>();
  private objekte: Intervallwert[] | null = null;

  constructor(readonly obis: string, readonly kanal: Kanal) {}

  anhaengen(von: number, bis: number, wert: number, qualifier: number, status: Status[] | null): void {
    const i = this.anzahl;
    if (i === this.von.length) {
      this.von = doppelt(this.von);
      this.bis = doppelt(this.bis);
      this.wert = doppelt(this.wert);
      const q = new Uint8Array(i * 2);
      q.set(this.qualifier);
      this.qualifier = q;
    }
    this.von[i] = von;
    this.bis[i] = bis;
    this.wert[i] = wert;
    this.qualifier[i] = qualifier;
    if (status) this.status.set(i, status);
    this.anzahl = i + 1;
  }

  get werte(): Intervallwert[] {
    if (this.objekte?.length !== this.anzahl) {
      this.objekte = Array.from({ length: this.anzahl }, (_, i) => ({
        von: new Date(this.von[i]!),
        bis: new Date(this.bis[i]!),
        wert: this.wert[i]!,
        qualitaet: QUALITAET_VON[this.qualifier[i]!]!,
        qualifier: QUALIFIER[this.qualifier[i]!]!,
        status: this.status.get(i) ?? [],
      }));
    }
    return this.objekte;
  }
}

function doppelt(a: Float64Array): Float64Array<ArrayBuffer> {
  const b = new Float64Array(a.length * 2);
  b.set(a);
  return b;
}
