import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type Nachrichtenart = 'info' | 'erfolg' | 'fehler';
export interface Nachricht {
  art: Nachrichtenart;
  text: string;
}

interface NachrichtenApi {
  nachricht: Nachricht | null;
  zeigen(n: Nachricht): void;
  schliessen(): void;
}

const Kontext = createContext<NachrichtenApi | null>(null);

/** SPEC §1: one dismissible global message bar. */
export function NachrichtenProvider({ children }: { children: ReactNode }) {
  const [nachricht, setNachricht] = useState<Nachricht | null>(null);
  const zeigen = useCallback((n: Nachricht) => setNachricht(n), []);
  const schliessen = useCallback(() => setNachricht(null), []);
  const wert = useMemo(() => ({ nachricht, zeigen, schliessen }), [nachricht, zeigen, schliessen]);
  return <Kontext.Provider value={wert}>{children}</Kontext.Provider>;
}

export function useNachrichten(): NachrichtenApi {
  const k = useContext(Kontext);
  if (!k) throw new Error('NachrichtenProvider fehlt');
  return k;
}
