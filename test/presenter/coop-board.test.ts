// The cooperative board's presenter: its controller conducts a whole game through the coop flow (bots
// at their pace, Poseidon's phase shown crossing by crossing as its animations play), taps become the
// board's actions (move by discarding, give, pick who plays), the events become the board's motions,
// and the layout keeps every control on screen and touchable (issue 11; Poseidon rulebook "Mode
// coopératif": "Phase des joueurs", "Phase de Poséidon").
import { describe, expect, it } from 'vitest';
import { coopGame } from '../../src/app/game-actor';
import type { CoopAction, CoopSetupOptions, GameEvent } from '../../src/engine';
import type { CoopSeatConfig } from '../../src/persist/save';
import { CoopSession } from '../../src/session/coop-session';
import type { AnimRunner } from '../../scenes/presenter/AnimationQueue';
import type { AnimStep } from '../../scenes/presenter/anim-jobs';
import { CoopController } from '../../scenes/presenter/CoopController';
import { coopEventsToSteps, markOf } from '../../scenes/presenter/coop/coop-anim';
import { coopLayout } from '../../scenes/presenter/coop/coop-layout';
import { MIN_TARGET, type Rect } from '../../scenes/presenter/table-layout';
import { fakeTimers } from './helpers';

const BOTS: CoopSeatConfig[] = [{ kind: 'bot', bot: 'planner' }, { kind: 'bot', bot: 'planner' }];
const HUMANS: CoopSeatConfig[] = [{ kind: 'human' }, { kind: 'human' }];

function board(seats: CoopSeatConfig[], setup: Partial<CoopSetupOptions> = {}, openHands = true) {
  const timers = fakeTimers();
  const session = CoopSession.start({ seed: 11, heroes: ['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'].slice(0, seats.length) as CoopSetupOptions['heroes'], difficulty: 'normal', ...setup }, seats);
  const game = coopGame(session, 'table');
  const ctl = new CoopController(game, { speed: 'instant', timers, now: () => 0, openHands });
  return { ctl, timers, session, game };
}

/** A runner that plays each step when the test says so (as a scene's tweens would end). */
function manualRunner() {
  const waiting: { step: AnimStep; done: () => void }[] = [];
  const runner: AnimRunner = { run: (step) => new Promise<void>((done) => waiting.push({ step, done })) };
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return { runner, waiting, async next() { waiting.shift()!.done(); await flush(); } };
}

/** Plays the heroes' phase with the planner's choices until the last hero's turn end is the next action. */
function upToLastTurnEnd(session: CoopSession): CoopAction {
  for (let i = 0; i < 500; i++) {
    const action = session.botAction() ?? (session.legal('team')[0] as CoopAction);
    const heroesLeft = session.state.board.played.length === session.state.players.length - 1;
    if (action.type === 'endTurn' && heroesLeft && session.state.board.inTurn) return action;
    session.send(action);
  }
  throw new Error('no turn end');
}

