import { useSyncExternalStore } from 'react';
import { sitzung, type Sitzungszustand } from './sitzung.ts';

export function useSitzungszustand(): Sitzungszustand {
  return useSyncExternalStore(sitzung.abonnieren, () => sitzung.zustand());
}
