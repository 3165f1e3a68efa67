// The cooperative game's entry in the scenes' mode table (presenter-modes.ts): the board and its score
// screen, the CoopController, the flow's moment and step in the hooks' phase, Poseidon's places in the
// audience's captions, the menu's heroes, coop bots, difficulty and open hands.
import { browserThinker } from '../../../src/app/bot-thinker';
import { dailyCoop } from '../../../src/app/daily';
import { coopGame } from '../../../src/app/game-actor';
import { HEROES, type CoopState } from '../../../src/engine';
import { t } from '../../../src/i18n';
import { CoopSession } from '../../../src/session/coop-session';
import { CoopController } from '../CoopController';
import type { PresenterMode } from '../presenter-modes';
import { rowAt } from '../replay-layout';
import { coopLayout } from './coop-layout';

export const COOP_MODE: PresenterMode<'coop'> = {
  table: 'CoopBoard',
  over: 'CoopOver',
  present: (game, settings, sound) => new CoopController(game, { speed: settings.speed, pace: settings.botPace, review: settings.botReview, openHands: settings.openHands && !settings.streamer, sound, thinker: browserThinker() }),
  replayed: (save, state, recent, watched) => ({ ...coopGame(CoopSession.at(save, state as CoopState, recent), 'table'), watched }),
  // Table talk is normal in a cooperative game: its replay hides no hand.
  replayHidesHands: false,
  // Over the status line.
  replayBar: (w, h, ctl) => rowAt(8, Math.max(0, coopLayout(w, h, ctl.model.heroes.length, !!ctl.session.setup.epics).hand.y - 68)),
  phase: (g) => ({ phase: g.actor.phase(), state: g.actor.machineState(), upkeepStep: null, moment: g.actor.moment(), step: g.actor.currentStep() }),
  audience: {
    known: (view) => [...view.board.breadwinner, ...view.board.poseidonMarked, ...view.board.piles.map((p) => p.pillar)],
    // A hero's turn is told by its own event (as the board's chronicle does).
    told: (events) => events.filter((e) => e.type !== 'turnStarted'),
    firstLine: (view) => ({ key: 'log.playersPhase', params: { round: view.board.round } }),
    turnBanner: false,
    // Over the cooperative board's centre.
    bannerY: 470,
  },
  progress: { continueKey: 'menu.continueInfoCoop', slotKey: 'menu.slots.coop' },
  menu: {
    heroes: HEROES,
    heroKey: 'hero.',
    seats: [2, 5],
    seatKey: 'menu.heroSeat',
    addKey: 'menu.addHero',
    // The difficulty (RULING-8), the Epics playable in the cooperative mode (RULING-14), and open
    // hands (a setting: every hero's hand shown to the table). Asgard stays in.
    optionsKey: 'menu.rules',
    switches: ['difficulty', 'epics', 'openHands'],
    start: (app, form) => { const { setup, seats } = form.coopSetup(); app.newGame('coop', setup, seats); },
    daily: (app, date) => { const daily = dailyCoop(date); app.newGame('coop', daily.setup, daily.seats); },
    // The coop lesson (issue 25), in place of the classic guided game when the form is set to coop.
    lesson: { id: 'menu:coopLesson', key: 'menu.coopLesson', start: (app) => { app.newCoopLesson(); } },
  },
  dailyLine: (save, view, lang) => {
    const players = save.seats.length;
    const outcome = view.result?.coop;
    const difficulty = t(`difficulty.${save.setup.difficulty ?? 'normal'}`, {}, lang);
    const board = view.board;
    return `${t('daily.coop', { players, difficulty }, lang)} · ${t(outcome?.heroesWin ? 'daily.coopWon' : 'daily.coopLost', {}, lang)}`
      + (outcome ? ` (${outcome.heroes} – ${outcome.poseidon})` : '') + ` · ${t('daily.rounds', { n: board?.round ?? 0 }, lang)}`;
  },
};
