import { abschlagKoepfe, ablesungenKoepfe, vertraegeKoepfe } from '@ekp/contract/ohne-zod';
import { aufrufPfad, vorladen } from '../../../shared/api/client.ts';

// The reads of every card's first line (the contract, its tariff, its instalment, its meter) in one batch,
// asked as soon as the customer's contract numbers are known: from the entry on a first visit, so on a
// slow line they travel while the router and the page's chunks still load. Kept apart from karte.ts so the
// entry carries only these four paths.
export function ersteZeilenVorladen(vertragIds: readonly string[]): void {
  const pfade = vertragIds.flatMap((vertragId) => {
    const params = { vertragId };
    return [vertraegeKoepfe.lesen, vertraegeKoepfe.aktuellerTarif, abschlagKoepfe.lesen, ablesungenKoepfe.zaehler].map((k) => aufrufPfad(k, { params }));
  });
  void vorladen(pfade);
}
