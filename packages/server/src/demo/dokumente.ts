import type { ImportDatei } from '@ekp/contract';

type Kunde = NonNullable<ImportDatei['anschlussnutzer']>[number];
type Dokument = NonNullable<Kunde['dokumente']>[number];

/** Real PDFs for the demo (welcome letter, bills); issue #6 fills this in. */
export async function demoDokumente(_kunde: Kunde, _vertragId: string | null, _heute: string): Promise<Dokument[]> {
  return [];
}
