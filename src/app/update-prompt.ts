// "A new version is ready — Reload" (issue 29): a small banner at the top of the menu, never over a
// game. The menu shows it while it is up (scenes/Menu.ts calls showUpdatePrompt on each drawing, so a
// language switch rewords it, and hideUpdatePrompt when it goes); the banner appears only when a new
// version waits (src/app/offline.ts), including one that arrives while the menu is up. Plain DOM over
// the canvas, like the seed's input: real buttons a keyboard and a screen reader reach, styled through
// the CSSOM (index.html's policy refuses style attributes in markup, not these).
import { t } from '../i18n';
import { offlineWatch, type UpdateWatch } from './offline';

const BANNER_ID = 'ssdb-update';

interface Shown { doc: Document; watch: UpdateWatch; off: () => void }
let shown: Shown | null = null;
/** "Later" puts the offer away for this page's life: the next load takes the new version anyway. */
let dismissed = false;

/** Shows the offer on the menu when a new version waits (now or later, while the menu is up). */
export function showUpdatePrompt(doc: Document, watch: UpdateWatch | null = offlineWatch()): void {
  if (!watch) return;
  if (shown?.doc !== doc || shown.watch !== watch) {
    hideUpdatePrompt();
    shown = { doc, watch, off: watch.onReady(() => draw(doc, watch)) };
  }
  draw(doc, watch);
}

/** The menu goes (a game starts): the offer goes with it, and waits for the menu's return. */
export function hideUpdatePrompt(): void {
  shown?.off();
  shown?.doc.getElementById(BANNER_ID)?.remove();
  shown = null;
}

function draw(doc: Document, watch: UpdateWatch): void {
  doc.getElementById(BANNER_ID)?.remove();
  if (!watch.ready || dismissed) return;
  const banner = doc.createElement('div');
  banner.id = BANNER_ID;
  banner.setAttribute('role', 'status');
  Object.assign(banner.style, {
    position: 'fixed', top: 'max(10px, env(safe-area-inset-top))', left: '50%', transform: 'translateX(-50%)', zIndex: '10',
    display: 'flex', alignItems: 'center', gap: '10px', padding: '8px 10px 8px 16px', maxWidth: 'calc(100vw - 24px)', boxSizing: 'border-box',
    background: 'rgba(10,16,42,0.95)', border: '1.5px solid rgba(201,168,90,0.85)', borderRadius: '14px',
    boxShadow: '0 4px 18px rgba(0,0,0,0.55)', color: '#f3e2b0', font: '600 15px Inter, Arial, sans-serif',
  });
  const words = doc.createElement('span');
  words.textContent = t('offline.newVersionReady');
  const reload = button(doc, 'ssdb-update-reload', t('offline.reload'), true);
  reload.addEventListener('click', () => {
    reload.disabled = true;
    watch.takeUpdate();
  });
  const later = button(doc, 'ssdb-update-later', '✕', false);
  later.setAttribute('aria-label', t('offline.later'));
  later.title = t('offline.later');
  later.addEventListener('click', () => {
    dismissed = true;
    banner.remove();
  });
  banner.append(words, reload, later);
  doc.body.append(banner);
}

/** A button at least 44 px high (the menu's own rule for a touch target). */
function button(doc: Document, id: string, caption: string, main: boolean): HTMLButtonElement {
  const b = doc.createElement('button');
  b.type = 'button';
  b.id = id;
  b.textContent = caption;
  Object.assign(b.style, {
    minHeight: '44px', minWidth: '44px', padding: '0 16px', borderRadius: '10px', cursor: 'pointer', font: 'inherit',
    border: `1.5px solid ${main ? '#f0d58c' : 'rgba(140,156,196,0.6)'}`,
    background: main ? '#c9a85a' : 'transparent', color: main ? '#0a102a' : '#c9d3f0',
  });
  return b;
}
