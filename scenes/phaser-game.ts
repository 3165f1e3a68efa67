// The Phaser 4 game with every scene, given the application (the registry's 'app') and the URL's
// options (the registry's 'options'). Phaser's own sound is off: Howler alone owns the AudioContext
// (src/audio), heard through the application's sound port.
import Phaser from 'phaser';
import type { UrlOptions } from '../src/app/url-options';
import { ArtReview } from './ArtReview';
import { Boot } from './Boot';
import { ClassicTable } from './ClassicTable';
import { CoopArt } from './CoopArt';
import { CoopBoard } from './CoopBoard';
import { CoopOver } from './CoopOver';
import { Empty } from './Empty';
import { Gallery } from './Gallery';
import { GowArt } from './GowArt';
import { GowOver } from './GowOver';
import { GowTable } from './GowTable';
import { GameOver } from './GameOver';
import { Hud } from './Hud';
import { Menu } from './Menu';
import { Preload } from './Preload';
import { ReplayBar } from './ReplayBar';
import { Rules } from './Rules';
import { SoundSettings } from './SoundSettings';
import { DailyIntro } from './DailyIntro';
import { DeckViewer } from './DeckViewer';
import { PaceSettings } from './PaceSettings';
import { UI_TAP } from './objects/ui';
import { SaveWarning } from './SaveWarning';
import { StreamerCaptions } from './StreamerCaptions';
import { TextEntry } from './TextEntry';
import type { TableApp } from './presenter/table-control';

export function createPhaserGame(app: TableApp, options: UrlOptions): Phaser.Game {
  return new Phaser.Game({
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
    scene: [Boot, Preload, Menu, ClassicTable, Hud, GameOver, CoopBoard, CoopOver, GowTable, GowOver, Empty, ArtReview, CoopArt, GowArt, ReplayBar, Rules, SoundSettings, DailyIntro, DeckViewer, PaceSettings, SaveWarning, StreamerCaptions, TextEntry, Gallery],
    callbacks: {
      preBoot: (g) => {
        g.registry.set('options', options);
        g.registry.set('app', app);
        // Every button tap is heard (softly): the sound port, never Howler.
        g.events.on(UI_TAP, () => app.sound.cue('tap'));
      },
    },
  });
}
