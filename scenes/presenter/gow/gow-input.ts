// God of War's taps, in plain TS: the cards the person picks from their hand (a card with several
// options cycles through them), then a place on the Scenario (an attack, an interaction), a column (a
// move), or one of the listed choices (rage, Specials, companions, a defense, the questions). Which
// tap means what is read from the engine's legal actions only: a tap never guesses a rule.
import type { GowAction, GowPlayedCard, Uid } from '../../../src/engine';
import type { TapIntent, TapMapper } from '../table/input';
import { ownHand, type GowModel } from './gow-model';

export type GowTap =
  | { kind: 'card'; uid: Uid }
  | { kind: 'slot'; at: string }
  | { kind: 'column'; column: number; back: boolean }
  | { kind: 'figure'; id: string }
  | { kind: 'choice'; index: number }
  | { kind: 'endTurn' }
  | { kind: 'clear' }
  | { kind: 'inspect'; uid: Uid };

type WithCards = Extract<GowAction, { cards: GowPlayedCard[] }>;
type Special = Extract<GowAction, { type: 'special' }>;

/** The cards an action plays, as content ids with options (a hand's identical cards are one). */
const signature = (cards: readonly GowPlayedCard[], idOf: (uid: Uid) => string): string[] =>
  cards.map((c) => `${idOf(c.uid)}#${c.option}`).sort();

