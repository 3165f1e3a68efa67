// The test hook of a production build (issue 13: a hot-seat player opening the page with ?test=1 could
// read every hidden card): it reads, and only what the screen shows. Its surface is fixed here, so
// that a member added to it is a decision, not an accident.
import { describe, expect, it } from 'vitest';
import type { ClassicGame } from '../../src/app/game-actor';
import { GameApp } from '../../src/app/game-app';
import type { GameState, GameView } from '../../src/engine';
import { memoryStorage } from '../../src/persist/store';
import { TableController } from '../../scenes/presenter/TableController';
import type { CoopController } from '../../scenes/presenter/CoopController';
import { VIEWER_HOOK, viewerHook, type CardShown, type ScreenProbe } from '../../scenes/presenter/viewer-hook';
import { fakeTimers } from './helpers';

const card = (uid: number, visible: boolean, alpha = 1): CardShown => ({ uid, type: 16, role: 'hand', x: 0, y: 0, w: 10, h: 10, alpha, visible, depth: 0 });

const probe: ScreenProbe = {
  screen: () => 'ClassicTable',
  idle: () => true,
  cards: () => [card(1, true), card(2, false), card(3, true, 0)],
  refusals: () => [],
  jobs: () => [],
  rules: () => null,
};

/** A hot-seat game between two people, as the page makes it. */
function hotSeat() {
  const app = new GameApp<TableController | CoopController>(memoryStorage(), null, {
    present: (game) => new TableController(game as ClassicGame, { speed: 'instant', timers: fakeTimers(), now: () => 0 }),
  });
  app.newGame('classic', { seed: 7, heroes: ['seiya', 'shun'], firstSeat: 0 }, [{ kind: 'human' }, { kind: 'human' }]);
  const table = app.table as TableController;
  return { app, table, hook: viewerHook(app, probe) };
}

/** Every uid of a card the given seat holds out of the others' sight: its hand and its deck. */
const hiddenFrom = (state: GameState, seat: number) => state.players.filter((p) => p.seat !== seat)
  .flatMap((p) => [...p.hand, ...p.deck]).concat(state.players[seat].deck);

/** Everything the hook answers, as a page would read it (JSON). */
function everything(hook: ReturnType<typeof viewerHook>): string {
  const answers = Object.entries(hook).map(([k, v]) => [k, typeof v === 'function' ? (v as () => unknown)() : v]);
  return JSON.stringify(Object.fromEntries(answers));
}

describe('the production test hook', () => {
  it('has a fixed surface: no full state, no save, no other seat, no actions', () => {
    const { hook } = hotSeat();
    expect(Object.keys(hook).sort()).toEqual([
      'cards', 'fieldCards', 'guide', 'handoff', 'idle', 'jobs', 'kind', 'notice', 'phase', 'ready', 'refusals',
      'rules', 'saves', 'screen', 'seed', 'target', 'targets', 'view', 'viewer',
    ]);
    expect(hook.kind).toBe(VIEWER_HOOK);
    expect(hook.view).toHaveLength(0); // no seat to ask for
  });

  it('shows the audience\'s view while the hand-off screen hides the next hand, then only the viewer\'s hand', () => {
    const { app, table, hook } = hotSeat();
    expect(hook.handoff()).toBe(0);
    const hidden = hook.view() as GameView;
    expect(hidden.viewer).toBe('audience');
    expect(hidden.players.map((p) => p.hand)).toEqual([null, null]);

    table.acceptHandoff();
    const seen = hook.view() as GameView;
    expect(seen.viewer).toBe(0);
    expect(seen.players[0].hand).toHaveLength(5);
    expect(seen.players[1].hand).toBeNull();
    // Asking for another seat changes nothing: the argument is not read.
    expect((hook.view as (seat: unknown) => unknown)(1)).toEqual(seen);

    // Nothing the hook answers names a card hidden from the viewer (the other hand, the decks).
    const state = app.game!.session.state as GameState;
    const all = everything(hook);
    expect(hiddenFrom(state, 0).length).toBeGreaterThan(10);
    expect(all).toMatch(/"uid":\d+/); // the viewer's own cards are there, named so
    for (const uid of hiddenFrom(state, 0)) expect(all).not.toMatch(new RegExp(`"uid":${uid}\\b`));
  });

  it('lists only the cards drawn and visible', () => {
    const { hook } = hotSeat();
    expect(hook.cards().map((c) => c.uid)).toEqual([1]);
  });
});
