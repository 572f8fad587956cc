import type { MandantOeffentlich } from '@ekp/contract';
import { MANDANT_SKRIPT_ID } from '@ekp/contract/ohne-zod';

/**
 * The tenant's public configuration without an API call. The
 * server validated it against MandantOeffentlichSchema when it wrote it, so it is not parsed again.
 */
export function mandantAusSeite(d: Document = document): MandantOeffentlich | undefined {
  const text = d.getElementById(MANDANT_SKRIPT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as MandantOeffentlich;
  } catch {
    return undefined;
  }
}

/**
 * The Vite dev server's index.html has no tenant in it: ask the API then, and set what the server
 * would have written into the page (theme, title, favicon).
 */
export async function mandantLaden(apiBasis = '/api'): Promise<MandantOeffentlich> {
  const aufSeite = mandantAusSeite();
  if (aufSeite) return aufSeite;
  const res = await fetch(`${apiBasis}/mandant`);
  if (!res.ok) throw new Error(`GET /mandant: ${res.status}`);
  const m = (await res.json()) as MandantOeffentlich;
  const s = document.documentElement.style;
  s.setProperty('--primaer', m.thema.primaer);
  s.setProperty('--primaer-text', m.thema.primaerText);
  s.setProperty('--hintergrund', m.thema.hintergrund);
  document.title = m.anzeigename;
  const icon = document.createElement('link');
  icon.rel = 'icon';
  icon.href = m.logo;
  document.head.append(icon);
  return m;
}
