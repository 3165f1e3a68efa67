// God of War's entry in the scenes' mode table (presenter-modes.ts): its table and end screen, the
// GowController, the flow's phase in the hooks, the audience's captions, the menu's rows, the daily line.
import { browserThinker } from '../../../src/app/bot-thinker';
import { dailyGow } from '../../../src/app/gow-games';
import { gowGame } from '../../../src/app/game-actor';
import { contentSet, DEFAULT_CONTENT, type GowEvent, type GowState } from '../../../src/engine';

const GOW_HEROES = contentSet(DEFAULT_CONTENT)?.heroes.map((h) => h.id) ?? [];
import { t } from '../../../src/i18n';
import { GowSession } from '../../../src/session/gow-session';
import { GowController } from '../GowController';
import type { PresenterMode } from '../presenter-modes';
import { rowAt } from '../replay-layout';

export const GOW_MODE: PresenterMode<'gow'> = {
  table: 'GowTable',
  over: 'GowOver',
  present: (game, settings, sound) => new GowController(game, { speed: settings.speed, pace: settings.botPace, review: settings.botReview, openHands: settings.openHands && !settings.streamer, sound, thinker: browserThinker() }),
  replayed: (save, state, recent, watched) => ({ ...gowGame(GowSession.at(save, state as unknown as GowState, recent as unknown as GowEvent[]), 'table'), watched }),
  // Closed hands are a hot-seat choice: a game still being played keeps them closed in its replay.
  replayHidesHands: true,
  replayBar: (w) => rowAt(8, Math.max(0, Math.round(w > 0 ? 56 : 0))),
  phase: (g) => ({ phase: g.actor.phase(), state: g.actor.machineState(), upkeepStep: null, moment: g.actor.moment() }),
  audience: {
    known: () => [],
    told: (events) => events,
    firstLine: (view) => ({ key: 'gow.hud.round', params: { n: view.round } }),
    turnBanner: false,
    bannerY: 420,
  },
  progress: { continueKey: 'menu.continueInfoGow', slotKey: 'menu.slots.gow' },
  menu: {
    heroes: GOW_HEROES,
    heroKey: 'gow.hero.',
    // 1 to 4 heroes; alone, the player is Kratos (rulebook p.13).
    seats: [1, 4],
    soloHero: contentSet(DEFAULT_CONTENT)?.solo?.hero ?? 'kratos',
    seatKey: 'menu.gowSeat',
    addKey: 'menu.addGowHero',
    optionsKey: 'menu.rules',
    switches: ['openHands'],
    start: (app, form) => { const { setup, seats } = form.gowSetup(); app.newGame('gow', setup, seats); },
    daily: (app, date) => { const daily = dailyGow(date); app.newGame('gow', daily.setup, daily.seats); },
    // The guided first round (src/tutorial/gow-lesson.ts).
    lesson: { id: 'menu:gowLesson', key: 'menu.gowLesson', start: (app) => { app.newGowLesson(); } },
  },
  dailyLine: (save, view, lang) => {
    const players = save.seats.length;
    return `${t('daily.gow', { players }, lang)} · ${t(view.result?.win ? 'daily.gowWon' : 'daily.gowLost', {}, lang)} · ${t('daily.rounds', { n: view.round }, lang)}`;
  },
};
