// The audience window's side of the channel: it asks the game's page for the game when it opens (so
// it follows a game already in progress) and again whenever that page says hello (a reload), keeps the
// latest public view, and tells its listener what changed. Every message is validated first; junk
// changes nothing. A hand revealed late is shown as the game's page sends it: that page alone decides
// (its player's setting), and only it is on the window's paired channel (pairing.ts).
import { readFromGame, type GameMessage, type RevealMessage } from './messages';
import type { Port } from './port';

/** connecting: nothing heard yet; waiting: the game's page shows its menu; gone: it closed or is
 *  reloading; live: a game is followed; unpaired: the window was not opened from a game's page (no
 *  pairing key), so it follows none. */
export type AudienceStatus = 'connecting' | 'waiting' | 'gone' | 'live' | 'unpaired';

export type FollowerUpdate =
  | { kind: 'status'; status: AudienceStatus }
  | { kind: 'game'; game: GameMessage }
  | { kind: 'reveal'; reveal: RevealMessage };

export class AudienceFollower {
  status: AudienceStatus = 'connecting';
  /** The game as last received (its view is the audience view shown). */
  game: GameMessage | null = null;
  /** Messages refused since the window opened (junk on the channel). */
  refused = 0;
  private readonly listeners = new Set<(u: FollowerUpdate) => void>();
  private readonly off: () => void;

  /** `port`: the paired channel; null when the window has no pairing key (it then stays unpaired). */
  constructor(private readonly port: Port | null) {
    this.off = port?.listen((data) => this.receive(data)) ?? (() => undefined);
    if (!port) this.status = 'unpaired';
    this.ask();
  }

  onUpdate(listener: (u: FollowerUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.off();
    this.port?.close();
  }

  private ask(): void {
    this.port?.post({ v: 1, kind: 'ask' });
  }

  private receive(data: unknown): void {
    const m = readFromGame(data);
    if (!m) { this.refused++; return; }
    switch (m.kind) {
      case 'hello': return this.ask();
      case 'idle': this.game = null; return this.setStatus('waiting');
      case 'bye': this.game = null; return this.setStatus('gone');
      case 'reveal': return this.tell({ kind: 'reveal', reveal: m });
      case 'game':
        this.game = m;
        this.status = 'live';
        return this.tell({ kind: 'game', game: m });
    }
  }

  private setStatus(status: AudienceStatus): void {
    this.status = status;
    this.tell({ kind: 'status', status });
  }

  private tell(u: FollowerUpdate): void {
    for (const l of this.listeners) l(u);
  }
}
