// The new-game form of the menu, in plain TS: the mode (classic, cooperative against Poseidon, God of
// War), its seats (2 to 5; God of War 1 to 4: the mode's entry says), each a human or a bot with a hero
// of the mode no other seat has, and a seed. A bot has a level, easy, normal or hard (issue 26), which
// means a bot kind in each mode (src/bots/levels.ts). In a classic game the expansions and Epics are
// chosen; in a cooperative one the difficulty and the Epics (Asgard stays in). It produces the setup
// and seats of the mode's session.
import type { HeroName } from '../../src/cards';
import { coopKnobs, DIFFICULTIES, EXPANSION_SETS, MODES, type CoopSetupOptions, type Difficulty, type ExpansionSet, type GowSetup, type Mode, type SetupOptions } from '../../src/engine';
import { t, type Lang } from '../../src/i18n';
import type { CoopSeatConfig, GowSeatConfig, SeatConfig } from '../../src/persist/save';
import type { SaveNotice } from '../../src/persist/store';
import { BOT_LEVELS, kindOfLevel, levelOfKind, type BotLevel } from '../../src/bots/levels';
import { presenterMode } from './presenter-modes';

export type MenuMode = Mode;

/** A seat: person or bot, the bot's level (the same in both modes), the hero. */
export interface MenuSeat { kind: 'human' | 'bot'; level: BotLevel; hero: string }

/** The message key naming a seat's bot's level (the same words in both modes). */
export const botLabelKey = (seat: MenuSeat, _mode?: MenuMode): string => `menu.level.${seat.level}`;

/** What the menu remembers between visits: everything of the form but the seed, and whether the
 *  player has opened the cooperative setup (until then its difficulty is the newcomer's, Easy). */
export interface MenuMemory { mode: MenuMode; seats: MenuSeat[]; sets: ExpansionSet[]; epics: boolean; difficulty: Difficulty; difficultySeen: boolean }

/** Does the mode's form show the difficulty (the cooperative one)? */
const showsDifficulty = (mode: MenuMode): boolean => presenterMode(mode).menu.switches.includes('difficulty');

/** Where a memory from before issue 26 kept each mode's bot kind. */
const OLD_BOT_FIELD = { classic: 'bot', coop: 'coopBot', gow: 'bot' } as const satisfies Record<Mode, string>;

/** The mode's heroes and seat bounds (its presenter entry's menu). */
const menuOf = (mode: Mode) => presenterMode(mode).menu;

/** A remembered seat; one from before issue 26 has no level but a bot kind per mode: the level is that
 *  of the remembered mode's kind (a classic "random" or a coop "greedy" reads as easy). */
function seatOf(raw: unknown, mode: Mode): MenuSeat | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Partial<Record<keyof MenuSeat | 'bot' | 'coopBot', unknown>>;
  if ((r.kind !== 'human' && r.kind !== 'bot') || !(menuOf(mode).heroes as readonly unknown[]).includes(r.hero)) return null;
  const old = r[OLD_BOT_FIELD[mode]];
  const level = (BOT_LEVELS as readonly unknown[]).includes(r.level) ? r.level as BotLevel : typeof old === 'string' ? levelOfKind(mode, old) : null;
  return level && { kind: r.kind, level, hero: r.hero as string };
}

export class MenuModel {
  mode: MenuMode = 'classic';
  seats: MenuSeat[] = [
    { kind: 'human', level: 'normal', hero: 'seiya' },
    { kind: 'bot', level: 'normal', hero: 'shiryu' },
  ];

  /** The optional sets in (base always: Asgard, Poseidon, the promo cards) and the Epics: off by
   *  default, a plain base game. */
  sets: ExpansionSet[] = [];
  epics = false;
  /** The cooperative game's difficulty (RULING-8). A first coop game is Easy (issue 25: our own
   *  bots win none at Normal); once the player has seen the coop setup, their choice is kept. */
  difficulty: Difficulty = 'easy';
  /** Has the player opened a setup showing the difficulty, the coop one (this visit or an earlier one)? */
  difficultySeen = false;

  constructor(public seed: number) {}

  setMode(mode: MenuMode): void {
    this.mode = mode;
    if (showsDifficulty(mode)) this.difficultySeen = true;
    this.fitSeats();
  }

  /** The seats fitted to the mode: as many as it takes, heroes it has (kept where they are its own). */
  private fitSeats(): void {
    const { heroes, seats: [min, max] } = menuOf(this.mode);
    const seats = this.seats.slice(0, max);
    while (seats.length < min) seats.push({ kind: 'bot', level: 'normal', hero: '' });
    const taken = new Set<string>();
    for (const s of seats) {
      if (!heroes.includes(s.hero) || taken.has(s.hero)) s.hero = heroes.find((h) => !taken.has(h) && !seats.some((o) => o !== s && o.hero === h)) ?? heroes[0];
      taken.add(s.hero);
    }
    this.seats = seats;
    this.soloRule();
  }

