import { vertraegeApi, type KuendigungBody } from '@ekp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { vertragQuery } from './vertrag.ts';

/** POST {v}/kuendigen; afterwards the contract is reloaded, so its card shows the new status. */
export function useKuendigen(vertragId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (antrag: KuendigungBody) => api(vertraegeApi.kuendigen, { params: { vertragId }, body: antrag }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vertragQuery(vertragId).queryKey }),
  });
}
