import { DetailAbschnitt } from '../../../shared/datierte-eintraege/DetailAbschnitt.tsx';
import { EintragEditieren } from '../../../shared/datierte-eintraege/EintragEditieren.tsx';
import { KundenListe } from '../../../shared/datierte-eintraege/KundenListe.tsx';
import { UebersichtAbschnitt } from '../../../shared/datierte-eintraege/UebersichtAbschnitt.tsx';
import { useVorlage } from '../../../shared/datierte-eintraege/api.ts';
import { VertragsEintraege } from '../../../shared/datierte-eintraege/VertragsEintraege.tsx';
import { rechnungsadressen } from './art.tsx';
import { RechnungsadresseFormular } from './RechnungsadresseFormular.tsx';

/** SPEC §2 /rechnungsadressen. */
export const RechnungsadressenListe = () => <KundenListe art={rechnungsadressen} />;
/** SPEC §2 /vertrag/{id}/rechnungsadressen. */
export const VertragRechnungsadressen = ({ vertragId }: { vertragId: string }) => <VertragsEintraege art={rechnungsadressen} vertragId={vertragId} />;
/** SPEC §2 data overview, billing-address section. */
export const RechnungsadresseUebersichtAbschnitt = () => <UebersichtAbschnitt art={rechnungsadressen} />;
/** The "Abweichende Rechnungsadresse" section of the contract detail, composed by the detail route. */
export const RechnungsadresseDetailAbschnitt = ({ vertragId }: { vertragId: string }) => <DetailAbschnitt art={rechnungsadressen} vertragId={vertragId} />;

/**
 * SPEC §2 /rechnungsadresse/editieren and /vertrag/{id}/rechnungsadresse/editieren: a new address,
 * prefilled from the current one (the contract's, else the customer's); if that load fails, go back.
 */
export function RechnungsadresseEditieren({ vertragId }: { vertragId?: string }) {
  const { vorlage, ...laden } = useVorlage(rechnungsadressen, vertragId);
  return (
    <EintragEditieren
      art={rechnungsadressen}
      vertragId={vertragId}
      laden={laden}
      renderFormular={(onGespeichert) => <RechnungsadresseFormular vorlage={vorlage} {...(vertragId ? { vertragId } : {})} onGespeichert={onGespeichert} />}
    />
  );
}
