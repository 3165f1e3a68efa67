// The classic game's entry in the scenes' mode table (presenter-modes.ts): the classic table and its
// score screen, the TableController, the upkeep in the hooks' phase, the menu's sets and bots.
import { browserThinker } from '../../../src/app/bot-thinker';
import { dailyClassic } from '../../../src/app/daily';
import { classicGame } from '../../../src/app/game-actor';
import { HEROES, type GameState } from '../../../src/engine';
import { t } from '../../../src/i18n';
import { GameSession } from '../../../src/session/game-session';
import type { PresenterMode } from '../presenter-modes';
import { classicBar } from '../replay-layout';
import { scoreRows } from '../scores';
import { tableLayout } from '../table-layout';
import { TableController } from '../TableController';

export const CLASSIC_MODE: PresenterMode<'classic'> = {
  table: 'ClassicTable',
  over: 'GameOver',
  present: (game, settings, sound) => new TableController(game, { speed: settings.speed, pace: settings.botPace, review: settings.botReview, sound, thinker: browserThinker() }),
  replayed: (save, state, recent, watched) => ({ ...classicGame(GameSession.at(save, state as GameState, recent), 'table'), watched }),
  // Hot-seat players must not read each other's hands in the replay of a game still being played.
  replayHidesHands: true,
  // Right of the hand.
  replayBar: (w, h, ctl) => classicBar(tableLayout(w, h, ctl.session.seats.length, ctl.model.expansion !== null)),
  phase: (g) => ({ phase: g.actor.phase(), state: g.actor.machineState(), upkeepStep: g.actor.upkeepStep() }),
  audience: {
    known: () => [],
    told: (events) => events,
    firstLine: (view) => ({ key: 'log.turn', params: { hero: { seat: view.active }, turn: view.turn }, seat: view.active }),
    turnBanner: true,
    // Over the classic table's open middle (under the field).
    bannerY: 660,
  },
  progress: { continueKey: 'menu.continueInfo', slotKey: 'menu.slots.classic' },
  menu: {
    heroes: HEROES,
    heroKey: 'hero.',
    seats: [2, 5],
    seatKey: 'menu.seat',
    addKey: 'menu.add',
    // The expansions, the promo cards (issue 22) and the Epics (Poseidon rulebook "Mise en place"),
    // each on or off; the promo cards stay out of the cooperative mode (docs/expansions.md).
    optionsKey: 'menu.sets',
    switches: ['asgard', 'poseidon', 'promo', 'epics'],
    start: (app, form) => { const { setup, seats } = form.setup(); app.newGame('classic', setup, seats); },
    daily: (app, date) => { const daily = dailyClassic(date); app.newGame('classic', daily.setup, daily.seats); },
    lesson: { id: 'menu:guide', key: 'menu.guide', start: (app) => { app.newGuidedGame(); } },
  },
  dailyLine: (save, view, lang) => {
    const players = save.seats.length;
    // The player is the first seat (src/app/daily.ts seats them there).
    const mine = view.result ? scoreRows(view.result).find((r) => r.seat === 0) : undefined;
    const vp = mine?.vp ?? 0, rank = mine?.rank ?? 1;
    const hero = t(`hero.${save.setup.heroes[0]}`, {}, lang);
    return `${t('daily.classic', { players }, lang)} · ${t('daily.classicResult', { hero, vp, rank, players }, lang)} · ${t('daily.turns', { n: view.turn }, lang)}`;
  },
};
