// The keyboard at the table (issue 12): Esc backs out of whatever is open, Enter confirms a choice.
// Each key becomes one of the taps the table already understands, so a key can do nothing a tap
// could not; the scene only forwards the key's name (KeyboardEvent.key) with what is open.
import type { Uid } from '../../src/engine';
import type { ChooserModel, Tap } from './InputMapper';

/** What is open on the table, as the controller and its mapper tell it. */
export interface KeyContext {
  /** The card shown in the zoom panel. */
  inspected: Uid | null;
  /** The choice panel, if one is open. */
  chooser: Pick<ChooserModel, 'cancellable' | 'canConfirm'> | null;
  /** The selected (lifted) hand card. */
  selected: Uid | null;
}

/** The tap a key stands for now, or null when it means nothing. Esc closes the topmost thing only:
 *  the zoom first (it covers the table), then a choice that may be cancelled, then the selection. */
export function keyTap(key: string, at: KeyContext): Tap | null {
  if (key === 'Escape') {
    if (at.inspected !== null) return { kind: 'inspect', uid: null };
    if (at.chooser) return at.chooser.cancellable ? { kind: 'button', id: 'cancel' } : null;
    return at.selected !== null ? { kind: 'background' } : null;
  }
  if (key === 'Enter') {
    // Not while a card is zoomed: Enter must not answer a choice the player is not looking at.
    if (at.inspected !== null || !at.chooser?.canConfirm) return null;
    return { kind: 'button', id: 'confirm' };
  }
  return null;
}

/** Z or Ctrl+Z (⌘Z): undo (issue 13). Not a tap the mapper knows: the scene sends it to the table's
 *  undo (scenes/undo-action.ts), which the ↶ button calls too. A held key's repeats are ignored. */
export const isUndoKey = (event: Pick<KeyboardEvent, 'key' | 'repeat' | 'altKey'>): boolean =>
  (event.key === 'z' || event.key === 'Z') && !event.repeat && !event.altKey;
