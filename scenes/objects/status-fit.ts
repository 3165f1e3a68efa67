// The status line over the hand, fitted to its row. In streamer mode the stream's caption
// (StreamerCaptions) takes the row's right end and the status line keeps what it leaves on the left:
// the two never overlap (issue 25: the caption covered the end of the status line).
import type Phaser from 'phaser';
import type { Rect } from '../presenter/table-layout';

/** The most of the status row the streamer caption may take, at its right end. */
export const CAPTION_SHARE = 0.42;
/** Between the status line's end and the caption's band. */
const GAP = 16;

/** The status line's room in its row: all of it, or in streamer mode what the caption leaves. */
export function statusRoom(row: Rect, streamer: boolean): Rect {
  return streamer ? { ...row, w: Math.floor(row.w * (1 - CAPTION_SHARE)) - GAP } : row;
}

/** The status line as last fitted (the test hook's streamer() reading, while the line shows). */
export const statusDrawn: { rect: Rect | null } = { rect: null };

/** Scales the status line (placed at its row's left, its text set) down to fit its room. */
export function fitStatus(status: Phaser.GameObjects.Text, row: Rect, streamer: boolean): void {
  const room = statusRoom(row, streamer);
  status.setScale(1);
  if (status.width > room.w - 8) status.setScale((room.w - 8) / status.width);
  statusDrawn.rect = { x: status.x, y: status.y, w: status.displayWidth, h: status.displayHeight };
}
