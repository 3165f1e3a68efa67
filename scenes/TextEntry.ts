// The game's own text entry box (issue 13), over whatever screen opened it: a title, a hint, a real
// text field (a DOM <textarea> or <input> laid over the canvas, styled in page.css, so that a touch
// tablet's on-screen keyboard, paste and selection all work), a message line and the game's buttons;
// optionally a "choose a file" button (a hidden <input type=file>). Used to load a game (a share code
// or a file), to show a share code to copy, and to rename a saved game. What each does is given by
// its opener (scenes/objects/transfer-ui.ts); Esc or a tap outside the panel cancels.
import Phaser from 'phaser';
import type { Tone } from './objects/ui';
import { Button, panelTexture, text } from './objects/ui';
import { ModalScene } from './ModalScene';
import { entryLayout } from './presenter/transfer-model';
import { registerTarget } from './presenter/targets';

export interface EntryButton {
  /** Its target id is `entry:<id>`. */
  id: string;
  caption: string;
  tone: Tone;
  run(entry: TextEntry): void | Promise<void>;
}

export interface EntryConfig {
  /** What the box is for ('load', 'share', 'rename'): the test hook tells it. */
  kind: string;
  title: string;
  hint: string;
  value?: string;
  multiline: boolean;
  readOnly?: boolean;
  maxLength?: number;
  placeholder?: string;
  /** A "choose a file" button at the left of the buttons (target `entry:file`). */
  file?: { accept: string; caption: string; chosen(file: File, entry: TextEntry): void | Promise<void> };
  buttons: EntryButton[];
  /** Runs once the box is up (e.g. to fill it when its text takes time to make). */
  opened?(entry: TextEntry): void;
}

export class TextEntry extends ModalScene {
  /** What the box shows, for the test hook: its kind, the field's text and the message; null when closed. */
  static shown: { kind: string; value: string; message: string | null } | null = null;
  private config!: EntryConfig;
  private field: HTMLTextAreaElement | HTMLInputElement | null = null;
  private picker: HTMLInputElement | null = null;
  private message: { text: string; tone: 'error' | 'info' } | null = null;
  private busy = false;
  private offs: (() => void)[] = [];

  constructor() {
    super('TextEntry');
  }

  init(config: EntryConfig): void {
    this.config = config;
    this.message = null;
    this.busy = false;
  }