describe('the cooperative board (issue 11)', () => {
  it('lets bots play a whole cooperative game to its end screen through the flow', () => {
    const { ctl, timers, game } = board(BOTS, { difficulty: 'easy' });
    let over = 0;
    ctl.onGameOver(() => over++);
    ctl.start();
    for (let i = 0; i < 20_000 && !ctl.model.table.gameOver; i++) if (timers.run() === 0) break;
    expect(ctl.model.table.gameOver).toBe(true);
    expect(game.actor.moment()).toBe('gameOver');
    expect(over).toBe(1);
    // The final count the end screen shows: Poseidon's VP by source add up to his total.
    const coop = ctl.model.table.result!.coop!;
    const v = ctl.model.poseidonVp;
    expect(v.breadwinner + v.marked + v.faceUp + v.tokens + v.pillars).toBe(v.total);
    expect(coop.poseidon).toBe(v.total);
  });

  it('shows Poseidon\'s phase one crossing at a time, in the flow\'s order, as the animations play', async () => {
    const { ctl, session, game } = board(BOTS);
    const last = upToLastTurnEnd(session);
    const r = manualRunner();
    ctl.attach(r.runner);
    const shown: string[] = [];
    ctl.onStep((s) => { if (s) shown.push(s.kind === 'floodMoves' || s.kind === 'poseidonActs' ? `${s.kind}:${s.crossing}` : s.kind); });
    ctl.setSpeed('normal');
    expect(ctl.send(last).ok).toBe(true);
    expect(game.actor.moment()).toBe('shown');
    for (let i = 0; i < 400 && r.waiting.length; i++) await r.next();
    expect(game.actor.moment()).not.toBe('shown');
    const crossings = session.state.players.length; // at least one crossing per hero
    expect(shown.slice(0, 3)).toEqual(['upkeep', 'upkeep', 'poseidonBegins']);
    expect(shown).toContain('floodMoves:1');
    expect(shown.indexOf('floodMoves:1')).toBeLessThan(shown.indexOf('poseidonActs:1'));
    expect(shown.indexOf('poseidonActs:1')).toBeLessThan(shown.indexOf(`floodMoves:${crossings}`));
    expect(shown[shown.length - 1]).toBe('poseidonEnds');
  });

  it('turns a Poseidon phase\'s events into the pawn\'s glides, callouts, water and marks in order', () => {
    const { session } = board(BOTS);
    const last = upToLastTurnEnd(session);
    const before = [...session.state.field];
    const result = session.send(last);
    expect(result.ok).toBe(true);
    const events = (result as { events: GameEvent[] }).events;
    const steps = coopEventsToSteps(events, 0, before, session.state.board.pillars);
    const marks = steps.filter((s) => s.mark !== undefined || s.upkeep !== undefined).map((s) => s.mark ?? s.upkeep!);
    expect(marks).toEqual([...marks].sort((a, b) => a - b)); // never backwards: the flow is walked forwards
    const glides = steps.flatMap((s) => s.jobs).filter((j) => j.kind === 'flood');
    const crossed = events.filter((e) => (e as { type: string }).type === 'floodMoved').length;
    expect(glides).toHaveLength(crossed);
    expect(steps.flatMap((s) => s.jobs).filter((j) => j.kind === 'callout')).toHaveLength(crossed);
    expect(markOf({ kind: 'floodMoves', crossing: 2 })).toBeLessThan(markOf({ kind: 'poseidonActs', crossing: 2 }));
    expect(markOf({ kind: 'poseidonActs', crossing: 7 })).toBeLessThan(markOf({ kind: 'poseidonEnds' }));
  });

  it('picks the hero who plays by a tap, and moves a hero by discarding the card chosen', () => {
    // Rulebook "Phase des joueurs": the heroes choose who plays; moving to a neighbouring pile costs a
    // discarded card.
    const { ctl, session } = board(HUMANS, { start: [0, 3] });
    expect(ctl.model.toAct).toBe('team');
    ctl.tap({ kind: 'hero', seat: 0 });
    expect(session.state.board.inTurn).toBe(true);
    expect(session.state.active).toBe(0);
    const hand = [...session.state.players[0].hand];
    ctl.tap({ kind: 'pile', pile: 3 }); // not a neighbour: nothing
    expect(ctl.input.chooser()).toBeNull();
    ctl.tap({ kind: 'pile', pile: 1 });
    const chooser = ctl.input.chooser()!;
    expect(chooser.key).toBe('ui.moveChoose');
    expect(chooser.options).toEqual(hand);
    ctl.tap({ kind: 'option', value: hand[2] });
    ctl.tap({ kind: 'button', id: 'confirm' });
    expect(session.state.board.heroAt[0]).toBe(1);
    expect(session.state.players[0].discard).toContain(hand[2]);
    expect(session.state.players[0].hand).not.toContain(hand[2]);
  });

  it('gives cards by a tap on a hero or a card dropped on them; a tap at the wrong time changes nothing', () => {
    // Rulebook "Phase des joueurs": a hero may give cards to a hero at the same pile or a neighbouring
    // one (one card then); RULING-11 lists the cards that cannot be given.
    const { ctl, session } = board(HUMANS, { start: [0, 1] });
    const before = JSON.stringify(session.state);
    ctl.tap({ kind: 'pile', pile: 3 }); // nobody's turn yet: no move
    ctl.tap({ kind: 'dropOnHero', uid: session.state.players[0].hand[0], seat: 1 });
    expect(JSON.stringify(session.state)).toBe(before);
    // Play on (acquiring what can be) until the hero in turn has a card to give.
    for (let i = 0; i < 600 && !session.legal().some((a) => a.type === 'give'); i++) {
      const legal = session.legal();
      const next = legal.find((a) => a.type === 'acquire') ?? legal.find((a) => a.type === 'play') ?? legal.find((a) => a.type === 'endTurn')
        ?? legal.find((a) => a.type === 'takeTurn') ?? legal.find((a) => a.type === 'answer') ?? legal[0];
      session.send(next.type === 'endTurn' ? { ...next, discard: [] } : next);
    }
    const gift = session.legal().find((a): a is Extract<CoopAction, { type: 'give' }> => a.type === 'give')!;
    expect(gift).toBeDefined();
    ctl.tap({ kind: 'hero', seat: gift.to });
    const give = ctl.input.chooser()!;
    expect(give.key).toBe('ui.giveChoose');
    expect(give.options).toContain(gift.cards[0]);
    ctl.tap({ kind: 'option', value: gift.cards[0] });
    ctl.tap({ kind: 'button', id: 'confirm' });
    expect(session.state.players[gift.to].hand).toContain(gift.cards[0]);
    expect(session.state.players[gift.seat].hand).not.toContain(gift.cards[0]);
    const more = session.legal().find((a): a is Extract<CoopAction, { type: 'give' }> => a.type === 'give');
    if (more) {
      ctl.tap({ kind: 'dropOnHero', uid: more.cards[0], seat: more.to });
      expect(session.state.players[more.to].hand).toContain(more.cards[0]);
    }
  });

  it('lays the board out on screen with touchable controls at 1280×720, 1024×768 and 768×1024', () => {
    const inside = (r: Rect, w: number, h: number) => r.x >= 0 && r.y >= 0 && r.x + r.w <= w + 0.5 && r.y + r.h <= h + 0.5;
    const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
    for (const [w, h] of [[1280, 720], [1024, 768], [768, 1024]]) {
      for (let n = 2; n <= 5; n++) {
        const L = coopLayout(w, h, n);
        const B = L.board;
        const boardBox = { x: B.cx - B.r, y: B.cy - B.r * Math.cos(Math.PI / 7), w: 2 * B.r * 0.975, h: B.r * 1.9 };
        boardBox.x = B.cx - B.r * 0.975;
        for (const r of [L.column, L.poseidon, L.focus, L.hand, L.actions, L.status, ...L.heroes, ...L.headerButtons]) {
          expect(inside(r, w, h), `${w}x${h} ${n} heroes: ${JSON.stringify(r)}`).toBe(true);
        }
        expect(inside(boardBox, w, h)).toBe(true);
        for (const r of [L.column, L.poseidon, L.focus, L.hand, L.actions, ...L.heroes]) expect(overlap(boardBox, r), `${w}x${h}: board over ${JSON.stringify(r)}`).toBe(false);
        for (const r of [...L.heroes, ...L.headerButtons]) expect(r.h).toBeGreaterThanOrEqual(MIN_TARGET);
        expect(L.card).toBeGreaterThanOrEqual(MIN_TARGET);
        expect(L.handCard).toBeGreaterThanOrEqual(MIN_TARGET);
      }
    }
  });
});
