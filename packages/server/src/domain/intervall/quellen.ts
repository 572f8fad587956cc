// How a day row keeps each quarter hour's MSCONS message (`intervall_tag.quellen`, migrations 0130/0210):
// runs instead of a number per value, so a day from one message costs two integers.

/** Marks a value no message sent (a quarter hour the JSON import wrote into an MSCONS day). */
const OHNE_NACHRICHT = 0;

/**
 * Runs [from index, message, …] over the quarter hours with a value; a quarter hour without a value continues
 * the run before, one with a value but no message (null) gets OHNE_NACHRICHT.
 */
export function quellenKodieren(quelle: ReadonlyArray<number | null>, werte: ReadonlyArray<number | null>): number[] {
  const runs: number[] = [];
  let letzte: number | null = null;
  for (let i = 0; i < werte.length; i++) {
    if (werte[i] === null || werte[i] === undefined) continue;
    const q = quelle[i] ?? OHNE_NACHRICHT;
    if (q !== letzte) runs.push(i, (letzte = q));
  }
  return runs;
}

/** Per quarter hour its message; null where the day has no value or the value came without a message. */
export function quellenDekodieren(runs: readonly number[] | null, werte: ReadonlyArray<number | null>): (number | null)[] {
  const quelle = new Array<number | null>(werte.length).fill(null);
  if (!runs) return quelle;
  for (let r = 0; r < runs.length; r += 2) {
    if (runs[r + 1] !== OHNE_NACHRICHT) quelle.fill(runs[r + 1]!, runs[r]!, r + 2 < runs.length ? runs[r + 2]! : werte.length);
  }
  for (let i = 0; i < werte.length; i++) if (werte[i] === null) quelle[i] = null;
  return quelle;
}
