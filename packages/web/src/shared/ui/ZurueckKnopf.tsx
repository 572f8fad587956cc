import { useRouter } from '@tanstack/react-router';

/** SPEC §2: back buttons use browser history. */
export function ZurueckKnopf() {
  const router = useRouter();
  return (
    <div className="knopfleiste">
      <button type="button" className="knopf knopf-sekundaer" onClick={() => router.history.back()}>
        Zurück
      </button>
    </div>
  );
}
