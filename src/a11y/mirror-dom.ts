// The screen reader's layer beside the canvas (issue 29): the table told as text (the hand, the field,
// the players, the decision) and what may be done as real <button>s, reached with Tab and pressed with
// Enter or Space, plus a polite live region that reads each new line of the chronicle. Plain DOM, no
// Phaser: scenes/a11y-mirror.ts gives it a MirrorModel read through the table's eyes. It is visually
// hidden (clipped, never display:none, so screen readers read it) until a keyboard focus lands in it:
// then it shows as a panel at the top left (page.css `.a11y-mirror:focus-within`).

/** A list of things the table shows, under a heading. */
export interface MirrorSection { heading: string; items: string[] }
/** A button of the layer: an action of the game or a button of the screen; id: stable between renders. */
export interface MirrorButton { id: string; label: string; press(): void; /** A switch: on or off. */ pressed?: boolean }

export interface MirrorModel {
  /** What the screen is (the menu, the table) and a line saying where the game stands. */
  title: string;
  status: string | null;
  sections: MirrorSection[];
  /** The game's actions offered to the player now, under their heading (empty heading: none shown). */
  actionsHeading: string;
  actions: MirrorButton[];
  /** A line under the actions (none to take now, or more than listed), or null. */
  actionsNote: string | null;
  /** The screen's own buttons (the menu's, the table's chrome), under their heading. */
  buttonsHeading: string;
  buttons: MirrorButton[];
}

export interface Mirror {
  readonly root: HTMLElement;
  /** Draws the model (nothing changes when it reads the same: focus and reading position are kept). */
  render(model: MirrorModel): void;
  /** Says a line through the polite live region. */
  announce(line: string): void;
  remove(): void;
}

const LIVE_KEEP = 3;

export function createMirror(doc: Document, label: string): Mirror {
  const root = doc.createElement('div');
  root.className = 'a11y-mirror';
  root.id = 'a11y-mirror';
  root.setAttribute('role', 'region');
  root.setAttribute('aria-label', label);
  // The fallback for the focus when the button that had it goes (the action was taken).
  root.tabIndex = -1;
  const body = doc.createElement('div');
  const live = doc.createElement('div');
  live.className = 'a11y-live';
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('aria-atomic', 'false');
  root.append(body, live);
  // The game's keys (Enter confirms a choice, Esc backs out: presenter/keys.ts) are heard on the
  // window: a key pressed on the layer's buttons is theirs alone, not also the table's.
  root.addEventListener('keydown', (e) => e.stopPropagation());
  root.addEventListener('keyup', (e) => e.stopPropagation());
  doc.body.append(root);
  let shown = '';
  let presses = new Map<string, () => void>();

  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] => {
    const e = doc.createElement(tag);
    if (text !== undefined) e.textContent = text;
    return e;
  };

  const buttonList = (heading: string, buttons: MirrorButton[], note: string | null = null): HTMLElement[] => {
    if (!heading) return [];
    const list = el('div');
    list.className = 'a11y-buttons';
    for (const b of buttons) {
      const button = el('button', b.label);
      button.type = 'button';
      button.dataset.id = b.id;
      if (b.pressed !== undefined) button.setAttribute('aria-pressed', String(b.pressed));
      // The press is looked up when it happens: a render may have replaced it meanwhile.
      button.addEventListener('click', () => presses.get(b.id)?.());
      list.append(button);
    }
    return [el('h3', heading), ...(note ? [el('p', note)] : []), list];
  };

  return {
    root,
    render(model) {
      presses = new Map([...model.actions, ...model.buttons].map((b) => [b.id, b.press]));
      const key = JSON.stringify([model.title, model.status, model.sections, model.actionsHeading, model.actionsNote, model.buttonsHeading,
        model.actions.map((b) => [b.id, b.label]), model.buttons.map((b) => [b.id, b.label, b.pressed])]);
      if (key === shown) return;
      shown = key;
      const focused = doc.activeElement instanceof HTMLElement && root.contains(doc.activeElement) ? doc.activeElement : null;
      const focusedId = focused?.dataset.id ?? null;
      const parts: HTMLElement[] = [el('h2', model.title)];
      if (model.status) parts.push(el('p', model.status));
      for (const s of model.sections) {
        parts.push(el('h3', s.heading));
        if (!s.items.length) continue;
        const list = el('ul');
        for (const item of s.items) list.append(el('li', item));
        parts.push(list);
      }
      parts.push(...buttonList(model.actionsHeading, model.actions, model.actionsNote), ...buttonList(model.buttonsHeading, model.buttons));
      body.replaceChildren(...parts);
      if (!focused) return;
      // Keep the keyboard where it was: the same button, else the first one offered, else the region.
      const same = focusedId === null ? null : [...body.querySelectorAll('button')].find((b) => b.dataset.id === focusedId);
      (same ?? body.querySelector('button') ?? root).focus();
    },
    announce(line) {
      const p = el('p', line);
      live.append(p);
      while (live.childElementCount > LIVE_KEEP) live.firstElementChild?.remove();
    },
    remove() { root.remove(); },
  };
}
