import { dokumenteApi, dokumenteTexte, type Dokument } from '@ekp/contract';
import { herunterladen } from '../../../shared/api/client.ts';

/** SPEC §7 GET /dokument/daten/{id}: read as binary and saved as a file download. */
export async function dokumentHerunterladen(d: Pick<Dokument, 'id' | 'dateiname'>): Promise<void> {
  const { blob, dateiname } = await herunterladen(dokumenteApi.daten, { params: { id: d.id }, fallback: dokumenteTexte.ladefehler });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = dateiname ?? d.dateiname;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
