import { useSyncExternalStore } from 'react';
import { sitzung, type Sitzungszustand } from './sitzung.ts';

export function useSitzungszustand(): Sitzungszustand {
  return useSyncExternalStore(sitzung.abonnieren, () => sitzung.zustand());
}

export function useKundennummer(): string | undefined {
  return useSyncExternalStore(sitzung.abonnieren, () => sitzung.daten()?.kundennummer);
}
