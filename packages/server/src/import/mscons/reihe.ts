import { type Intervallwert, type Kanal, type Lastgangreihe, QUALIFIER, QUALITAET_VON, type Status } from './modell.ts';

/**
 * A load-profile series filled value by value by the reader (modell.ts Lastgangreihe). Plain arrays of
 * numbers, not typed arrays: V8 keeps them as unboxed doubles all the same, and a typed array's separate
 * backing store cost more to allocate than the day's 96 values (1,000 series per day's file).
 */
export class Reihe implements Lastgangreihe {
  anzahl = 0;
  readonly von: number[] = [];
  readonly bis: number[] = [];
  readonly wert: number[] = [];
  readonly qualifier: number[] = [];
  readonly status = new Map<number, Status[]>();
  private objekte: Intervallwert[] | null = null;

  constructor(readonly obis: string, readonly kanal: Kanal) {}

  anhaengen(von: number, bis: number, wert: number, qualifier: number, status: Status[] | null): void {
    const i = this.anzahl;
    this.von.push(von);
    this.bis.push(bis);
    this.wert.push(wert);
    this.qualifier.push(qualifier);
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
