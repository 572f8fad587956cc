/** An answer with a German message for the customer (SPEC §8 shape: { data, felder? }). */
export class HttpFehler extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    readonly felder?: Record<string, string>,
  ) {
    super(text);
  }
}

export const nichtGefunden = (text: string) => new HttpFehler(404, text);
export const ungueltig = (text: string, felder?: Record<string, string>) => new HttpFehler(400, text, felder);
export const konflikt = (text: string) => new HttpFehler(409, text);
