import type { Auftrag } from './shared/zeitplan/zeitplan.ts';
import type { Dienste } from './shared/dienste.ts';

// Scheduled work of every feature, started once per process by main.ts; shared/zeitplan makes each run
// happen once across processes. A feature exports a function that builds its jobs from the services.
export function auftraegeBauen(_dienste: Dienste): Auftrag[] {
  return [];
}
