import type { EndpointKopf, Koepfe } from '../common/endpoint.ts';
import type { benachrichtigungenApi } from './schemas.ts';

// The bell in the navigation asks for the centre's list on every signed-in page: its head without zod
//.
export const BENACHRICHTIGUNGEN_KOEPFE = {
  liste: { methode: 'GET', pfad: '/benachrichtigungen', auth: true },
} as const satisfies Record<string, EndpointKopf>;

export const benachrichtigungenKoepfe: Pick<Koepfe<typeof benachrichtigungenApi>, 'liste'> = BENACHRICHTIGUNGEN_KOEPFE;
/** The bell listens for this window event to count again after the centre marked something read. */
export const BENACHRICHTIGUNGEN_GEAENDERT = 'ekp-benachrichtigungen';
