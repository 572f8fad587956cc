import { bankverbindungenApi, bankverbindungenTexte, uiTexte, type Bankverbindung, type BankverbindungFormular } from '@ekp/contract';
import type { DatierteEintraegeArt } from '../../../shared/datierte-eintraege/art.ts';
import { KontoAnzeige } from './KontoAnzeige.tsx';

/** Bank accounts as one kind of dated entries: what the shared lists, sections and editor need. */
export const bankverbindungen: DatierteEintraegeArt<Bankverbindung, BankverbindungFormular & { passwort: string }> = {
  begriff: 'Bankverbindung',
  id: (k) => k.bankverbindungId,
  api: bankverbindungenApi,
  texte: { ...bankverbindungenTexte.liste, gespeichert: bankverbindungenTexte.gespeichert, keineHilfe: uiTexte.hilfe.keineBankverbindungen },
  editorTitel: (vertragId) => (vertragId ? `Bankverbindung zum Vertrag ${vertragId} hinzufügen` : 'Bankverbindung hinzufügen'),
  listeAnlegen: 'immer',
  pfade: { liste: '/bankverbindungen', editieren: '/bankverbindung/editieren', vertragListe: '/vertrag/$vertragId/bankverbindungen', vertragEditieren: '/vertrag/$vertragId/bankverbindungen/editieren' },
  anzeige: (k) => <KontoAnzeige konto={k} />,
};
