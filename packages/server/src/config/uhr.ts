import { systemUhr, uhrAb, type Uhr } from '../shared/uhr.ts';
import type { Env } from './env.ts';

/**
 * The clock of a process, chosen once from its environment: server, CLIs and demo import take it from here, so
 * EKP_NOW means the same to all of them (a pinned start that then runs on with real time).
 */
export function uhrAusUmgebung(env: Pick<Env, 'EKP_NOW'>): Uhr {
  return env.EKP_NOW ? uhrAb(new Date(env.EKP_NOW)) : systemUhr;
}
