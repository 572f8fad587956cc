import { heuteIn } from '@ekp/contract/aufrufe';
import { useState } from 'react';

/** Today in Europe/Berlin, fixed for the life of the screen (dates decide delete or end, and the minimum gueltigVon). */
export function useHeute(): string {
  const [heute] = useState(() => heuteIn(new Date()));
  return heute;
}
