export type Punkt = readonly [x: number, y: number];

const px = (wert: number) => Math.round(wert * 10) / 10;

/**
 * The SVG path of a line through the points; a missing value (null) breaks the line, as a gap in the
 * data should. `stufen`: a step line that keeps each value until the next point (a price holds for its
 * interval), i.e. horizontal, then vertical.
 */
export function linienPfad(punkte: ReadonlyArray<Punkt | null>, stufen = false): string {
  let pfad = '';
  let vorher: Punkt | null = null;
  for (const p of punkte) {
    if (p === null) {
      vorher = null;
      continue;
    }
    if (vorher === null) pfad += `M${px(p[0])},${px(p[1])}`;
    else if (stufen) pfad += `H${px(p[0])}V${px(p[1])}`;
    else pfad += `L${px(p[0])},${px(p[1])}`;
    vorher = p;
  }
  return pfad;
}
