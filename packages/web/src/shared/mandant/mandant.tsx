import type { MandantOeffentlich } from '@ekp/contract';
import { createContext, useContext } from 'react';

export const MandantKontext = createContext<MandantOeffentlich | null>(null);

/** The tenant's configuration; read in main.tsx before the first render. */
export function useMandant(): MandantOeffentlich {
  const m = useContext(MandantKontext);
  if (!m) throw new Error('Mandant nicht geladen');
  return m;
}
