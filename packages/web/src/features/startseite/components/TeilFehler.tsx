interface Abfrage {
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export { fehlgeschlagen } from '../../../shared/api/fehlgeschlagen.ts';

/** The failed part's text and "Erneut versuchen", named for screen readers by what it retries. */
export function TeilFehler({ text, abfrage, wofuer }: { text: string; abfrage: Abfrage; wofuer: string }) {
  return (
    <span className="startseite-teilfehler">
      {text}{' '}
      <button type="button" className="knopf-link" onClick={() => void abfrage.refetch()} disabled={abfrage.isFetching}>
        Erneut versuchen<span className="nur-vorleser">: {wofuer}</span>
      </button>
    </span>
  );
}