  /** Alone, the player is the mode's solo hero (God of War: Kratos, rulebook p.13). */
  private soloRule(): void {
    const solo = menuOf(this.mode).soloHero;
    if (solo && this.seats.length === 1) this.seats[0].hero = solo;
  }

  toggleSet(set: ExpansionSet): void {
    this.sets = this.sets.includes(set) ? this.sets.filter((s) => s !== set) : [...this.sets, set];
  }

  toggleEpics(): void {
    this.epics = !this.epics;
  }

  /** easy → normal → hard → easy. */
  nextDifficulty(): void {
    this.difficulty = DIFFICULTIES[(DIFFICULTIES.indexOf(this.difficulty) + 1) % DIFFICULTIES.length];
  }

  get canAdd(): boolean { return this.seats.length < menuOf(this.mode).seats[1]; }
  get canRemove(): boolean { return this.seats.length > menuOf(this.mode).seats[0]; }

  add(): void {
    if (!this.canAdd) return;
    const hero = menuOf(this.mode).heroes.find((h) => !this.seats.some((s) => s.hero === h))!;
    this.seats.push({ kind: 'bot', level: 'normal', hero });
  }

  remove(i: number): void {
    if (!this.canRemove) return;
    this.seats.splice(i, 1);
    this.soloRule();
  }

  toggleKind(i: number): void {
    const s = this.seats[i];
    s.kind = s.kind === 'human' ? 'bot' : 'human';
  }

  /** The bot's next level: easy → normal → hard → easy. */
  toggleBot(i: number): void {
    const s = this.seats[i];
    s.level = BOT_LEVELS[(BOT_LEVELS.indexOf(s.level) + 1) % BOT_LEVELS.length];
  }

  /** The next hero no other seat has. */
  nextHero(i: number): void {
    const heroes = menuOf(this.mode).heroes;
    if (this.seats.length === 1 && menuOf(this.mode).soloHero) return;
    const taken = new Set(this.seats.filter((_, k) => k !== i).map((s) => s.hero));
    const start = heroes.indexOf(this.seats[i].hero);
    for (let k = 1; k <= heroes.length; k++) {
      const h = heroes[(start + k) % heroes.length];
      if (!taken.has(h)) { this.seats[i].hero = h; return; }
    }
  }

  /** The form as the menu remembers it for next time (issue 12: it forgot the heroes chosen). */
  snapshot(): MenuMemory {
    return { mode: this.mode, seats: this.seats.map((s) => ({ ...s })), sets: [...this.sets], epics: this.epics, difficulty: this.difficulty, difficultySeen: this.difficultySeen };
  }

  /** Takes back a remembered form; anything damaged or unknown in it is ignored, field by field. */
  restore(memory: unknown): void {
    if (typeof memory !== 'object' || memory === null) return;
    const m = memory as Partial<Record<keyof MenuMemory, unknown>>;
    if ((MODES as readonly unknown[]).includes(m.mode)) this.mode = m.mode as Mode;
    if (typeof m.epics === 'boolean') this.epics = m.epics;
    // A memory from before issue 25 has no difficultySeen: its difficulty counts only if its last game was coop
    // (a classic player's memory says 'normal' because that was the default, not their choice).
    if (m.difficultySeen === true || showsDifficulty(this.mode)) this.difficultySeen = true;
    if (this.difficultySeen && (DIFFICULTIES as readonly unknown[]).includes(m.difficulty)) this.difficulty = m.difficulty as Difficulty;
    if (Array.isArray(m.sets)) this.sets = [...new Set(m.sets.filter((x): x is ExpansionSet => (EXPANSION_SETS as readonly unknown[]).includes(x)))];
    const [min, max] = menuOf(this.mode).seats;
    if (!Array.isArray(m.seats) || m.seats.length < min || m.seats.length > max) return this.fitSeats();
    const seats = m.seats.map((s) => seatOf(s, this.mode));
    if (seats.every((x): x is MenuSeat => x !== null) && new Set(seats.map((x) => x.hero)).size === seats.length) this.seats = seats;
    this.fitSeats();
  }

  /** Reads a typed seed; anything but a whole number keeps the old one. */
  setSeed(raw: string): boolean {
    const n = Number(raw.trim());
    if (raw.trim() === '' || !Number.isSafeInteger(n)) return false;
    this.seed = n;
    return true;
  }

  /** A God of War game's setup and seats (on the first Mission, as the rulebook advises a first game). */
  gowSetup(): { setup: GowSetup; seats: GowSeatConfig[] } {
    return {
      setup: { seed: this.seed, heroes: this.seats.map((s) => s.hero), firstMission: 'wanderers' },
      seats: this.seats.map((s) => (s.kind === 'human' ? { kind: 'human' } : { kind: 'bot', bot: kindOfLevel('gow', s.level) })),
    };
  }

