// SPEC §8's text of the documents list, quoted exactly.
export const dokumenteTexte = {
  ladefehler: 'Die Dokumente konnten aus unbekannten Gründen nicht geladen werden.',
} as const;
