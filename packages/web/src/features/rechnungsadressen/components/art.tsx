import { rechnungsadressenApi, rechnungsadressenTexte, uiTexte, type Rechnungsadresse, type RechnungsadresseFormular } from '@ekp/contract';
import type { DatierteEintraegeArt } from '../../../shared/datierte-eintraege/art.ts';
import { AdresseAnzeige } from './AdresseAnzeige.tsx';

/** Billing addresses as one kind of dated entries: what the shared lists, sections and editor need. */
export const rechnungsadressen: DatierteEintraegeArt<Rechnungsadresse, RechnungsadresseFormular> = {
  begriff: 'Rechnungsadresse',
  id: (a) => a.id,
  api: rechnungsadressenApi,
  texte: { ...rechnungsadressenTexte.liste, gespeichert: rechnungsadressenTexte.gespeichert, keineHilfe: uiTexte.hilfe.keineRechnungsadressen },
  editorTitel: (vertragId) => (vertragId ? `Rechnungsadresse zum Vertrag ${vertragId} anlegen` : 'Rechnungsadresse ändern'),
  listeAnlegen: 'wennLeer',
  pfade: { liste: '/rechnungsadressen', editieren: '/rechnungsadresse/editieren', vertragListe: '/vertrag/$vertragId/rechnungsadressen', vertragEditieren: '/vertrag/$vertragId/rechnungsadresse/editieren' },
  anzeige: (a) => <AdresseAnzeige adresse={a} />,
};