  /** The classic game's setup and seats. */
  setup(): { setup: SetupOptions; seats: SeatConfig[] } {
    return {
      setup: {
        seed: this.seed, heroes: this.seats.map((s) => s.hero as HeroName),
        ...(this.sets.length ? { sets: [...this.sets].sort() } : {}), ...(this.epics ? { epics: true } : {}),
      },
      seats: this.seats.map((s) => (s.kind === 'human' ? { kind: 'human' } : { kind: 'bot', bot: kindOfLevel('classic', s.level) })),
    };
  }

  /** The cooperative game's setup and seats (Asgard in, the heroes spread around the board). */
  coopSetup(): { setup: CoopSetupOptions; seats: CoopSeatConfig[] } {
    return {
      setup: { seed: this.seed, heroes: this.seats.map((s) => s.hero as HeroName), difficulty: this.difficulty, ...coopKnobs(this.difficulty), ...(this.epics ? { epics: true } : {}) },
      seats: this.seats.map((s) => (s.kind === 'human' ? { kind: 'human' } : { kind: 'bot', bot: kindOfLevel('coop', s.level) })),
    };
  }
}

/** The menu's notice of a saved game that could not be read: one sentence in the player's language,
 *  its reason and the storage's failure phrased from the store's codes (issue 13: it read "it was set
 *  aside (… it could not be set aside … so it was left in place)"). */
export function noticeText(notice: SaveNotice, lang?: Lang): string {
  const reason = notice.reason ? t(`save.reason.${notice.reason}`, notice.params, lang) : '';
  const storage = notice.storage ? t(`save.storage.${notice.storage}`, notice.params, lang) : '';
  return t(`menu.notice.${notice.kind}`, { reason, storage }, lang);
}

/** The menu's sizes at one density, in CSS px (the Phaser game is sized in CSS px: Scale.RESIZE). */
export interface MenuLayout {
  margin: number; titleH: number; titleFont: number;
  /** A form row (mode, seat, add, options, seed): its controls are this high. */
  rowH: number; gap: number; headH: number;
  continueH: number; startH: number; seedGap: number; afterStart: number;
  settingsButtonH: number; settingsH: number;
  noticeH: number; savedH: number; formH: number;
  /** The streaming row (Audience window, Streamer mode) under the settings, when the sides have no room for it. */
  streamH: number;
}

/** What the menu shows that takes height; `notice` is the height of the notice's wrapped text (0: none). */
export interface MenuNeeds { seats: number; canAdd: boolean; saved: boolean; notice: number; streamRow?: boolean }

type Density = Omit<MenuLayout, 'noticeH' | 'savedH' | 'formH' | 'streamH'>;
const DENSITIES: readonly Density[] = [
  { margin: 12, titleH: 130, titleFont: 54, rowH: 50, gap: 8, headH: 44, continueH: 58, startH: 60, seedGap: 14, afterStart: 22, settingsButtonH: 46, settingsH: 62 },
  { margin: 12, titleH: 82, titleFont: 40, rowH: 46, gap: 8, headH: 44, continueH: 58, startH: 60, seedGap: 14, afterStart: 22, settingsButtonH: 46, settingsH: 62 },
  { margin: 8, titleH: 58, titleFont: 30, rowH: 44, gap: 6, headH: 36, continueH: 48, startH: 50, seedGap: 8, afterStart: 14, settingsButtonH: 46, settingsH: 54 },
];

/** The menu's whole height, its top margin included. */
export const menuHeight = (l: MenuLayout): number => l.margin + l.titleH + l.noticeH + l.savedH + l.formH + l.settingsH + l.streamH;

/** The roomiest sizes that fit the window's height: a short window starts from the compact ones,
 *  the tightest keeps every control at least 44 px high (a fingertip) and fits 1280×720 with five
 *  seats and a saved game. */
export function menuLayout(h: number, needs: MenuNeeds): MenuLayout {
  const rows = 1 + needs.seats + (needs.canAdd ? 1 : 0) + 1; // the mode, the seats, "add", the options
  const sized = (d: Density): MenuLayout => ({
    ...d,
    // The form's panel starts 8 px above its first row: the notice keeps clear of it.
    noticeH: needs.notice > 0 ? Math.ceil(needs.notice) + (d.gap < 8 ? 12 : 18) : 0,
    savedH: needs.saved ? d.continueH + 6 + 18 + (d.gap < 8 ? 10 : 16) : 0,
    formH: d.headH + rows * (d.rowH + d.gap) + 6 + d.rowH + d.seedGap + d.startH + d.afterStart,
    streamH: needs.streamRow ? d.settingsH : 0,
  });
  const candidates = (h < 760 ? DENSITIES.slice(1) : DENSITIES).map(sized);
  return candidates.find((l) => menuHeight(l) <= h) ?? candidates[candidates.length - 1];
}
