import type { Auftrag } from './shared/zeitplan/zeitplan.ts';
import type { Dienste } from './shared/dienste.ts';
import { envLesen } from './config/env.ts';
import { preisAuftraege, preisKonfigAus } from './marktpreise/auftrag.ts';
import { benachrichtigungsAuftraege } from './features/benachrichtigungen/auftraege.ts';
import { partitionsAuftrag } from './domain/intervall/pflege.ts';
import { abrechnungsinformationAuftraege } from './features/abrechnungsinformation/auftrag.ts';
import { ablesekampagneAuftraege } from './features/ablesekampagne/erinnerung.ts';

// Scheduled work of every feature, started once per process by main.ts; shared/zeitplan makes each run
// happen once across processes. A feature exports a function that builds its jobs from the services.
export function auftraegeBauen(dienste: Dienste): Auftrag[] {
  return [partitionsAuftrag(dienste.db), ...preisAuftraege(dienste.db, preisKonfigAus(envLesen())), ...benachrichtigungsAuftraege(dienste), ...abrechnungsinformationAuftraege(dienste), ...ablesekampagneAuftraege(dienste)];
}
