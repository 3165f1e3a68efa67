// The audience is promised the public game only (issue 23): over whole games of bots, classic and
// cooperative, nothing the feed gives an audience window (each action's redacted events, the view
// after it) names a card the true state hides from the audience, checked against the rulebook's
// places (hidden-places.ts), not against the engine's own rule. Nor does the table's chronicle, which
// streamer mode puts on the stream as captions.
import { describe, expect, it } from 'vitest';
import type { CoopEvent, GameEvent, GameState, Uid } from '../../src/engine';
import { CoopSession } from '../../src/session/coop-session';
import { GameSession } from '../../src/session/game-session';
import { feedOf, type AudienceFeed } from '../../src/stream/feed';
import { eventsToLog } from '../../scenes/presenter/log';
import { seenDuring, seenIn } from './hidden-places';

type Session = {
  state: GameState; botAction(): unknown; send(a: unknown): { ok: boolean };
  onChange(l: (events: GameEvent[], action: unknown, state: GameState) => void): () => void;
};

/** The cards an event names, as [uid, type or null]; `kinds`: each decision's kind, by id. */
function named(x: CoopEvent, kinds: Map<number, string>): [Uid, number | null][] {
  const cards = (uids: readonly number[]) => uids.map((u): [Uid, null] => [u, null]);
  switch (x.type) {
    case 'decision':
      kinds.set(x.decision.id, x.decision.kind);
      return [[x.decision.source, null], ...(x.decision.kind === 'cards' ? cards(x.decision.options) : []), ...cards(x.decision.reveal ?? [])];
    case 'answered': return kinds.get(x.decision) === 'cards' ? cards(x.picks) : [];
    case 'fieldShifted': return cards(x.moves.map((m) => m.uid));
    case 'played': return [[x.uid, x.card], ...(x.facing === null ? [] : cards([x.facing]))];
    case 'pillarRevealed': return [[x.uid, x.card], [x.by, null]];
    case 'heroMoved': return cards([x.discarded]);
    case 'cardsGiven': return cards(x.cards);
    case 'poseidonChose': return [[x.source, null], ...(x.reason === 'mostVpHero' || x.reason === 'yes' ? [] : cards(x.picks))];
    default: {
      const o = x as { uid?: unknown; card?: unknown };
      return typeof o.uid === 'number' ? [[o.uid, typeof o.card === 'number' ? o.card : null]] : [];
    }
  }
}

/** Every card reference ({ uid, type }) in a view. */
function refs(x: unknown, out: [Uid, number][] = []): [Uid, number][] {
  if (Array.isArray(x)) for (const v of x) refs(v, out);
  else if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (typeof o.uid === 'number' && typeof o.type === 'number') out.push([o.uid, o.type]);
    for (const v of Object.values(o)) refs(v, out);
  }
  return out;
}

/** Plays a whole game of bots, checking each action's feed against the true states around it. */
function watch(session: Session, feed: AudienceFeed): { actions: number; hidden: number; named: number } {
  const kinds = new Map<number, string>();
  let before = session.state, actions = 0, hidden = 0, namedCards = 0;
  const leaks: string[] = [];
  // The chronicle is told from the whole events (scenes/presenter/log.ts): the cards its lines name.
  session.onChange((events, _action, after) => {
    const may = new Set(seenDuring(before, after, events, 'audience').values());
    for (const line of eventsToLog(events, after.cards)) {
      for (const p of Object.values(line.params)) if (typeof p === 'object' && 'card' in p && !may.has(p.card)) leaks.push(`action ${actions}: the line ${line.key} names ${p.card}`);
    }
  });
  feed.onAction((events) => {
    const after = session.state;
    const may = seenDuring(before, after, events as GameEvent[], 'audience');
    for (const e of events as GameEvent[]) {
      for (const [uid, type] of named(e as CoopEvent, kinds)) {
        if (uid < 0) { hidden++; continue; }
        namedCards++;
        if (!may.has(uid) || (type !== null && type !== may.get(uid))) leaks.push(`action ${actions}: ${JSON.stringify(e)} names ${uid}`);
      }
    }
    const shown = seenIn(after, 'audience');
    for (const [uid, type] of refs(feed.view())) if (shown.get(uid) !== type) leaks.push(`action ${actions}: the view names ${uid} (${type})`);
    before = after;
  });
  for (; actions < 5000; actions++) {
    const action = session.botAction();
    if (!action) break;
    expect(session.send(action).ok).toBe(true);
  }
  expect(leaks.slice(0, 5)).toEqual([]);
  return { actions, hidden, named: namedCards };
}

describe('what the audience is told, over whole games', () => {
  it('classic: no event or view names a card out of the audience\'s sight, 2 to 5 players, with and without the expansions', () => {
    let hidden = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const players = 2 + (seed % 4);
      const heroes = (['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'] as const).slice(0, players);
      const setup = { seed, heroes: [...heroes], ...(seed % 2 ? { sets: ['asgard', 'poseidon'] as ('asgard' | 'poseidon')[], epics: true } : {}) };
      const session = GameSession.start(setup, heroes.map((_, i) => ({ kind: 'bot' as const, bot: i % 2 ? 'random' as const : 'greedy' as const })));
      const seen = watch(session, feedOf({ mode: 'classic', session }));
      expect(session.state.phase).toBe('gameOver');
      hidden += seen.hidden;
    }
    // The games did move hidden cards (draws, reshuffles): the check had something to catch.
    expect(hidden).toBeGreaterThan(1000);
  });

  it('cooperative: the same, Poseidon\'s phases and the gifts included', () => {
    let hidden = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const heroes = (['seiya', 'shun', 'hyoga'] as const).slice(0, 1 + seed);
      const session = CoopSession.start({ seed, heroes: [...heroes], difficulty: 'normal', epics: seed === 2 }, heroes.map(() => ({ kind: 'bot' as const, bot: 'greedy' as const })));
      const seen = watch(session, feedOf({ mode: 'coop', session }));
      expect(session.state.phase).toBe('gameOver');
      hidden += seen.hidden;
    }
    expect(hidden).toBeGreaterThan(300);
  });
});
