// What the URL asks of an audience window (issue 15): ?audience=1, its background (&bg=sky, the
// night sky or the undersea temple; transparent, for an overlay; green, a chroma key) and when a
// hand may be shown (&reveal=never|turnEnd|<seconds>, messages.ts). The page's own settings control
// changes both and writes them back into the address, so a reload keeps them.
import { revealOf, type RevealSetting } from './messages';

export type AudienceBackground = 'sky' | 'transparent' | 'green';
export const AUDIENCE_BACKGROUNDS: readonly AudienceBackground[] = ['sky', 'green', 'transparent'];

export interface AudiencePageOptions { background: AudienceBackground; reveal: RevealSetting }

/** The audience window's options, or null when the page is not one. */
export function audienceOptionsOf(params: URLSearchParams): AudiencePageOptions | null {
  const v = params.get('audience');
  if (v === null || v === '0' || v === 'false') return null;
  const bg = (params.get('bg') ?? '').trim().toLowerCase();
  return { background: (AUDIENCE_BACKGROUNDS as readonly string[]).includes(bg) ? bg as AudienceBackground : 'sky', reveal: revealOf(params.get('reveal')) };
}

/** The address of an audience window with these options (the game page's own settings stay). */
export function audienceSearch(search: string, o: AudiencePageOptions): string {
  const params = new URLSearchParams(search);
  for (const k of ['new', 'guide', 'seats', 'heroes', 'first', 'sets', 'epics', 'mode', 'difficulty', 'start', 'seed', 'cards', 'scene']) params.delete(k);
  params.set('audience', '1');
  params.set('sound', params.get('sound') ?? '0');
  if (o.background === 'sky') params.delete('bg'); else params.set('bg', o.background);
  if (o.reveal.when === 'never') params.delete('reveal'); else params.set('reveal', o.reveal.when === 'turnEnd' ? 'turnEnd' : String(o.reveal.seconds));
  return `?${params.toString()}`;
}