/** Every element of `small` is in `big`, counted. */
function within(small: readonly string[], big: readonly string[]): boolean {
  const left = [...big];
  for (const x of small) {
    const i = left.indexOf(x);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

const cardsOf = (a: GowAction): GowPlayedCard[] | null =>
  'cards' in a ? (a as WithCards).cards : a.type === 'special' ? [(a as Special).card] : null;

export class GowInput implements TapMapper<GowTap, GowModel> {
  private model: GowModel | null = null;
  private picked: GowPlayedCard[] = [];
  private figureId: string | null = null;

  get selection(): readonly GowPlayedCard[] { return this.picked; }

  setModel(model: GowModel): void {
    this.model = model;
    const hand = new Set(ownHand(model).map((c) => c.uid));
    this.picked = model.offers.length ? this.picked.filter((p) => hand.has(p.uid)) : [];
    if (this.figureId && !model.offers.some((a) => 'figure' in a && a.figure === this.figureId)) this.figureId = null;
  }

  /** The figure the taps act with: the one picked, else the first the offers name. */
  get figure(): string | null {
    const offers = this.model?.offers ?? [];
    return this.figureId ?? offers.map((a) => ('figure' in a ? a.figure : null)).find((f) => f !== null) ?? null;
  }

  private idOf = (uid: Uid): string => this.model?.view.seats.flatMap((s) => (Array.isArray(s.hand) ? s.hand : [])).find((c) => c.uid === uid)?.card ?? '';
  private sig = (cards: readonly GowPlayedCard[]) => signature(cards, this.idOf);
  private forFigure = (a: GowAction) => !('figure' in a) || a.figure === this.figure;

  /** The offers that play exactly the picked cards. */
  private exact(): GowAction[] {
    const picked = this.sig(this.picked);
    return (this.model?.offers ?? []).filter((a) => {
      const cards = cardsOf(a);
      return cards !== null && this.forFigure(a) && cards.length === picked.length && within(picked, this.sig(cards));
    });
  }

  /** Could this hand card join the cards picked (some offer plays them all)? */
  joinable(uid: Uid): boolean {
    if (this.picked.some((p) => p.uid === uid)) return true;
    const id = this.idOf(uid);
    const picked = this.sig(this.picked);
    return (this.model?.offers ?? []).some((a) => {
      const cards = cardsOf(a);
      if (!cards || !this.forFigure(a)) return false;
      const sig = this.sig(cards);
      return within(picked, sig) && sig.some((s) => s.startsWith(`${id}#`)) && within([...picked, sig.find((s) => s.startsWith(`${id}#`))!], sig);
    });
  }

  /** The Scenario places a tap would act on now (with the cards picked), and the action each sends. */
  targets(): Map<string, GowAction> {
    const out = new Map<string, GowAction>();
    for (const a of this.exact()) if ((a.type === 'attack' && !out.has(a.target)) || (a.type === 'interact' && !out.has(a.at))) out.set(a.type === 'attack' ? a.target : a.at, a);
    return out;
  }

  /** The columns a tap would move or place the figure to: `${column}:${front|back}` → action. */
  moves(): Map<string, GowAction> {
    const out = new Map<string, GowAction>();
    if (this.picked.length) return out;
    for (const a of this.model?.offers ?? []) if ((a.type === 'move' || a.type === 'place') && this.forFigure(a)) out.set(`${a.column}:${a.back ? 'back' : 'front'}`, a);
    return out;
  }

  /** The listed choices now: every offer that is neither a card set on a place, a move, nor the end of the turn. */
  choices(): GowAction[] {
    const offers = this.model?.offers ?? [];
    const listed = offers.filter((a) => a.type !== 'attack' && a.type !== 'interact' && a.type !== 'move' && a.type !== 'place' && a.type !== 'endTurn' && this.forFigure(a));
    // With cards picked, only what plays exactly them (a defense, a Special); the rest stays listed.
    const picked = this.sig(this.picked);
    return listed.filter((a) => {
      const cards = cardsOf(a);
      if (!cards) return true;
      if (!this.picked.length) return a.type === 'defend' && cards.length === 0;
      return cards.length === picked.length && within(picked, this.sig(cards));
    });
  }

  tap(tap: GowTap): readonly TapIntent[] {
    const m = this.model;
    if (!m) return [];
    switch (tap.kind) {
      case 'inspect': return [{ kind: 'inspect', uid: tap.uid }];
      case 'clear': this.picked = []; return [{ kind: 'changed' }];
      case 'endTurn': {
        const end = m.offers.find((a) => a.type === 'endTurn');
        return end ? this.send(end) : [];
      }
      case 'card': return this.pick(tap.uid);
      case 'figure': {
        if (!m.offers.some((a) => 'figure' in a && a.figure === tap.id)) return [];
        this.figureId = tap.id;
        return [{ kind: 'changed' }];
      }
      case 'slot': { const a = this.targets().get(tap.at); return a ? this.send(a) : []; }
      case 'column': { const a = this.moves().get(`${tap.column}:${tap.back ? 'back' : 'front'}`); return a ? this.send(a) : []; }
      case 'choice': { const a = this.choices()[tap.index]; return a ? this.send(a) : []; }
    }
  }

  /** A hand card: picked with its first option that fits; tapped again, its next option that fits; then put back. */
  private pick(uid: Uid): readonly TapIntent[] {
    const at = this.picked.findIndex((p) => p.uid === uid);
    const options = this.optionsFitting(uid, at >= 0 ? this.picked.filter((_, i) => i !== at) : this.picked);
    if (at < 0) {
      if (!options.length) return [];
      this.picked = [...this.picked, { uid, option: options[0] }];
    } else {
      const next = options.find((o) => o > this.picked[at].option);
      this.picked = next === undefined ? this.picked.filter((_, i) => i !== at) : this.picked.map((p, i) => (i === at ? { uid, option: next } : p));
    }
    return [{ kind: 'changed' }];
  }

  /** The options of a hand card some offer plays together with `others`. */
  private optionsFitting(uid: Uid, others: readonly GowPlayedCard[]): number[] {
    const id = this.idOf(uid);
    const base = this.sig(others);
    const options = new Set<number>();
    for (const a of this.model?.offers ?? []) {
      const cards = cardsOf(a);
      if (!cards || !this.forFigure(a)) continue;
      const sig = this.sig(cards);
      for (const s of sig) if (s.startsWith(`${id}#`) && within([...base, s], sig)) options.add(Number(s.slice(id.length + 1)));
    }
    return [...options].sort((x, y) => x - y);
  }

  private send(action: GowAction): readonly TapIntent[] {
    this.picked = [];
    return [{ kind: 'send', action }];
  }
}
