// Phaser makes objects hit-testable only from the scene's next frame: it moves newly interactive objects
// into its hit-test list then, and it orders the objects under a pointer by the camera's list of what it
// rendered last frame (where new objects are missing, so a panel's shade could win over a button drawn
// on it). A panel redrawn on a tap would, until that frame, not answer the next tap as drawn: a quick
// second tap, or any tap on a loaded machine whose frames come late, fell through. This does both now.
import Phaser from 'phaser';

/** The input plugin's own per-frame step (it only moves its pending lists; nothing listens to it). */
interface PendingLists { preUpdate(): void }

export function hitTestableNow(scene: Phaser.Scene): void {
  (scene.input as unknown as PendingLists).preUpdate();
  scene.children.depthSort();
  for (const camera of scene.cameras.cameras) {
    const order: Phaser.GameObjects.GameObject[] = [];
    renderOrder(scene.children.list, camera, order);
    camera.renderList = order;
  }
}

/** What the next frame will render, in its order: a container, then what it holds. */
function renderOrder(list: Phaser.GameObjects.GameObject[], camera: Phaser.Cameras.Scene2D.Camera, out: Phaser.GameObjects.GameObject[]): void {
  for (const o of list) {
    if (!o.willRender(camera)) continue;
    out.push(o);
    if (o instanceof Phaser.GameObjects.Container) renderOrder(o.list, camera, out);
  }
}
