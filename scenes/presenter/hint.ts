// The table's hint (issue 26): "what would the hard bot do?" for the person to act. The bots' worker is
// asked with kind 'hard' for that seat; its answer is phrased as a short line in the chronicle's words
// and names the cards to highlight. Asking marks the game "assisted" (as an undo past a draw does).
// Plain TS: the scenes draw what it says.
import { botAnswerer, type BotQuestion } from '../../src/app/bot-answers';
import type { Thinker } from '../../src/app/bot-thinker';
import type { Action, CoopAction, Side, Uid } from '../../src/engine';
import { t, type Params } from '../../src/i18n';
import { cardName, listed } from './log';

/** A suggestion as the table shows it: its message key and what it names, and the cards it is about. */
export interface Hint { key: string; cards: Record<string, number[]>; seats: Record<string, number[]>; numbers: Record<string, number>; uids: Uid[] }

/** What the hint reads of the table: the game (its question for the bot, never its state), what the
 *  viewer sees, and whether a person may act now. */
export interface HintTable {
  readonly session: { readonly actionCount: number; markAssisted(): void; hintQuestion(side: Side): BotQuestion };
  /** The viewer's view: the cards it shows face up name the suggestion's. */
  view(): unknown;
  /** The seat of the person who may act now (the table's viewer, at rest, no curtain), else null. */
  askable(): Side | null;
  /** Something changed that the scenes draw. */
  changed(): void;
}

/** uid → card type for every card a view shows face up (as the chronicle learns them). */
export function knownCards(seen: unknown, known: number[] = []): number[] {
  if (Array.isArray(seen)) {
    for (const item of seen) knownCards(item, known);
  } else if (seen !== null && typeof seen === 'object') {
    const ref = seen as { uid?: unknown; type?: unknown };
    if (typeof ref.uid === 'number' && typeof ref.type === 'number' && ref.uid >= 0 && ref.type >= 0) known[ref.uid] = ref.type;
    for (const value of Object.values(seen)) if (value !== null && typeof value === 'object') knownCards(value, known);
  }
  return known;
}

/** The suggestion for an action, from the cards' types (uid → type: the state's `cards`). */
export function hintOf(action: Action | CoopAction, cardTypes: readonly number[], decisionKind?: string): Hint {
  const hint = (key: string, cards: Record<string, Uid[]> = {}, more: Partial<Pick<Hint, 'seats' | 'numbers'>> = {}): Hint => ({
    key, cards: Object.fromEntries(Object.entries(cards).map(([k, uids]) => [k, uids.map((u) => cardTypes[u] ?? -1)])),
    seats: more.seats ?? {}, numbers: more.numbers ?? {}, uids: Object.values(cards).flat(),
  });
  switch (action.type) {
    case 'play': return hint('hint.play', { card: [action.card], target: [action.facing] });
    case 'equip': return hint('hint.equip', { card: [action.card] });
    case 'activate': return hint('hint.activate', { card: [action.card] });
    case 'acquire': return hint(action.by === 'cosmos' ? 'hint.acquireCosmos' : 'hint.acquireForce', { card: [action.target] });
    case 'heal': return hint('hint.heal', { card: [action.card] });
    case 'playRelic': return hint('hint.playRelic', { card: [action.card] });
    case 'libra': return hint('hint.libra', { card: [action.card] });
    case 'use': return hint('hint.use', { card: [action.card] });
    case 'endTurn': return hint('hint.endTurn');
    case 'takeTurn': return hint('hint.takeTurn', {}, { seats: { hero: [action.seat] } });
    case 'move': return hint('hint.move', { card: [action.discard] }, { numbers: { pile: action.to + 1 } });
    case 'give': return hint('hint.give', { cards: action.cards }, { seats: { hero: [action.to] } });
    case 'answer': {
      if (decisionKind === 'yesNo') return hint(action.picks[0] ? 'hint.answerYes' : 'hint.answerNo');
      if (!action.picks.length) return hint('hint.answerNone');
      if (decisionKind === 'seat') return hint('hint.answerSeats', {}, { seats: { heroes: action.picks } });
      return hint('hint.answerCards', { cards: action.picks });
    }
  }
}

/** The suggestion in the current language; heroes[seat] is each seat's hero name. */
export function hintText(hint: Hint, heroes: readonly string[]): string {
  const params: Params = { ...hint.numbers };
  for (const [k, types] of Object.entries(hint.cards)) params[k] = listed(types.map(cardName));
  for (const [k, seats] of Object.entries(hint.seats)) params[k] = listed(seats.map((s) => t(`hero.${heroes[s] ?? ''}`)));
  return t(hint.key, params);
}

/** The hint at one table: asked, thinking, then shown until the game moves on. */
export class TableHint {
  private asking: { at: number } | null = null;
  private shown: { at: number; hint: Hint | null } | null = null;
  private closed = false;

  constructor(private readonly table: HintTable, private readonly thinker: Thinker | undefined) {}

  /** The button is offered: a person may act now and no hint is being thought. */
  get offered(): boolean { return this.table.askable() !== null && !this.thinking; }
  get thinking(): boolean { return this.asking !== null && this.asking.at === this.table.session.actionCount; }
  /** The suggestion for the game as it stands (null: none asked, or the game has moved on); `none`:
   *  the bot had nothing to suggest. */
  get suggestion(): Hint | 'none' | null {
    const s = this.shown;
    return s && s.at === this.table.session.actionCount ? s.hint ?? 'none' : null;
  }

  /** Asks the hard bot what it would do for the person to act; the game is marked assisted. */
  ask(): boolean {
    const side = this.table.askable();
    if (side === null || this.thinking) return false;
    const { session } = this.table;
    session.markAssisted();
    const at = session.actionCount;
    const question = session.hintQuestion(side);
    this.asking = { at };
    this.table.changed();
    const answered = (action: Action | CoopAction | null) => {
      if (this.closed) return;
      this.asking = null;
      if (session.actionCount === at) {
        const view = this.table.view() as { pending?: { kind?: string } | null };
        this.shown = { at, hint: action && hintOf(action, knownCards(view), view.pending?.kind) };
      }
      this.table.changed();
    };
    const onTheSpot = () => answered(botAnswerer()(question) as Action | null);
    if (!this.thinker) onTheSpot();
    else void this.thinker.ask(question).then((thought) => (thought.ok ? answered(thought.action as Action | null) : onTheSpot()));
    return true;
  }

  /** The table closed: a late answer is dropped. */
  close(): void { this.closed = true; }
}
