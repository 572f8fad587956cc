/** A linear map of a value range onto pixels, e.g. a y axis: [lowest tick, highest tick] onto [bottom, top]. */
export function linear([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (wert: number) => number {
  const faktor = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  return (wert) => r0 + (wert - d0) * faktor;
}

/** Where the categories of an x axis stand in pixels. */
export interface XSkala {
  /** The x of category i (the middle of its band, or its point). */
  mitte: (i: number) => number;
  /** Width of one category's band; between two points, their distance. */
  schritt: number;
  /** The category nearest to a pixel (for hover), clamped to the existing ones. */
  index: (px: number) => number;
}

const klemmen = (i: number, anzahl: number) => Math.min(anzahl - 1, Math.max(0, i));

/** Equal bands from left to right, each category in the middle of its own: for bar charts. */
export function bandSkala(anzahl: number, [links, rechts]: readonly [number, number]): XSkala {
  const schritt = (rechts - links) / Math.max(1, anzahl);
  return {
    mitte: (i) => links + (i + 0.5) * schritt,
    schritt,
    index: (px) => klemmen(Math.floor((px - links) / schritt), anzahl),
  };
}

/** Points from the left edge to the right edge (one point alone in the middle): for line charts. */
export function punktSkala(anzahl: number, [links, rechts]: readonly [number, number]): XSkala {
  if (anzahl < 2) return { mitte: () => (links + rechts) / 2, schritt: rechts - links, index: () => 0 };
  const schritt = (rechts - links) / (anzahl - 1);
  return {
    mitte: (i) => links + i * schritt,
    schritt,
    index: (px) => klemmen(Math.round((px - links) / schritt), anzahl),
  };
}
