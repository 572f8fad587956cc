import { useState } from 'react';

/**
 * A button that puts `text` on the clipboard and says so in a polite live region beside it; where the
 * browser refuses (no secure context, no permission) it says that instead, so the customer copies by hand.
 */
export function KopierKnopf({ text, label, kopiert, nichtKopiert, fuer }: { text: string; label: string; kopiert: string; nichtKopiert: string; fuer?: string }) {
  const [status, setStatus] = useState('');
  const kopieren = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(kopiert);
    } catch {
      setStatus(nichtKopiert);
    }
  };
  return (
    <span className="kopier-knopf">
      <button type="button" className="knopf knopf-sekundaer" onClick={() => void kopieren()}>
        {label}
        {/* Several buttons on one page: screen readers hear which one ("… für Strom Flex"). */}
        {fuer && <span className="nur-vorleser"> für {fuer}</span>}
      </button>
      <output className="kopier-status">{status}</output>
    </span>
  );
}
