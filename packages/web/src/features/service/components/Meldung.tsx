/** An error or success line that screen readers announce. */
export function Meldung({ text, art = 'fehler' }: { text: string | null; art?: 'fehler' | 'erfolg' }) {
  if (!text) return null;
  return (
    <p className={`meldung meldung-${art}`} role={art === 'fehler' ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
