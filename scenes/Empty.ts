// ?scene=empty: nothing but a cleared screen, the baseline against which the table's frame time is
// measured in the same browser.
import Phaser from 'phaser';

export class Empty extends Phaser.Scene {
  constructor() {
    super('Empty');
  }
}
