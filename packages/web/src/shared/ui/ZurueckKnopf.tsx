import { useZurueck } from '../routing/zurueck.ts';

/** SPEC §2: back buttons use browser history; without portal history they go to `ersatz` (default home). */
export function ZurueckKnopf({ ersatz = '/' }: { ersatz?: string }) {
  const zurueck = useZurueck();
  return (
    <div className="knopfleiste">
      <button type="button" className="knopf knopf-sekundaer" onClick={() => zurueck(ersatz)}>
        Zurück
      </button>
    </div>
  );
}
