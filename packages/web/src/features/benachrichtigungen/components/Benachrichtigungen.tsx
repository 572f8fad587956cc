import { benachrichtigungenTexte as t } from '@ekp/contract';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { Einstellungen } from './Einstellungen.tsx';
import { Geraete } from './Geraete.tsx';
import { Liste } from './Liste.tsx';

/** Benachrichtigungen, the centre's list, the choices per event and channel, and the devices with push. */
export function Benachrichtigungen() {
  return (
    <Seite titel={t.titel}>
      <Liste />
      <Einstellungen />
      <Geraete />
    </Seite>
  );
}
