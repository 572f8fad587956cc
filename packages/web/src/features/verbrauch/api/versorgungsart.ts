import { useQuery } from '@tanstack/react-query';
import { vertragQuery } from '../../../shared/abfragen/endpunkte.ts';

/** GET /{v}: the contract's supply type, for wording (Strom- or Gasverbrauch); the contract screens' shared query. */
export const useVersorgungsart = (vertragId: string) => useQuery({ ...vertragQuery(vertragId), select: (v) => v.versorgungsart }).data;
