import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * "Back" that never leaves the portal: with portal history in this tab it goes one step back;
 * a page opened from a bookmark or mail link has none, so it goes to `ersatz`, a sensible portal page.
 * The router numbers its history entries; index 0 is the first portal page of this tab.
 */
export function useZurueck(): (ersatz: string) => void {
  const router = useRouter();
  return useCallback(
    (ersatz: string) => {
      if (router.history.canGoBack()) router.history.back();
      else void router.navigate({ to: ersatz as '/', replace: true });
    },
    [router],
  );
}
