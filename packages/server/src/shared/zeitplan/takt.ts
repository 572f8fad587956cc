/**
 * The server's one repeating timer. The scheduler's pass, the notification worker's pass and its lease
 * renewals, and the log buffer's flush tick through here, so "what runs periodically" is this file's callers
 * (a test refuses setInterval anywhere else). Unref'd: a tick never keeps a process alive on its own.
 */
export interface Takt {
  stoppen(): void;
}

export function taktStarten(ms: number, tick: () => void): Takt {
  const timer = setInterval(tick, ms);
  timer.unref();
  return { stoppen: () => clearInterval(timer) };
}
