// Honest undo (issue 13, "What to build": "free within a turn back to the last moment something hidden
// was revealed (a draw, a reveal, a shuffle, a Poseidon step) … past it, refused with the reason in
// classic, allowed in coop and solo with the game marked 'assisted'. Undo is replaying the action list.")
// Played on real games: the ledger replays the session's actions and classifies each one.
import { describe, expect, it } from 'vitest';
import { stateHash, type Action, type GameEvent } from '../../src/engine';
import { GameSession } from '../../src/session/game-session';
import { CoopSession } from '../../src/session/coop-session';
import { UndoLedger } from '../../src/undo/ledger';
import { planUndo, revealed } from '../../src/undo/horizon';
import { seededRandom } from '../../src/engine';

const humans = [{ kind: 'human' as const }, { kind: 'human' as const }];
const solo = [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'greedy' as const }];

/** The game after an undo: the save without its dropped actions, replayed (as GameApp does). */
function undone(session: GameSession, keep: number, assisted = false): GameSession {
  const save = session.toSave();
  const back = GameSession.resume({ ...save, actions: save.actions.slice(0, keep), ...(assisted ? { assisted } : {}) });
  if ('error' in back) throw new Error(back.error);
  return back;
}

const playOf = (s: GameSession) => s.legal().find((a): a is Extract<Action, { type: 'play' }> => a.type === 'play')!;
const endTurnOf = (s: GameSession) => s.legal().find((a) => a.type === 'endTurn')!;

