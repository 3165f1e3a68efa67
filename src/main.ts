// Entry point: boots Phaser 4 with the scenes, creates the application (settings, autosave, the
// table being played) and, with ?test=1, exposes window.__SSDB_TEST__ (docs/test-hook.md).
import '@fontsource/cinzel/600.css';
import '@fontsource/cinzel/700.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/800.css';
import Phaser from 'phaser';
import { ArtReview } from '../scenes/ArtReview';
import { Boot } from '../scenes/Boot';
import { ClassicTable } from '../scenes/ClassicTable';
import { Empty } from '../scenes/Empty';
import { GameOver } from '../scenes/GameOver';
import { Hud } from '../scenes/Hud';
import { Menu } from '../scenes/Menu';
import { Preload } from '../scenes/Preload';
import { GameApp } from '../scenes/presenter/app';
import { installTestHook } from '../scenes/test-hook';
import { readUrlOptions } from '../scenes/setup';
import { browserStorage, memoryStorage } from './persist/store';

const options = readUrlOptions(window.location.search);
const tabStorage = (): Storage | null => { try { return window.sessionStorage; } catch { return null; } };
const app = new GameApp(browserStorage() ?? memoryStorage(), tabStorage(), {
  ...(options.speed ? { speed: options.speed } : {}),
  ...(options.lang ? { lang: options.lang } : {}),
});

const game = new Phaser.Game({
  type: Phaser.WEBGL,
  parent: 'game',
  backgroundColor: '#060b1e',
  // Software WebGL (SwiftShader) multisampling is slow; ?fast=1 turns it off for tests and benchmarks.
  render: { antialiasGL: !options.fast },
  audio: { noAudio: true },
  banner: false,
  disableContextMenu: true,
  input: { activePointers: 2 },
  scale: { mode: Phaser.Scale.RESIZE, width: '100%', height: '100%' },
  scene: [Boot, Preload, Menu, ClassicTable, Hud, GameOver, Empty, ArtReview],
  callbacks: {
    preBoot: (g) => {
      g.registry.set('options', options);
      g.registry.set('app', app);
    },
  },
});

if (options.test) installTestHook(game, app, options);
