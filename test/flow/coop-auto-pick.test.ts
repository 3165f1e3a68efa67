// Issue 25, "bots play their own turns": at a cooperative table of people and bots, the bots' planner
// proposes the team's order (rulebook "Phase des joueurs": the heroes play in the order they choose);
// a bot's hero it sends in takes its turn with no person's tap, a person's hero hands the table back to
// the people, who pick freely (only people pick among people), and a person may claim the turn first.
import { describe, expect, it } from 'vitest';
import type { CoopAction, CoopSetupOptions } from '../../src/engine';
import { createCoopFlow } from '../../src/flow/coop-flow';
import { CoopSession } from '../../src/session/coop-session';
import type { CoopSeatConfig } from '../../src/persist/save';

const human: CoopSeatConfig = { kind: 'human' };
const bot: CoopSeatConfig = { kind: 'bot', bot: 'planner' };

function table(seats: CoopSeatConfig[], seed = 5) {
  const heroes = (['seiya', 'shiryu', 'hyoga', 'shun'] as CoopSetupOptions['heroes']).slice(0, seats.length);
  const session = CoopSession.start({ seed, heroes, difficulty: 'easy' }, seats);
  const flow = createCoopFlow(session);
  /** Lets the bots act (as the table's pacer does) until the game waits on people; what they sent. */
  const botsPlay = (limit = 400): CoopAction[] => {
    const sent: CoopAction[] = [];
    while (session.isBot() && sent.length < limit) {
      const action = session.botAction();
      if (!action) break;
      expect(flow.send(action).ok).toBe(true);
      sent.push(action);
    }
    return sent;
  };
  return { session, flow, botsPlay };
}

const picks = (actions: CoopAction[]) => actions.filter((a) => a.type === 'takeTurn').map((a) => (a as { seat: number }).seat);

describe('the team pick at a table of people and bots', () => {
  it('sends the bots in on their own and hands the table back to the person for their hero', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { session, botsPlay } = table([human, bot, bot], seed);
      const sent = botsPlay();
      // A bot's card may ask the person something in the middle of its turn: theirs to answer.
      if (session.state.pending) { expect(session.toAct).toBe(0); continue; }
      // Whatever the planner's order, the bots played only their own heroes' turns, each to its end.
      expect(picks(sent).every((s) => s === 1 || s === 2)).toBe(true);
      expect(sent.filter((a) => a.type === 'endTurn').length).toBe(picks(sent).length);
      // The table now waits on the person: the team picks and it is theirs to pick.
      expect(session.toAct).toBe('team');
      expect(session.isBot()).toBe(false);
      expect(session.state.board.played).not.toContain(0);
      expect(session.legal('team').map((a) => (a as { seat: number }).seat)).toContain(0);
    }
  });

  it('plays the rest of the round by the bots once the person has played', () => {
    const { session, flow, botsPlay } = table([human, bot, bot], 3);
    botsPlay();
    const round = session.state.board.round;
    expect(flow.send({ type: 'takeTurn', seat: 0 }).ok).toBe(true);
    expect(session.isBot()).toBe(false); // the person's turn: nothing moves without them
    expect(flow.send({ type: 'endTurn', seat: 0 }).ok).toBe(true);
    const sent = botsPlay();
    // The bots left finished the round (Poseidon's phase ran in the last turn end) with no tap.
    expect(session.state.board.round).toBe(round + (session.state.phase === 'gameOver' ? 0 : 1));
    if (session.state.board.played.length === 0 && picks(sent).length) expect(session.toAct).toBe('team');
  });

  it('lets a person claim the next turn while the bots are about to send one of theirs', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const { session, flow } = table([human, bot, bot], seed);
      if (!session.isBot()) continue; // the planner chose the person first: nothing to claim
      expect(flow.send({ type: 'takeTurn', seat: 0 }).ok).toBe(true);
      expect(session.toAct).toBe(0);
      return;
    }
    throw new Error('no seed where the bots pick first');
  });

  it('leaves the pick among people to the people (hot-seat)', () => {
    const { session, botsPlay } = table([human, human, bot], 2);
    botsPlay();
    expect(session.toAct).toBe('team');
    expect(session.isBot()).toBe(false);
    expect(session.botAction()).toBeNull();
    // Once the bot has played, only people are left: the bots never pick for them.
    const { session: s2, flow, botsPlay: play2 } = table([human, human, bot], 2);
    play2();
    if (!s2.state.board.played.includes(2)) {
      expect(flow.send({ type: 'takeTurn', seat: 2 }).ok).toBe(true); // people may send the bot in too
      play2();
    }
    expect(s2.state.board.played).toContain(2);
    expect(s2.toAct).toBe('team');
    expect(s2.isBot()).toBe(false);
  });

  it('keeps a table of people only as it was: nobody picks for them', () => {
    const { session } = table([human, human]);
    expect(session.isBot()).toBe(false);
    expect(session.botAction()).toBeNull();
  });
});
