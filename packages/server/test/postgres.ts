import net from 'node:net';

/** The PostgreSQL the server tests use besides PGlite (README "Run every test"). */
export const PG_URL = process.env.EKP_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function erreichbar(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: hostname, port: Number(port || 5432) });
    s.setTimeout(500);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}
