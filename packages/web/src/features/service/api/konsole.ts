import { ApiFehler } from '../../../shared/api/client.ts';

export { anfrage, api, ApiFehler, herunterladen } from '../../../shared/api/client.ts';

/** The console's text for a refused send: the server's, and none for a failure without an answer. */
export const konsolentext = (f: unknown): string | undefined => (f instanceof ApiFehler ? f.message : undefined);

/** A file the server sent, saved under the name it suggests. */
export function speichern(blob: Blob, dateiname: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = dateiname;
  a.click();
  URL.revokeObjectURL(a.href);
}
