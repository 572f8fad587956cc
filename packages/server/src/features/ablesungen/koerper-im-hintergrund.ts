import { availableParallelism } from 'node:os';
import { texte } from '@ekp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { move, Piscina } from 'piscina';
import { HttpFehler } from '../../kern/http-fehler.ts';
import type { Gelesen } from './koerper-lesen.ts';
import { FOTO_VERMUTET_AB_BYTES } from './foto-ablage.ts';
import { fotoPruefen } from './foto.ts';

type Foto = ReturnType<typeof fotoPruefen>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The photo of a large reading body, checked in the worker: its bytes, or the error to answer. */
    fotoVorab?: Foto | HttpFehler | undefined;
  }
}

let pool: Piscina | undefined;

/**
 * One worker on two cores: the main thread and the database need the others. The worker is a TypeScript
 * file like the rest of the server, so it starts with tsx however this process was started (tests too).
 */
function poolHolen(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./koerper-lesen.ts', import.meta.url).href,
    maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
    minThreads: 0,
    idleTimeout: 60_000,
    execArgv: process.execArgv.some((a) => a.includes('tsx')) ? process.execArgv : [...process.execArgv, '--import', 'tsx'],
  });
  return pool;
}

/**
 * A reading with a 10 MB photo is 14 MB of JSON. Decoding, parsing and checking it took the
 * main thread ~150–200 ms per upload, so five parallel uploads held up every other customer's request
 * for a second. Bodies of 1 MB or more (only a photo makes them) are read in a worker; smaller ones by
 * Fastify's own parser, with its settings. Registered in the scope of the reading routes only.
 */
export function koerperImHintergrund(scope: FastifyInstance): void {
  const standard = scope.getDefaultJsonParser('error', 'ignore');
  scope.decorateRequest('fotoVorab', undefined);
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request: FastifyRequest, roh: Buffer, fertig) => {
    if (roh.length < FOTO_VERMUTET_AB_BYTES) return standard(request, roh.toString('utf8'), fertig);
    // Moved, not copied (copying 14 MB costs the main thread tens of milliseconds); a body this size
    // owns its memory, anything else is copied first so no other buffer loses its bytes.
    const eigen = roh.byteOffset === 0 && roh.byteLength === roh.buffer.byteLength ? roh : Buffer.from(roh);
    poolHolen()
      .run(move(new Uint8Array(eigen.buffer, eigen.byteOffset, eigen.byteLength)))
      .then((g: Gelesen) => {
        if (g.art === 'json-fehler') return fertig(new HttpFehler(400, texte.allgemein.ungueltigeEingabe), undefined);
        if (g.foto) {
          request.fotoVorab =
            'daten' in g.foto ? { daten: Buffer.from(g.foto.daten.buffer, g.foto.daten.byteOffset, g.foto.daten.byteLength), mime: g.foto.mime } : new HttpFehler(g.foto.status, g.foto.text);
        }
        fertig(null, g.body);
      }, (e: Error) => fertig(e, undefined));
  });
}

/** The reading's photo: as the worker checked it, or checked here (a small body). */
export function fotoAus(request: FastifyRequest, text: string): Foto {
  const vorab = request.fotoVorab;
  if (vorab instanceof HttpFehler) throw vorab;
  return vorab ?? fotoPruefen(text);
}
