// Entry point: boots Phaser 4 with the scenes and, with ?test=1, exposes a small hook for Playwright.
import '@fontsource/cinzel/600.css';
import '@fontsource/cinzel/700.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/800.css';
import Phaser from 'phaser';
import { Boot } from '../scenes/Boot';
import { ClassicTable, TABLE_READY } from '../scenes/ClassicTable';
import { readUrlOptions } from '../scenes/setup';

export interface SsdbTestHook {
  /** True once the field is dealt and still. */
  ready: boolean;
  /** Card type ids shown on the field, in slot order. */
  fieldCards(): number[];
  seed: number;
}

declare global {
  interface Window {
    __SSDB_TEST__?: SsdbTestHook;
  }
}

const options = readUrlOptions(window.location.search);

const game = new Phaser.Game({
  type: Phaser.WEBGL,
  parent: 'game',
  backgroundColor: '#060b1e',
  // Software WebGL (SwiftShader) multisampling is slow; ?fast=1 turns it off for benchmarks.
  render: { antialiasGL: !options.fast },
  audio: { noAudio: true },
  banner: false,
  scale: {
    mode: Phaser.Scale.RESIZE,
    width: '100%',
    height: '100%',
  },
  scene: [Boot, ClassicTable],
  callbacks: {
    preBoot: (g) => g.registry.set('options', options),
  },
});

if (options.test) {
  const hook: SsdbTestHook = {
    ready: false,
    seed: options.seed,
    fieldCards: () => {
      const table = game.scene.getScene('ClassicTable') as ClassicTable | null;
      return table ? table.fieldCardTypes() : [];
    },
  };
  window.__SSDB_TEST__ = hook;
  game.events.once(TABLE_READY, () => {
    hook.ready = true;
  });
}