  override create(): void {
    this.makeField();
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.field?.remove();
      this.picker?.remove();
      this.field = this.picker = null;
      for (const off of this.offs.splice(0)) off();
      TextEntry.shown = null;
    });
    super.create();
    this.config.opened?.(this);
    // Focus at once with a keyboard; a touch device opens its keyboard when the field is tapped.
    if (!this.sys.game.device.input.touch) this.field?.focus();
  }

  get value(): string { return this.field?.value ?? ''; }

  set value(v: string) {
    if (this.field) this.field.value = v;
    this.publish();
  }

  /** The message line (a refusal in red, news in gold); null clears it. */
  say(text: string | null, tone: 'error' | 'info' = 'error'): void {
    this.message = text === null ? null : { text, tone };
    this.publish();
    if (this.field) this.rebuild();
  }

  /** While a button's work runs, the buttons are off (a second tap cannot load a game twice). */
  setBusy(on: boolean): void {
    this.busy = on;
    if (this.field) this.rebuild();
  }

  /** Selects the field's whole text (the share code, for the device's own Copy). */
  selectAll(): void {
    this.field?.focus();
    this.field?.select();
  }

  get element(): HTMLTextAreaElement | HTMLInputElement | null { return this.field; }

  protected build(): void {
    const { width: w, height: h } = this.scale;
    const c = this.config;
    const probe = text(this, 0, 0, c.hint, 15, { color: '#c9d3f0', wordWrap: { width: Math.min(680, w - 24) - 40 } });
    const hintH = probe.height;
    probe.destroy();
    const L = entryLayout(w, h, { multiline: c.multiline, hintH });
    this.shade(L.panel, 0.82);
    this.keep(this.add.image(L.panel.x, L.panel.y, panelTexture(this, L.panel.w, L.panel.h, 'sheet')).setOrigin(0, 0));
    this.keep(text(this, L.panel.x + 20, L.titleY, c.title, 22, { display: true, color: '#f0d58c' }).setOrigin(0, 0.5).setLetterSpacing(3));
    this.keep(text(this, L.panel.x + 20, L.hintY, c.hint, 15, { color: '#c9d3f0', wordWrap: { width: L.hintW } }));
    this.placeField(L.field);
    if (this.message) {
      this.keep(text(this, L.panel.x + 20, L.messageY, this.message.text, 15, {
        weight: '700', color: this.message.tone === 'error' ? '#ff9d8f' : '#f3e2b0', wordWrap: { width: L.hintW },
      }));
    }
    const all: { id: string; caption: string; tone: Tone; fn: () => void }[] = [];
    if (c.file) all.push({ id: 'file', caption: c.file.caption, tone: 'navy', fn: () => this.picker?.click() });
    for (const b of c.buttons) all.push({ id: b.id, caption: b.caption, tone: b.tone, fn: () => void this.runButton(b) });
    const gap = 10, inner = L.panel.w - 40;
    const bw = (inner - gap * (all.length - 1)) / all.length;
    all.forEach((b, i) => {
      const button = new Button(this, `entry:${b.id}`, b.caption, b.tone, b.fn).place(L.panel.x + 20 + i * (bw + gap), L.buttonsY, bw, L.buttonH, 17);
      this.keep(button.setEnabled(!this.busy));
    });
  }

  protected override onOtherKey(e: KeyboardEvent): void {
    // Enter in a one-line field presses the first button (Save); a code box takes Enter as text.
    if (e.key === 'Enter' && !this.config.multiline && document.activeElement === this.field) {
      const first = this.config.buttons[0];
      if (first) void this.runButton(first);
    }
  }

  private async runButton(b: EntryButton): Promise<void> {
    if (this.busy) return;
    await b.run(this);
  }

  private makeField(): void {
    const c = this.config;
    const field = document.createElement(c.multiline ? 'textarea' : 'input');
    field.className = `ssdb-entry${c.multiline ? ' ssdb-entry-code' : ''}`;
    field.id = 'ssdb-entry';
    field.setAttribute('aria-label', c.title);
    field.spellcheck = false;
    field.autocomplete = 'off';
    if (field instanceof HTMLInputElement) field.type = 'text';
    field.value = c.value ?? '';
    if (c.readOnly) field.readOnly = true;
    if (c.maxLength) field.maxLength = c.maxLength;
    if (c.placeholder) field.placeholder = c.placeholder;
    field.addEventListener('input', () => this.publish());
    // A read-only code is selected whole when touched, ready for the device's Copy.
    if (c.readOnly) field.addEventListener('focus', () => field.select());
    const parent = this.game.canvas.parentElement ?? document.body;
    parent.appendChild(field);
    this.field = field;
    if (c.file) {
      const picker = document.createElement('input');
      picker.type = 'file';
      picker.accept = c.file.accept;
      picker.className = 'ssdb-file';
      picker.id = 'ssdb-entry-file';
      picker.addEventListener('change', () => {
        const file = picker.files?.[0];
        picker.value = ''; // the same file chosen again is read again
        if (file) void c.file!.chosen(file, this);
      });
      parent.appendChild(picker);
      this.picker = picker;
    }
    this.offs.push(registerTarget('entry:field', () => {
      const r = this.field?.getBoundingClientRect();
      return r && r.width > 0 ? { x: r.left, y: r.top, w: r.width, h: r.height } : null;
    }));
    this.publish();
  }

  /** Lays the field over the canvas at the panel's place (CSS px of the page). */
  private placeField(r: { x: number; y: number; w: number; h: number }): void {
    const f = this.field;
    if (!f) return;
    const canvas = this.game.canvas.getBoundingClientRect();
    const k = canvas.width / this.scale.width;
    Object.assign(f.style, { left: `${r.x * k}px`, top: `${r.y * k}px`, width: `${r.w * k}px`, height: `${r.h * k}px` });
  }

  private publish(): void {
    TextEntry.shown = { kind: this.config.kind, value: this.value, message: this.message?.text ?? null };
  }
}
