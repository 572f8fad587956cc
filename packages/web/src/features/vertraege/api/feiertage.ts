import { FeiertageSchema, feiertagsjahre, heuteIn, type Feiertag } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMandant } from '../../../shared/mandant/mandant.tsx';

/**
 * SPEC §7 holiday service: the tenant's `feiertageUrl` (our own /api/feiertage by default, or a third-party
 * service of the same shape), asked for the current year and, in December, the next one too. A plain
 * fetch without session headers: the service may live elsewhere.
 */
export const feiertageQuery = (url: string, jahre: number[]) =>
  queryOptions({
    queryKey: ['feiertage', url, jahre],
    queryFn: async ({ signal }): Promise<Feiertag[]> => {
      const trenner = url.includes('?') ? '&' : '?';
      const res = await fetch(`${url}${trenner}years=${jahre.join(',')}`, { signal });
      if (!res.ok) throw new Error(`Feiertage: ${res.status}`);
      return FeiertageSchema.parse(await res.json());
    },
    staleTime: Infinity,
    retry: false,
  });

export function useFeiertage() {
  const { feiertageUrl } = useMandant();
  const [jahre] = useState(() => feiertagsjahre(heuteIn(new Date())));
  return useQuery(feiertageQuery(feiertageUrl, jahre));
}
