// What the URL asks of an audience window (issue 15): ?audience=1 and its background (&bg=sky, the
// night sky or the undersea temple; transparent, for an overlay; green, a chroma key). The window's
// own settings control changes it and writes it back into the address, so a reload keeps it. When
// hands are shown is no option of the window's (an older address's &reveal= is dropped): it is the
// game page's setting (reveal.ts).

export type AudienceBackground = 'sky' | 'transparent' | 'green';
export const AUDIENCE_BACKGROUNDS: readonly AudienceBackground[] = ['sky', 'green', 'transparent'];

export interface AudiencePageOptions { background: AudienceBackground }

/** The audience window's options, or null when the page is not one. */
export function audienceOptionsOf(params: URLSearchParams): AudiencePageOptions | null {
  const v = params.get('audience');
  if (v === null || v === '0' || v === 'false') return null;
  const bg = (params.get('bg') ?? '').trim().toLowerCase();
  return { background: (AUDIENCE_BACKGROUNDS as readonly string[]).includes(bg) ? bg as AudienceBackground : 'sky' };
}

/** The address of an audience window with these options (the game page's own settings stay). */
export function audienceSearch(search: string, o: AudiencePageOptions): string {
  const params = new URLSearchParams(search);
  for (const k of ['new', 'guide', 'seats', 'heroes', 'first', 'sets', 'epics', 'mode', 'difficulty', 'start', 'seed', 'cards', 'scene', 'reveal']) params.delete(k);
  params.set('audience', '1');
  params.set('sound', params.get('sound') ?? '0');
  if (o.background === 'sky') params.delete('bg'); else params.set('bg', o.background);
  return `?${params.toString()}`;
}
