// Throwaway PostgreSQL servers for the read-replica test and `npm run bench:last`: a primary
// made with initdb and a streaming replica made from it with `pg_basebackup -R`, each in a temp directory
// on a port of its own. Its own primary rather than the machine's 127.0.0.1:5432: that one may refuse
// replication connections (Debian's pg_hba has no `replication` line) and is shared by every test run, and a
// base backup copies the whole cluster. Needs Debian's binaries (/usr/lib/postgresql/<version>/bin).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, appendFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The newest PostgreSQL's bin directory, or EKP_PG_BIN. */
export function pgBin(): string | undefined {
  if (process.env.EKP_PG_BIN) return process.env.EKP_PG_BIN;
  const basis = '/usr/lib/postgresql';
  if (!existsSync(basis)) return undefined;
  const version = readdirSync(basis)
    .filter((v) => existsSync(path.join(basis, v, 'bin/pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version && path.join(basis, version, 'bin');
}

/** postgres refuses to run as root: as root the commands run as the user postgres (Debian's package makes it). */
function alsPostgres(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const zeile = readFileSync('/etc/passwd', 'utf8').split('\n').find((z) => z.startsWith('postgres:'));
  if (!zeile) return undefined;
  const [, , uid, gid] = zeile.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Why no throwaway cluster can be made here, or undefined when it can. */
export function clusterGrund(): string | undefined {
  const bin = pgBin();
  if (!bin) return 'keine PostgreSQL-Programme (initdb, pg_basebackup, postgres) unter /usr/lib/postgresql/*/bin (EKP_PG_BIN)';
  if (process.getuid?.() === 0 && !alsPostgres()) return 'als root, aber ohne Benutzer postgres (postgres läuft nicht als root)';
  return undefined;
}

function ausfuehren(programm: string, args: string[]): string {
  const bin = pgBin()!;
  const wer = alsPostgres();
  // runuser keeps it to our own child process; the directories belong to postgres (chown below).
  const [befehl, argumente] = wer ? ['runuser', ['-u', 'postgres', '--', path.join(bin, programm), ...args]] : [path.join(bin, programm), args];
  const r = spawnSync(befehl, argumente, { encoding: 'utf8', cwd: os.tmpdir() });
  if (r.status !== 0) throw new Error(`${programm} ${args.join(' ')}: ${r.stderr || r.stdout}`);
  return r.stdout;
}

function verzeichnis(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `ekp-${name}-`));
  const wer = alsPostgres();
  if (wer) chownSync(dir, wer.uid, wer.gid);
  return dir;
}

export interface Cluster {
  port: number;
  dir: string;
  /** postgres://… of a database on it. */
  url(datenbank?: string): string;
  /** The postmaster's process id (from postmaster.pid). */
  pid(): number;
  /** Ends the server at once, as a crash would (SIGKILL of its postmaster; the backends follow). */
  abschiessen(): void;
  /** Stops it (if running) and removes its directory. */
  entfernen(): void;
}

function cluster(dir: string, port: number): Cluster {
  const self: Cluster = {
    port,
    dir,
    url: (datenbank = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${datenbank}`,
    pid: () => Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    abschiessen() {
      process.kill(self.pid(), 'SIGKILL');
    },
    entfernen() {
      if (existsSync(path.join(dir, 'postmaster.pid'))) {
        try {
          ausfuehren('pg_ctl', ['stop', '-D', dir, '-m', 'immediate', '-w']);
        } catch {
          // killed already
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return self;
}

function starten(dir: string): void {
  ausfuehren('pg_ctl', ['start', '-D', dir, '-w', '-t', '60', '-l', path.join(dir, 'server.log')]);
}

/**
 * A new primary on `port`: trust for 127.0.0.1 (a throwaway server reachable from this machine only),
 * replication allowed, fsync off (nothing here must survive a power cut). `einstellungen` are added to
 * postgresql.conf (the bench gives it more memory).
 */
export function primaerAnlegen(port: number, einstellungen: Record<string, string | number> = {}): Cluster {
  const dir = verzeichnis('primaer');
  ausfuehren('initdb', ['-D', dir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const conf: Record<string, string | number> = {
    port,
    listen_addresses: "'127.0.0.1'",
    unix_socket_directories: `'${dir}'`,
    wal_level: 'replica',
    max_wal_senders: 5,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    ...einstellungen,
  };
  appendFileSync(path.join(dir, 'postgresql.conf'), Object.entries(conf).map(([k, v]) => `${k} = ${v}\n`).join(''));
  appendFileSync(path.join(dir, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\nhost all all 127.0.0.1/32 trust\n');
  const c = cluster(dir, port);
  try {
    starten(dir);
  } catch (e) {
    c.entfernen();
    throw e;
  }
  return c;
}

/** A streaming replica of `primaer` on `port`: pg_basebackup -R writes standby.signal and primary_conninfo. */
export function replikatAnlegen(primaer: Cluster, port: number): Cluster {
  const dir = verzeichnis('replikat');
  const c = cluster(dir, port);
  try {
    ausfuehren('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaer.port), '-U', 'postgres', '-D', dir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
    rmSync(path.join(dir, 'postmaster.pid'), { force: true });
    // The copy carries the primary's settings; this server differs in its port and socket directory only.
    appendFileSync(path.join(dir, 'postgresql.auto.conf'), `port = ${port}\nunix_socket_directories = '${dir}'\nhot_standby_feedback = on\n`);
    starten(dir);
  } catch (e) {
    c.entfernen();
    throw e;
  }
  return c;
}
