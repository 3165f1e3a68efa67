// Each mode as the application plays it, one entry per mode: its session and flow (a new game, a save
// resumed), its daily deal, the game a URL starts, its undo policy and its music. GameApp, the daily
// game, the URL reader and the settings dispatch through this table; the engine's ruleset
// (RULESETS), the save's parts (persist/save-parts.ts) and the scenes' entry (scenes/scene-modes.ts)
// are the mode's other lines.
import { coopKnobs, type AnyState, type CoopSetupOptions, type GowSetup, type Mode, type SetupOptions } from '../engine';
import type { Music } from '../audio/cues';
import type { CoopSeatConfig, GowSeatConfig, SaveFile, SeatConfig } from '../persist/save';
import { CoopSession } from '../session/coop-session';
import { GameSession } from '../session/game-session';
import { GowSession } from '../session/gow-session';
import { isFirstGame } from '../tutorial/first-game';
import { isCoopLesson } from '../tutorial/coop-lesson';
import { isGowLesson } from '../tutorial/gow-lesson';
import { UNDO_POLICIES } from '../undo/ledger';
import type { UndoPolicy } from '../undo/horizon';
import { dailyClassic, dailyCoop, type DailyClassic, type DailyCoop } from './daily-deals';
import { classicGame, coopGame, gowGame, type ClassicGame, type CoopGame, type GowGame, type PlayedGame, type Steps } from './game-actor';
import { dailyGow, newGowGameOf, type DailyGow, type UrlGowGame } from './gow-games';
import { newClassicGameOf, newCoopGameOf, type UrlClassicGame, type UrlCoopGame, type UrlWords } from './url-games';

/** A saved game replayed into its mode's session, to be played under its mode's flow. */
export interface Resumed {
  readonly session: { readonly state: AnyState };
  /** The game under its flow; `guided`: this tab was playing the guided first game (a classic game's
   *  guide comes back when its setup is the guided game's). */
  play(steps: Steps, guided: boolean): PlayedGame;
}

/** What each mode's setup, seats and game are. */
interface ModeTypes {
  classic: { setup: SetupOptions; seats: SeatConfig[]; game: ClassicGame; daily: DailyClassic; url: UrlClassicGame };
  coop: { setup: CoopSetupOptions; seats: CoopSeatConfig[]; game: CoopGame; daily: DailyCoop; url: UrlCoopGame };
  gow: { setup: GowSetup; seats: GowSeatConfig[]; game: GowGame; daily: DailyGow; url: UrlGowGame };
}
export type SetupOf<M extends Mode> = ModeTypes[M]['setup'];
export type SeatsOf<M extends Mode> = ModeTypes[M]['seats'];
export type GameOf<M extends Mode> = ModeTypes[M]['game'];
/** The game ?new=1 asks for: its mode, and its seats and setup as the URL says them. */
export type UrlNewGame = { [M in Mode]: ModeTypes[M]['url'] & { mode: M } }[Mode];

export interface AppMode<T extends ModeTypes[Mode]> {
  /** A new game: its session, under its flow. */
  start(setup: T['setup'], seats: T['seats'], steps: Steps): T['game'];
  /** A valid save of this mode replayed into its session, or null when it does not resume. */
  resume(save: SaveFile): Resumed | null;
  /** The day's deal (daily-deals.ts). */
  daily(date: string): T['daily'];
  /** The game ?new=1 starts, as the URL's words say it (url-games.ts). */
  urlGame(params: UrlWords): T['url'];
  /** The setup of that game, dealt from `seed`. */
  urlSetup(game: T['url'], seed: number): T['setup'];
  /** How far undo may go, by the number of people at the table (src/undo). */
  undoPolicy(people: number): UndoPolicy;
  /** Its music (with its layers: audio/cues.ts MUSIC_LAYERS). */
  music: Music;
}

export const APP_MODES: { [M in Mode]: AppMode<ModeTypes[M]> } = {
  classic: {
    start: (setup, seats, steps) => classicGame(GameSession.start(setup, seats), steps),
    resume(save) {
      const session = GameSession.resume(save);
      return 'error' in session ? null : { session, play: (steps, guided) => classicGame(session, steps, guided && isFirstGame(session.setup)) };
    },
    daily: dailyClassic,
    urlGame: newClassicGameOf,
    urlSetup: ({ heroes, firstSeat, sets, epics }, seed) => ({ seed, heroes, ...(firstSeat === undefined ? {} : { firstSeat }), ...(sets ? { sets } : {}), ...(epics ? { epics } : {}) }),
    undoPolicy: UNDO_POLICIES.classic,
    music: 'classic',
  },
  coop: {
    start: (setup, seats, steps) => coopGame(CoopSession.start(setup, seats), steps),
    resume(save) {
      const session = CoopSession.resume(save);
      return 'error' in session ? null : { session, play: (steps, guided) => coopGame(session, steps, guided && isCoopLesson(session.setup)) };
    },
    daily: dailyCoop,
    urlGame: newCoopGameOf,
    urlSetup: ({ heroes, difficulty, epics, start }, seed) => ({ seed, heroes, difficulty, ...coopKnobs(difficulty), ...(epics ? { epics } : {}), ...(start ? { start } : {}) }),
    undoPolicy: UNDO_POLICIES.coop,
    music: 'coop',
  },
  gow: {
    start: (setup, seats, steps) => gowGame(GowSession.start(setup, seats), steps),
    resume(save) {
      const session = GowSession.resume(save);
      return 'error' in session ? null : { session, play: (steps, guided) => gowGame(session, steps, guided && isGowLesson(session.setup)) };
    },
    daily: dailyGow,
    urlGame: newGowGameOf,
    urlSetup: ({ heroes, firstMission }, seed) => ({ seed, heroes, ...(firstMission ? { firstMission } : {}) }),
    undoPolicy: UNDO_POLICIES.gow,
    music: 'gow',
  },
};

/** A new game of `mode` (the entry's start, typed by the mode). */
export const startGame = <M extends Mode>(mode: M, setup: SetupOf<M>, seats: SeatsOf<M>, steps: Steps): GameOf<M> =>
  (APP_MODES[mode] as unknown as AppMode<ModeTypes[M]>).start(setup, seats, steps);

/** The game ?new=1 asks for as its mode's new game takes it (the entry's urlSetup, typed by the mode). */
export function urlStart<M extends Mode>(game: UrlNewGame & { mode: M }, seed: number): { mode: M; setup: SetupOf<M>; seats: SeatsOf<M> } {
  const entry = APP_MODES[game.mode] as unknown as AppMode<ModeTypes[M]>;
  return { mode: game.mode, setup: entry.urlSetup(game as ModeTypes[M]['url'], seed), seats: game.seats as SeatsOf<M> };
}
