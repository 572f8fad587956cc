/**
 * The QR code's link carries the code in the fragment (#code=…), which the browser never sends. It is read
 * once and taken out of the address bar at once, so it stays out of the history, bookmarks and any page
 * the customer goes on to.
 */
export function codeAusFragment(): string | undefined {
  const treffer = /(?:^#|&)code=([^&]*)/.exec(window.location.hash);
  if (!treffer) return undefined;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  try {
    return decodeURIComponent(treffer[1]!);
  } catch {
    return treffer[1];
  }
}
