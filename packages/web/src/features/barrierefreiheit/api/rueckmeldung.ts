import { barrierefreiheitApi, type Rueckmeldung } from '@ekp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** POST /barrierefreiheit/rueckmeldung, without a session. */
export function useRueckmeldungSenden() {
  return useMutation({ mutationFn: (r: Rueckmeldung) => api(barrierefreiheitApi.rueckmeldung, { body: r }) });
}
