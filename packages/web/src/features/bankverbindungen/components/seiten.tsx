import { DetailAbschnitt } from '../../../shared/datierte-eintraege/DetailAbschnitt.tsx';
import { EintragEditieren } from '../../../shared/datierte-eintraege/EintragEditieren.tsx';
import { KundenListe } from '../../../shared/datierte-eintraege/KundenListe.tsx';
import { UebersichtAbschnitt } from '../../../shared/datierte-eintraege/UebersichtAbschnitt.tsx';
import { VertragsEintraege } from '../../../shared/datierte-eintraege/VertragsEintraege.tsx';
import { bankverbindungen } from './art.tsx';
import { BankverbindungFormular } from './BankverbindungFormular.tsx';

/** SPEC §2 /bankverbindungen. */
export const BankverbindungenListe = () => <KundenListe art={bankverbindungen} />;
/** SPEC §2 /vertrag/{id}/bankverbindungen. */
export const VertragBankverbindungen = ({ vertragId }: { vertragId: string }) => <VertragsEintraege art={bankverbindungen} vertragId={vertragId} />;
/** SPEC §2 data overview, bank-account section. */
export const BankverbindungUebersichtAbschnitt = () => <UebersichtAbschnitt art={bankverbindungen} />;
/** The "Abweichende Bankverbindung" section of the contract detail, composed by the detail route. */
export const BankverbindungDetailAbschnitt = ({ vertragId }: { vertragId: string }) => <DetailAbschnitt art={bankverbindungen} vertragId={vertragId} />;

/** SPEC §2 /bankverbindung/editieren and /vertrag/{id}/bankverbindungen/editieren: create, Speichern, then back. */
export const BankverbindungEditieren = ({ vertragId }: { vertragId?: string }) => (
  <EintragEditieren art={bankverbindungen} vertragId={vertragId} renderFormular={(onGespeichert) => <BankverbindungFormular {...(vertragId ? { vertragId } : {})} onGespeichert={onGespeichert} />} />
);
