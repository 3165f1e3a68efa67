// Canvas textures painted once under a key, shared by the cards, the icons, the panels and the sky.
import Phaser from 'phaser';

/** Paints into a new canvas texture under key, unless the texture already exists. */
export function ensureCanvasTexture(
  scene: Phaser.Scene, key: string, w: number, h: number, paint: (ctx: CanvasRenderingContext2D) => void,
): string {
  if (scene.textures.exists(key)) return key;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(w));
  canvas.height = Math.max(1, Math.ceil(h));
  // A software canvas: uploading it to WebGL needs no read-back from the GPU (a stall in software WebGL).
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas context');
  paint(ctx);
  scene.textures.addCanvas(key, canvas);
  return key;
}

/** Removes textures whose key starts with prefix and are not in keep (after a resize). */
export function pruneTextures(scene: Phaser.Scene, prefix: string, keep: ReadonlySet<string>): void {
  for (const key of scene.textures.getTextureKeys()) {
    if (key.startsWith(prefix) && !keep.has(key)) scene.textures.remove(key);
  }
}
