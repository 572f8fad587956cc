import type { Env } from './env.ts';

/** The one source of "now" on the server, so tests and demos can pin it. */
export interface Uhr {
  jetzt(): Date;
}

export const systemUhr: Uhr = { jetzt: () => new Date() };

/** Time that starts at `start` and then runs on with the real clock (EKP_NOW). */
export function uhrAb(start: Date): Uhr {
  const versatz = start.getTime() - Date.now();
  return { jetzt: () => new Date(Date.now() + versatz) };
}

export function festeUhr(zeitpunkt: Date | string): Uhr & { stellen(neu: Date | string): void } {
  let jetzt = new Date(zeitpunkt);
  return { jetzt: () => new Date(jetzt), stellen: (neu) => (jetzt = new Date(neu)) };
}

/**
 * The clock of a process, chosen once from its environment: server, CLIs and demo import take it from here, so
 * EKP_NOW means the same to all of them (a pinned start that then runs on with real time).
 */
export function uhrAusUmgebung(env: Pick<Env, 'EKP_NOW'>): Uhr {
  return env.EKP_NOW ? uhrAb(new Date(env.EKP_NOW)) : systemUhr;
}
