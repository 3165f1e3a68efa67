// Issue 25's coop defects whose cause is in a presenter: in hot-seat with closed hands the board's
// model holds no hand while the team picks who plays next (the last hero's stayed face up for the next
// person); the flood pawn's corner is read back from where it is drawn; the speed has one name.
import { describe, expect, it } from 'vitest';
import { coopGame } from '../../src/app/game-actor';
import type { CoopAction } from '../../src/engine';
import type { CoopSeatConfig } from '../../src/persist/save';
import { CoopSession } from '../../src/session/coop-session';
import { CoopController } from '../../scenes/presenter/CoopController';
import { intervalAt, intervalPoint } from '../../scenes/presenter/coop/heptagon';
import { SPEED_MARK } from '../../scenes/presenter/speed';
import { fakeTimers } from './helpers';

const HUMANS: CoopSeatConfig[] = [{ kind: 'human' }, { kind: 'human' }];

function board(openHands: boolean) {
  const timers = fakeTimers();
  const session = CoopSession.start({ seed: 3, heroes: ['seiya', 'shun'], difficulty: 'easy' }, HUMANS);
  const ctl = new CoopController(coopGame(session, 'table'), { speed: 'instant', timers, now: () => 0, openHands });
  ctl.start();
  const settle = () => { for (let i = 0; i < 200; i++) if (timers.run() === 0) break; ctl.acceptHandoff(); };
  settle();
  return { ctl, session, settle };
}

/** The team picks Seiya, who ends his turn: the team picks again. */
function afterFirstTurn(openHands: boolean) {
  const b = board(openHands);
  const pick = b.session.legal('team').find((a) => (a as { seat?: number }).seat === 0) as CoopAction;
  b.ctl.send(pick);
  b.settle();
  expect(b.ctl.model.table.hand?.length ?? 0).toBeGreaterThan(0);
  b.ctl.send(b.session.legal(0).find((a) => a.type === 'endTurn') as CoopAction);
  b.settle();
  if (b.session.state.pending) { b.ctl.send(b.session.legal(0)[0]); b.settle(); }
  expect(b.session.toAct).toBe('team');
  return b;
}

describe('issue 25: the coop board between two people', () => {
  it('shows no hand while the team picks who plays next, with closed hands', () => {
    const { ctl } = afterFirstTurn(false);
    expect(ctl.model.table.hand).toBeNull();
    expect(ctl.model.heroes.every((h) => h.hand === null)).toBe(true);
  });

  it('keeps the hands on the table with open hands (table talk: nothing to hide)', () => {
    const { ctl } = afterFirstTurn(true);
    expect(ctl.model.table.hand?.length ?? 0).toBeGreaterThan(0);
  });
});

describe('issue 25: small readings', () => {
  it('reads the flood pawn’s corner from where it is drawn, and none between two corners', () => {
    const h = { cx: 400, cy: 300, r: 200 };
    for (let i = 0; i < 7; i++) expect(intervalAt(h, intervalPoint(h, i))).toBe(i);
    const a = intervalPoint(h, 2), b = intervalPoint(h, 3);
    expect(intervalAt(h, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })).toBeNull();
  });

  it('names each speed once, a mark per speed', () => {
    expect(new Set(Object.values(SPEED_MARK)).size).toBe(4);
    expect(SPEED_MARK.normal).toBe('1×');
  });
});
