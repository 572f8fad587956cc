// Runs in a worker thread (koerper-im-hintergrund.ts): decoding, parsing and checking a reading with a
// 10 MB photo costs ~150–200 ms of CPU, which on the main thread would stall every other request.
import { move, transferableSymbol, valueSymbol } from 'piscina';
import sjson from 'secure-json-parse';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { fotoPruefen } from './foto.ts';

/** Stands in for the photo's text in the body the main thread gets (it only tells that there was one). */
export const FOTO_IM_HINTERGRUND = 'im Hintergrund geprüft';

/** What the main thread gets: the body without the photo's text, and the photo checked. */
export type Gelesen =
  | { art: 'json-fehler' }
  | { art: 'ok'; body: unknown; foto?: { daten: Uint8Array; mime: 'image/png' | 'image/jpeg' } | { status: number; text: string } };

export default function koerperLesen(roh: Uint8Array): Gelesen {
  let body: unknown;
  try {
    // Fastify's own JSON settings: a __proto__ key is refused, constructor keys are left alone.
    body = sjson.parse(Buffer.from(roh.buffer, roh.byteOffset, roh.byteLength).toString('utf8'), undefined, { protoAction: 'error', constructorAction: 'ignore' });
  } catch {
    return { art: 'json-fehler' };
  }
  if (!body || typeof body !== 'object' || !('foto' in body) || typeof body.foto !== 'string') return { art: 'ok', body };
  let foto: NonNullable<Extract<Gelesen, { art: 'ok' }>['foto']>;
  try {
    const geprueft = fotoPruefen(body.foto);
    foto = { daten: new Uint8Array(geprueft.daten.buffer, geprueft.daten.byteOffset, geprueft.daten.byteLength), mime: geprueft.mime };
  } catch (e) {
    if (!(e instanceof HttpFehler)) throw e;
    foto = { status: e.status, text: e.text };
  }
  // Copying 14 MB of text back to the main thread would cost as much there as parsing it (~60 ms):
  // it gets a stand-in, and the decoded bytes move over without a copy.
  body.foto = FOTO_IM_HINTERGRUND;
  const ergebnis: Gelesen = { art: 'ok', body, foto };
  if (!('daten' in foto)) return ergebnis;
  const puffer = foto.daten.buffer;
  // Piscina's Transferable: the photo's memory moves with the answer instead of being copied.
  return move({ [transferableSymbol]: [puffer], [valueSymbol]: ergebnis }) as unknown as Gelesen;
}
