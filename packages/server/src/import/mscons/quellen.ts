// How messwert_tag keeps each quarter hour's message: runs instead of a number per value (issue 28).

/** Runs of the same message: [from index, message, ...]; quarter hours without a value continue the run before. */
export function quellenKodieren(quelle: ReadonlyArray<number | null>): number[] {
  const runs: number[] = [];
  let letzte: number | null = null;
  quelle.forEach((q, i) => {
    if (q !== null && q !== letzte) runs.push(i, (letzte = q));
  });
  return runs;
}

/** Per quarter hour its message; null where the day has no value. */
export function quellenDekodieren(runs: readonly number[], werte: ReadonlyArray<number | null>): (number | null)[] {
  const quelle = new Array<number | null>(werte.length).fill(null);
  for (let r = 0; r < runs.length; r += 2) quelle.fill(runs[r + 1]!, runs[r]!, r + 2 < runs.length ? runs[r + 2]! : werte.length);
  return quelle.map((q, i) => (werte[i] === null ? null : q));
}
