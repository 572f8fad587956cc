import { useNavigate } from '@tanstack/react-router';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useZaehler } from '../api/zaehler.ts';
import { AblesungFormular } from './AblesungFormular.tsx';

/** SPEC §2 /vertrag/{id}/ablesung: the contract's meter; success goes to the contract's reading list. */
export function VertragAblesungErfassen({ vertragId }: { vertragId: string }) {
  const navigate = useNavigate();
  const zaehler = useZaehler(vertragId);
  return (
    <Seite titel="Ablesung erfassen">
      {zaehler.isPending ? (
        <Ladeanzeige />
      ) : zaehler.isError ? (
        <Meldung art="fehler">{zaehler.error.message}</Meldung>
      ) : (
        <AblesungFormular
          optionen={[{ vertragId, zaehler: zaehler.data }]}
          onErfolg={() => void navigate({ to: '/vertrag/$vertragId/ablesungen', params: { vertragId } })}
        />
      )}
    </Seite>
  );
}
