import { barrierefreiheitApi } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const erklaerungAbfrage = queryOptions({
  queryKey: ['barrierefreiheit', 'erklaerung'],
  queryFn: () => api(barrierefreiheitApi.erklaerung, {}),
});

export function useErklaerung() {
  return useQuery(erklaerungAbfrage);
}
