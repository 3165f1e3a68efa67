// The audience channel in a God of War game (issue 28, D9–D10): the game's page publishes the
// audience view (every hand a count) and the events redacted for the audience (a draw's cards unnamed);
// the schema refuses a message holding a hand's cards, a draw naming its cards, or a card id the
// content set lacks, so an audience window can never draw a hand. The captions are the table's own
// chronicle lines (gowLines) told from what crossed the channel.
import { describe, expect, it } from 'vitest';
import type { GowEvent, GowView } from '../../src/engine';
import { GowSession } from '../../src/session/gow-session';
import { feedOf } from '../../src/stream/feed';
import { AudienceFollower } from '../../src/stream/follower';
import { readFromGame, type GameMessage } from '../../src/stream/messages';
import { memoryChannel, type Port } from '../../src/stream/port';
import { AudiencePublisher } from '../../src/stream/publisher';
import { gowLines } from '../../scenes/presenter/gow/gow-log';

const gow = () => ({ mode: 'gow' as const, session: GowSession.start({ seed: 3, heroes: ['kratos', 'atreus'], firstMission: 'wanderers' }, [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }]) });

function play(session: GowSession, n: number): number {
  let i = 0;
  for (; i < n; i++) {
    const a = session.botAction();
    if (!a) break;
    expect(session.send(a).ok).toBe(true);
  }
  return i;
}

function spy(port: Port): { port: Port; sent: unknown[] } {
  const sent: unknown[] = [];
  return { sent, port: { ...port, post: (m) => { sent.push(structuredClone(m)); port.post(m); } } };
}

/** Every place in a JSON value where a `hand` is a list. */
function handLists(x: unknown, path = ''): string[] {
  if (Array.isArray(x)) return x.flatMap((v, i) => handLists(v, `${path}[${i}]`));
  if (x && typeof x === 'object') return Object.entries(x).flatMap(([k, v]) => (k === 'hand' && Array.isArray(v) ? [`${path}.${k}`] : handLists(v, `${path}.${k}`)));
  return [];
}

const message = (view: unknown, events: unknown[] = [], fresh = false) => ({ v: 1, kind: 'game', mode: 'gow', fresh, actions: 1, view, events });

describe('the audience channel in a God of War game', () => {
  it('follows the game action by action: every hand a count, every draw unnamed', async () => {
    const ch = memoryChannel();
    const game = gow();
    const { port, sent } = spy(ch.port());
    new AudiencePublisher(port).follow(feedOf(game));
    const follower = new AudienceFollower(ch.port());
    await ch.flush();
    expect(follower.status).toBe('live');
    const played = play(game.session, 150);
    await ch.flush();
    expect(played).toBeGreaterThan(20);
    expect(follower.refused).toBe(0);
    expect(follower.game?.mode).toBe('gow');
    expect(follower.game?.actions).toBe(game.session.actionCount);
    const view = follower.game?.view as unknown as GowView;
    expect(view.viewer).toBe('audience');
    expect(view.round).toBe(game.session.view('audience').round);
    let draws = 0;
    for (const m of sent) {
      expect(handLists(m)).toEqual([]);
      expect(m).not.toHaveProperty('state');
      for (const e of ((m as { events?: GowEvent[] }).events ?? [])) {
        if (e.type !== 'drew') continue;
        draws++;
        expect(e.uids.every((u) => u === -1) && e.cards.every((c) => c === '')).toBe(true);
      }
      // What the page sent, the window accepts.
      expect(readFromGame(m)).not.toBeNull();
    }
    expect(draws).toBeGreaterThan(0);
    expect(sent.some((m) => (m as { kind: string }).kind === 'reveal')).toBe(false);
  });

  it('refuses a view holding a hand, a draw naming its cards, a card the content set lacks', () => {
    const game = gow();
    play(game.session, 12);
    const audience = game.session.view('audience');
    expect(readFromGame(message(audience))).not.toBeNull();
    // A seat's own view: its hand is a list of cards.
    const seatView = game.session.view(0);
    expect(Array.isArray(seatView.seats[0].hand)).toBe(true);
    expect(readFromGame(message(seatView))).toBeNull();
    expect(readFromGame(message({ ...audience, viewer: 0 }))).toBeNull();
    const withHand = { ...audience, seats: audience.seats.map((s, i) => (i === 1 ? { ...s, hand: [{ uid: 3, card: 'x' }] } : s)) };
    expect(readFromGame(message(withHand))).toBeNull();
    // A draw as the seat that drew sees it, and as the audience is told it.
    expect(readFromGame(message(audience, [{ type: 'drew', seat: 0, uids: [4, 5], cards: ['a', 'b'] }]))).toBeNull();
    expect(readFromGame(message(audience, [{ type: 'drew', seat: 0, uids: [-1, 5], cards: ['', ''] }]))).toBeNull();
    expect(readFromGame(message(audience, [{ type: 'drew', seat: 0, uids: [-1, -1], cards: ['', ''] }]))).not.toBeNull();
    // An event this build does not know, a card id the content set has not, a content set it has not.
    expect(readFromGame(message(audience, [{ type: 'handShown', seat: 0, cards: ['a'] }]))).toBeNull();
    expect(readFromGame(message(audience, [{ type: 'upgraded', seat: 0, uid: 9, card: 'no-such-card' }]))).toBeNull();
    expect(readFromGame(message({ ...audience, content: 'no-such-set' }))).toBeNull();
  });

  it('tells the table chronicle’s lines from the redacted events only', async () => {
    const ch = memoryChannel();
    const game = gow();
    const messages: GameMessage[] = [];
    new AudiencePublisher(ch.port()).follow(feedOf(game));
    const follower = new AudienceFollower(ch.port());
    follower.onUpdate((u) => { if (u.kind === 'game') messages.push(u.game); });
    play(game.session, 60);
    await ch.flush();
    const lines = messages.flatMap((m) => gowLines(m.events as unknown as GowEvent[], m.view as unknown as GowView));
    expect(lines.length).toBeGreaterThan(10);
    // A draw is told as a count: no line names the cards a hero drew.
    expect(lines.filter((l) => l.key === 'log.gow.drewOwn')).toEqual([]);
    expect(lines.some((l) => l.key === 'log.gow.drew')).toBe(true);
  });
});
