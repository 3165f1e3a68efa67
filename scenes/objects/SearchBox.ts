// The gallery's search box: a real text input laid over the canvas (as the menu's seed), so a touch
// keyboard, the browser's own editing and a screen reader work; styled as the game's gold-rimmed glass.
// Its style is set through the CSSOM, which the page's Content-Security-Policy allows (no inline style).
import type Phaser from 'phaser';
import type { Rect } from '../presenter/table-layout';

export class SearchBox {
  private readonly input: HTMLInputElement;

  constructor(private readonly scene: Phaser.Scene, onChange: (query: string) => void) {
    const input = document.createElement('input');
    input.type = 'search';
    input.id = 'ssdb-gallery-search';
    input.enterKeyHint = 'search';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.style.cssText = 'position:absolute;box-sizing:border-box;border-radius:14px;border:1.5px solid rgba(201,168,90,0.8);'
      + 'background:rgba(10,16,42,0.94);color:#f3e2b0;font:600 17px Inter,Arial,sans-serif;padding:0 16px;outline:none;'
      + 'user-select:text;-webkit-user-select:text;touch-action:manipulation;';
    input.addEventListener('input', () => onChange(input.value));
    input.addEventListener('focus', () => { input.style.borderColor = 'rgba(255,215,120,1)'; });
    input.addEventListener('blur', () => { input.style.borderColor = 'rgba(201,168,90,0.8)'; });
    input.addEventListener('keydown', (e) => {
      // Enter closes a touch keyboard; Esc empties the box, then leaves it.
      if (e.key === 'Enter') input.blur();
      if (e.key === 'Escape') {
        if (input.value) { input.value = ''; onChange(''); } else input.blur();
      }
      e.stopPropagation();
    });
    scene.game.canvas.parentElement?.appendChild(input);
    this.input = input;
  }

  get focused(): boolean { return document.activeElement === this.input; }

  focus(): void { this.input.focus(); }

  /** Places the box over the canvas rectangle r (game pixels), with its placeholder. */
  place(r: Rect, placeholder: string, visible: boolean): void {
    const canvas = this.scene.game.canvas.getBoundingClientRect();
    const k = canvas.width / this.scene.scale.width;
    this.input.placeholder = placeholder;
    this.input.setAttribute('aria-label', placeholder);
    Object.assign(this.input.style, { left: `${r.x * k}px`, top: `${r.y * k}px`, width: `${r.w * k}px`, height: `${r.h * k}px` });
    this.setVisible(visible);
  }

  /** Hidden under the zoom (a page element would float over the canvas). */
  setVisible(on: boolean): void {
    this.input.style.visibility = on ? '' : 'hidden';
    if (!on) this.input.blur();
  }

  destroy(): void { this.input.remove(); }
}
