// The audience window's channel (issue 15): the game's page publishes the public view and the events
// redacted for the audience, never a hand, a deck order or the state; an audience window opened mid-game
// catches up, reconnects after the game's page reloads, shows a waiting card at the menu, ignores junk;
// a hand is revealed only late, and only as the game page's own setting says: nothing an audience
// window (or a forger on the channel) asks can widen it (issue 23).
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../src/session/game-session';
import { CoopSession } from '../../src/session/coop-session';
import { feedOf } from '../../src/stream/feed';
import { AudienceFollower } from '../../src/stream/follower';
import { readFromGame } from '../../src/stream/messages';
import { memoryChannel, type Port } from '../../src/stream/port';
import { AudiencePublisher, type Timers } from '../../src/stream/publisher';
import type { RevealSetting } from '../../src/stream/reveal';

const classic = () => ({ mode: 'classic' as const, session: GameSession.start({ seed: 7, heroes: ['seiya', 'shiryu'] }, [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }]) });
const coop = () => ({ mode: 'coop' as const, session: CoopSession.start({ seed: 3, heroes: ['seiya', 'shun', 'hyoga'], difficulty: 'normal' }, [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }]) });

function play(session: { botAction(): unknown; send(a: unknown): { ok: boolean } }, n: number): void {
  for (let i = 0; i < n; i++) {
    const a = session.botAction();
    if (!a) return;
    expect(session.send(a).ok).toBe(true);
  }
}

/** Every message the game's page posts, as the channel carries it. */
function spy(port: Port): { port: Port; sent: unknown[] } {
  const sent: unknown[] = [];
  return { sent, port: { ...port, post: (m) => { sent.push(structuredClone(m)); port.post(m); } } };
}

/** Every uid list found under a key named like a hidden pile in a JSON value. */
function hiddenPiles(x: unknown, path = ''): string[] {
  if (Array.isArray(x)) return x.flatMap((v, i) => hiddenPiles(v, `${path}[${i}]`));
  if (x && typeof x === 'object') {
    return Object.entries(x).flatMap(([k, v]) => (['hand', 'deck', 'reserve', 'setAside', 'pillarSide'].includes(k) && Array.isArray(v) ? [`${path}.${k}`] : hiddenPiles(v, `${path}.${k}`)));
  }
  return [];
}