describe('the undo horizon in a classic game', () => {
  it('takes back a character played this turn for free: the card is back in the hand, the state as before', () => {
    const session = GameSession.start({ seed: 1, heroes: ['seiya', 'ikki'] }, humans);
    const before = stateHash(session.state);
    const play = playOf(session);
    expect(session.send(play).ok).toBe(true);
    const ledger = new UndoLedger(session);
    expect(ledger.free()).toBe(1);
    const plan = ledger.plan();
    expect(plan).toEqual({ ok: true, keep: 0, assisted: false });
    const back = undone(session, 0);
    expect(stateHash(back.state)).toBe(before);
    expect(back.state.players[play.seat].hand).toContain(play.card);
  });

  it('refuses, with the reason, to undo the end of a turn in hot-seat: cards were drawn', () => {
    const session = GameSession.start({ seed: 1, heroes: ['seiya', 'ikki'] }, humans);
    expect(session.send(playOf(session)).ok).toBe(true);
    expect(session.send(endTurnOf(session)).ok).toBe(true);
    const ledger = new UndoLedger(session);
    expect(ledger.steps.length === 0 && ledger.sync()[1].reveals).toBe('draw');
    expect(ledger.free()).toBe(0);
    expect(ledger.plan()).toEqual({ ok: false, key: 'undo.refused.draw', reason: 'draw' });
    // The next player cannot take back the other's turn either; the marker stands after that turn.
    expect(ledger.marker()).toEqual({ after: 2, reason: 'draw', eventsAfter: 0 });
  });

  it('refuses to undo another player\'s move in hot-seat, even one that revealed nothing', () => {
    // Synthetic steps: seat 1 answered a question of seat 0's card, which revealed nothing.
    const steps = [{ actor: 0, bot: false, reveals: null }, { actor: 1, bot: false, reveals: null }] as const;
    expect(planUndo([...steps], 0, 'strict')).toEqual({ ok: false, key: 'undo.refused.other', reason: 'other' });
    expect(planUndo([...steps], 1, 'strict')).toEqual({ ok: true, keep: 1, assisted: false });
  });

  it('lets the next player undo their own move back to the other\'s turn end, not further', () => {
    const session = GameSession.start({ seed: 1, heroes: ['seiya', 'ikki'] }, humans);
    expect(session.send(endTurnOf(session)).ok).toBe(true);
    expect(session.send(playOf(session)).ok).toBe(true);
    // The second player undoes their own play, then meets the first player's turn end.
    const ledger = new UndoLedger(session);
    expect(ledger.plan()).toEqual({ ok: true, keep: 1, assisted: false });
    const back = undone(session, 1);
    // The first turn end drew nothing (the hand was full) but refilled the field from the reserve.
    expect(new UndoLedger(back).plan()).toEqual({ ok: false, key: 'undo.refused.reveal', reason: 'reveal' });
  });

  it('against bots only, goes back past the bot\'s turn to the player\'s own turn end, and marks the game assisted', () => {
    const session = GameSession.start({ seed: 3, heroes: ['seiya', 'ikki'], firstSeat: 0 }, solo);
    expect(session.send(endTurnOf(session)).ok).toBe(true);
    const human = session.actionCount;
    for (let bot = session.botAction(); bot; bot = session.botAction()) expect(session.send(bot).ok).toBe(true);
    expect(session.seatToAct).toBe(0);
    const ledger = new UndoLedger(session);
    expect(ledger.free()).toBe(0);
    expect(ledger.plan()).toEqual({ ok: true, keep: human - 1, assisted: true });
    const back = undone(session, human - 1, true);
    expect(back.assisted).toBe(true);
    expect(back.toSave().assisted).toBe(true);
    expect(back.seatToAct).toBe(0);
    expect(back.state.turn).toBe(1);
  });

  it('stops at a played card whose effect draws, and at a shuffle, wherever they happen in a game', () => {
    // A walk of legal moves by two people: every move that drew (deck → hand) outside the upkeep, or
    // used chance, must stop a later undo; every other own move is free.
    let drawsInTurn = 0, shuffles = 0;
    for (const seed of [2, 5, 8, 13]) {
      const session = GameSession.start({ seed, heroes: ['seiya', 'ikki', 'shun'], sets: ['asgard', 'poseidon'], epics: true }, [...humans, { kind: 'human' as const }]);
      const rand = seededRandom(seed);
      const events: GameEvent[][] = [];
      session.onChange((e) => events.push(e));
      for (let i = 0; i < 160 && session.state.phase !== 'gameOver'; i++) {
        const legal = session.legal();
        expect(session.send(legal[Math.floor(rand() * legal.length)]).ok).toBe(true);
      }
      const steps = new UndoLedger(session).sync();
      steps.forEach((step, i) => {
        const drew = events[i].some((e) => e.type === 'cardMoved' && e.from.zone === 'deck' && e.to.zone === 'hand');
        if (drew) expect(step.reveals).not.toBeNull();
        if (events[i].some((e) => e.type === 'shuffled')) expect(step.reveals).not.toBeNull();
        if (drew && session.history[i].type !== 'endTurn') drawsInTurn++;
        if (events[i].some((e) => e.type === 'shuffled')) shuffles++;
        if (!drew && !events[i].some((e) => e.type === 'cardMoved' && ['deck', 'reserve', 'hand'].includes(e.from.zone))) {
          // Nothing left a hidden place: only chance (the rng) could still make it a horizon.
          if (step.reveals) expect(['shuffle', 'reveal', 'draw']).toContain(step.reveals);
        }
      });
      // A strict table refuses to go past any of them.
      for (let n = 1; n <= steps.length; n++) {
        const prefix = steps.slice(0, n);
        const plan = planUndo(prefix, prefix[n - 1].actor, 'strict');
        expect(plan.ok).toBe(prefix[n - 1].reveals === null);
      }
    }
    expect(drawsInTurn).toBeGreaterThan(0);
    expect(shuffles).toBeGreaterThan(0);
  });

  it('an undo in the middle of a choice goes back to before the move that opened it', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      const session = GameSession.start({ seed, heroes: ['seiya', 'ikki'], sets: ['asgard', 'poseidon'] }, humans);
      const rand = seededRandom(seed);
      for (let i = 0; i < 200 && session.state.phase !== 'gameOver'; i++) {
        const legal = session.legal();
        const before = stateHash(session.state);
        expect(session.send(legal[Math.floor(rand() * legal.length)]).ok).toBe(true);
        const opened = session.state.pending && session.history[session.actionCount - 1].type !== 'answer';
        const plan = new UndoLedger(session).plan();
        if (opened && plan.ok) {
          const back = undone(session, plan.keep);
          expect(stateHash(back.state)).toBe(before);
          expect(back.state.pending).toBeNull();
          return;
        }
      }
    }
    throw new Error('no free choice found in these games');
  });

  it('names a reveal from what moved, not from the card: a card out of a deck, even to a discard', () => {
    const moved = (zone: 'deck' | 'hand', seat: number): GameEvent => ({ type: 'cardMoved', uid: 1, card: 1, from: { zone, seat }, to: { zone: 'discard', seat } });
    expect(revealed({ rng: 1 }, { rng: 1 }, [moved('deck', 0)], 0)).toBe('reveal');
    expect(revealed({ rng: 1 }, { rng: 1 }, [moved('hand', 0)], 0)).toBeNull();
    expect(revealed({ rng: 1 }, { rng: 1 }, [moved('hand', 1)], 0)).toBe('reveal'); // another's hand
    expect(revealed({ rng: 1 }, { rng: 2 }, [], 0)).toBe('shuffle'); // chance was used
  });
});

describe('the undo horizon in a cooperative game', () => {
  it('a Poseidon step stops free undo; past it the undo is allowed and the game assisted', () => {
    const session = CoopSession.start({ seed: 4, heroes: ['seiya', 'shiryu'], difficulty: 'normal' }, [{ kind: 'human' }, { kind: 'human' }]);
    const rand = seededRandom(4);
    let poseidonAt = -1;
    for (let i = 0; i < 400 && poseidonAt < 0; i++) {
      const legal = session.legal();
      const pick = legal.find((a) => a.type === 'endTurn') && rand() < 0.5 ? legal.find((a) => a.type === 'endTurn')! : legal[Math.floor(rand() * legal.length)];
      expect(session.send(pick).ok).toBe(true);
      if (session.state.board.round > 1) poseidonAt = session.actionCount;
    }
    expect(poseidonAt).toBeGreaterThan(0);
    const ledger = new UndoLedger(session);
    const steps = ledger.sync();
    expect(steps[poseidonAt - 1].reveals).toBe('poseidon');
    const plan = ledger.plan();
    expect(plan).toMatchObject({ ok: true, assisted: true });
    expect(ledger.free()).toBe(0);
  });
});
