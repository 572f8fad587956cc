// The second part of bench:api: GET /api/mandant's p99 while customers upload 10-MB photos.
import { spawn } from 'node:child_process';
import { tagDanach } from '@ekp/contract';
import { KUNDEN } from './api-daten.ts';
import { EKP_START, heute, log, PORT, SERVER_DIR } from './api-einstellungen.ts';
import { spitzenspeicherMb } from './api-messen.ts';
import { anmelden, starten } from './api-server.ts';

/** 10 MB, a JPEG by its first bytes; the rest random so that nothing compresses it. */
function foto(): string {
  const daten = Buffer.alloc(10 * 1024 * 1024 - 4096);
  for (let i = 0; i < daten.length; i += 4) daten.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  daten.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return daten.toString('base64');
}

export async function hochladenMessen(name: string, env: Record<string, string>, logDatei: string): Promise<string> {
  const server = await starten(EKP_START, env, PORT, logDatei);
  try {
    const sitzungen = await Promise.all(Array.from({ length: KUNDEN }, (_, i) => anmelden(i + 1)));
    const bild = foto();
    const speicherVorher = spitzenspeicherMb(server.kind.pid);
    const stichprobe = spawn(process.execPath, ['--import', 'tsx', 'bench/api-stichprobe.ts', `http://127.0.0.1:${PORT}/api/mandant`, '10'], {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let aus = '';
    stichprobe.stdout.on('data', (d: Buffer) => (aus += d.toString()));
    const statusse: number[] = [];
    const dauern: number[] = [];
    await new Promise((r) => setTimeout(r, 1000));
    // Two waves of 5 parallel uploads, each reading on a day of its own.
    for (const welle of [1, 2]) {
      await Promise.all(
        sitzungen.map(async (h, i) => {
          const start = performance.now();
          const res = await fetch(`http://127.0.0.1:${PORT}/api/VB${i + 1}/ablesungen`, {
            method: 'POST',
            headers: { ...h, 'content-type': 'application/json' },
            body: JSON.stringify({ ablesedatum: tagDanach(heute, -welle), zaehlernummer: `ZB${i + 1}`, ablesewerte: { '1-1:1.8.0': 11000 + welle }, foto: bild }),
          });
          await res.arrayBuffer();
          statusse.push(res.status);
          dauern.push(performance.now() - start);
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 500));
    await new Promise((r) => (stichprobe.once('exit', r), stichprobe.kill('SIGTERM')));
    const m = JSON.parse(aus) as { anzahl: number; p50: number; p99: number; max: number };
    const zeile = `${name}: GET /api/mandant p99 ${m.p99} ms (p50 ${m.p50} ms, max ${m.max} ms, ${m.anzahl} Anfragen) während 2 × 5 Uploads à 10 MB; Uploads ${statusse.join(',')} in max. ${Math.round(Math.max(...dauern))} ms; Spitzenspeicher ${speicherVorher} → ${spitzenspeicherMb(server.kind.pid)} MB`;
    log(zeile);
    return zeile;
  } finally {
    await server.stoppen();
  }
}