describe('the audience channel', () => {
  it('follows a classic game action by action with the public view only', async () => {
    const ch = memoryChannel();
    const game = classic();
    const { port, sent } = spy(ch.port());
    const publisher = new AudiencePublisher(port);
    publisher.follow(feedOf(game));
    const follower = new AudienceFollower(ch.port());
    await ch.flush();
    expect(follower.status).toBe('live');
    play(game.session, 60);
    await ch.flush();
    expect(follower.game?.actions).toBe(game.session.actionCount);
    expect((follower.game?.view as { turn: number }).turn).toBe(game.session.state.turn);
    // Nothing on the channel names a hand's cards, a deck's order or the reserve's: no such list at all,
    // no card moved from or to a deck or hand is named, and no message is the state.
    for (const m of sent) {
      expect(hiddenPiles(m)).toEqual([]);
      expect(m).not.toHaveProperty('state');
      const events = (m as { events?: { type: string; from?: { zone: string }; to?: { zone: string }; uid?: number }[] }).events ?? [];
      for (const e of events) if (e.type === 'cardMoved' && [e.from?.zone, e.to?.zone].every((z) => z === 'deck' || z === 'hand' || z === 'reserve')) expect(e.uid).toBe(-1);
    }
    expect(sent.some((m) => (m as { kind: string }).kind === 'reveal')).toBe(false);
  });

  it('follows a cooperative game (the board, the water, the round)', async () => {
    const ch = memoryChannel();
    const game = coop();
    const { port, sent } = spy(ch.port());
    new AudiencePublisher(port).follow(feedOf(game));
    const follower = new AudienceFollower(ch.port());
    play(game.session, 80);
    await ch.flush();
    const view = follower.game?.view as { board: { round: number; water: number } };
    expect(follower.game?.mode).toBe('coop');
    expect(view.board.round).toBe(game.session.state.board.round);
    expect(view.board.water).toBe(game.session.state.board.water);
    for (const m of sent) expect(hiddenPiles(m)).toEqual([]);
  });

  it('catches up when opened in the middle of a game, and reconnects after the game page reloads', async () => {
    const ch = memoryChannel();
    const game = classic();
    const first = new AudiencePublisher(ch.port());
    first.follow(feedOf(game));
    play(game.session, 40);
    const follower = new AudienceFollower(ch.port());
    await ch.flush();
    expect(follower.game?.actions).toBe(40);
    expect(follower.game?.fresh).toBe(true);
    // The page reloads: it says goodbye, comes back with the game resumed from its save.
    first.stop();
    await ch.flush();
    expect(follower.status).toBe('gone');
    const resumed = GameSession.resume(game.session.toSave());
    if ('error' in resumed) throw new Error(resumed.error);
    new AudiencePublisher(ch.port()).follow(feedOf({ mode: 'classic', session: resumed }));
    await ch.flush();
    expect(follower.status).toBe('live');
    expect(follower.game?.actions).toBe(40);
  });

  it('shows a waiting card while the game page is at the menu', async () => {
    const ch = memoryChannel();
    const publisher = new AudiencePublisher(ch.port());
    const follower = new AudienceFollower(ch.port());
    await ch.flush();
    expect(follower.status).toBe('waiting');
    publisher.follow(feedOf(classic()));
    await ch.flush();
    expect(follower.status).toBe('live');
    publisher.follow(null);
    await ch.flush();
    expect(follower.status).toBe('waiting');
    expect(follower.game).toBeNull();
  });

  it('ignores junk on the channel, and a view that holds a hand', async () => {
    const ch = memoryChannel();
    const game = classic();
    const publisher = new AudiencePublisher(ch.port());
    publisher.follow(feedOf(game));
    const follower = new AudienceFollower(ch.port());
    await ch.flush();
    const before = follower.game;
    const junk = ch.port();
    const seatView = game.session.view(0);
    for (const m of [null, 42, 'game', { v: 1, kind: 'game' }, { v: 2, kind: 'idle' }, { v: 1, kind: 'game', mode: 'classic', fresh: true, actions: 1, view: seatView, events: [] }, { v: 1, kind: 'reveal', seat: 0, turn: 1, cards: 'all' }]) junk.post(m);
    await ch.flush();
    expect(follower.refused).toBe(7);
    expect(follower.game).toBe(before);
    expect(follower.status).toBe('live');
    // The schema's own word: a seat's view (its hand shown) is not an audience view.
    expect(readFromGame({ v: 1, kind: 'game', mode: 'classic', fresh: true, actions: 0, view: seatView, events: [] })).toBeNull();
  });

  it('drops a well-formed message naming a card type it does not know, instead of throwing (issue 23)', async () => {
    const ch = memoryChannel();
    const game = classic();
    const { port, sent } = spy(ch.port());
    new AudiencePublisher(port).follow(feedOf(game));
    const follower = new AudienceFollower(ch.port());
    await ch.flush();
    play(game.session, 10);
    await ch.flush();
    // Every message the page sent is still read, redacted draws (card -1) included.
    const games = sent.filter((m) => (m as { kind: string }).kind === 'game');
    expect(games.some((m) => JSON.stringify(m).includes('"card":-1'))).toBe(true);
    for (const m of games) expect(readFromGame(m)).not.toBeNull();
    const good = games.at(-1)!;
    const forged = structuredClone(good) as { view: { field: ({ type: number } | null)[] }; actions: number };
    forged.view.field.find((c) => c !== null)!.type = 99_999;
    forged.actions += 1;
    expect(readFromGame(forged)).toBeNull();
    const before = follower.game;
    ch.port().post(forged);
    await ch.flush();
    expect(follower.game).toBe(before);
    const event = structuredClone(good) as { events: unknown[]; actions: number };
    event.events = [{ type: 'cardMoved', uid: 3, card: 12_345, from: { zone: 'field', slot: 0 }, to: { zone: 'fieldDiscard' } }];
    expect(readFromGame(event)).toBeNull();
  });

  it('reveals a hand only once its turn is over, and only when the game page\'s setting says so', async () => {
    const ch = memoryChannel();
    const game = classic();
    const { port, sent } = spy(ch.port());
    new AudiencePublisher(port, () => ({ when: 'turnEnd' })).follow(feedOf(game));
    const follower = new AudienceFollower(ch.port());
    const reveals: { seat: number; turn: number; cards: unknown[] }[] = [];
    follower.onUpdate((u) => { if (u.kind === 'reveal') reveals.push(u.reveal); });
    await ch.flush();
    const turn = game.session.state.turn;
    // Play until the next turn has begun and the one after that: the first turn started before the
    // publisher was told (nothing kept), the second ends on the third's start.
    playTo(game.session, turn + 2);
    await ch.flush();
    expect(reveals).toHaveLength(1);
    expect(reveals[0].turn).toBe(turn + 1);
    expect(reveals[0].cards.length).toBeGreaterThan(0);
    expect(sent.filter((m) => (m as { kind: string }).kind === 'reveal')).toHaveLength(1);
  });

  it('reveals a hand a chosen delay after its turn began, unless the player has set it back to never', async () => {
    const ch = memoryChannel();
    const game = classic();
    const timers: (() => void)[] = [];
    const fake: Timers = { set: (fn) => timers.push(fn), clear: () => undefined, now: () => 0 };
    let setting: RevealSetting = { when: 'delay', seconds: 30 };
    new AudiencePublisher(ch.port(), () => setting, fake).follow(feedOf(game));
    const follower = new AudienceFollower(ch.port());
    const reveals: number[] = [];
    follower.onUpdate((u) => { if (u.kind === 'reveal') reveals.push(u.reveal.turn); });
    await ch.flush();
    const turn = game.session.state.turn;
    playTo(game.session, turn + 1);
    await ch.flush();
    expect(reveals).toEqual([]);
    for (const fire of timers.splice(0)) fire();
    await ch.flush();
    expect(reveals).toEqual([turn + 1]);
    // The next turn's delay runs out after the player chose never: its hand stays hidden.
    playTo(game.session, turn + 2);
    setting = { when: 'never' };
    expect(timers).toHaveLength(1);
    for (const fire of timers.splice(0)) fire();
    await ch.flush();
    expect(reveals).toEqual([turn + 1]);
  });

  it('a forged ask cannot widen what is published: it only gets the game sent again', async () => {
    const ch = memoryChannel();
    const game = classic();
    const { port, sent } = spy(ch.port());
    new AudiencePublisher(port).follow(feedOf(game));
    const follower = new AudienceFollower(ch.port());
    const reveals: unknown[] = [];
    follower.onUpdate((u) => { if (u.kind === 'reveal') reveals.push(u.reveal); });
    await ch.flush();
    const forger = ch.port();
    const games = () => sent.filter((m) => (m as { kind: string; fresh?: boolean }).kind === 'game' && (m as { fresh: boolean }).fresh).length;
    const before = games();
    // Asks as an older audience window made them, the last for a reveal at each turn's end.
    for (const reveal of [{ when: 'delay', seconds: 1 }, { when: 'always' }, { when: 'turnEnd' }]) forger.post({ v: 1, kind: 'ask', reveal });
    await ch.flush();
    expect(games()).toBe(before + 3);
    playTo(game.session, game.session.state.turn + 3);
    await ch.flush();
    expect(reveals).toEqual([]);
    expect(sent.filter((m) => (m as { kind: string }).kind === 'reveal')).toEqual([]);
    for (const m of sent) expect(hiddenPiles(m)).toEqual([]);
  });

  it('follows nothing when it was not opened from a game page (no pairing key)', () => {
    const follower = new AudienceFollower(null);
    expect(follower.status).toBe('unpaired');
    expect(follower.game).toBeNull();
    follower.close();
  });
});

/** Plays bot actions until the game reaches `turn` (or stops). */
function playTo(session: GameSession, turn: number): void {
  for (let guard = 0; session.state.turn < turn && guard < 500; guard++) play(session, 1);
  expect(session.state.turn).toBeGreaterThanOrEqual(turn);
}
