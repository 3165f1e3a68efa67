// A page shown inside another site's frame does not start the game (issue 23): the site could lay
// its own page over it or under it and lead a player's taps (clickjacking), or watch a hot-seat game it
// sits around. The host's headers refuse the frame before the page loads (`frame-ancestors 'none'`,
// `X-Frame-Options: DENY`: vite.config.ts, public/_headers); a `<meta>` policy cannot, and a host that
// sends no headers (GitHub Pages) would show the game in any frame. So the page checks, first thing.
import { t } from '../i18n';
import { langOfBrowser } from './settings';

/** True in a frame: the page is not the window's top (whose document another origin may hold). */
export function isFramed(win: Window): boolean {
  try { return win.top !== win.self; } catch { return true; }
}

/** Says, in place of the game, that it does not run here, with a link to open it in its own tab. */
export function showFramedRefusal(doc: Document, language: string): void {
  const lang = langOfBrowser(language);
  const box = doc.createElement('p');
  box.className = 'ssdb-framed';
  box.textContent = t('page.framed', {}, lang);
  const link = doc.createElement('a');
  link.href = doc.location.href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = t('page.framedOpen', {}, lang);
  box.append(doc.createElement('br'), link);
  (doc.getElementById('game') ?? doc.body).append(box);
}
