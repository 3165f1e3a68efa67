// Taps on the cooperative board → actions. The card play (select a hand card, tap the top it faces,
// acquire, heal, decisions, the end of a turn) is the classic InputMapper's; the board's own choices
// are added here: tap a neighbouring pile to move there (then the card to discard), tap a hero to give
// them cards (or drop a card on them), tap a hero to let them play next, tap one of Poseidon's marked
// cards to heal it with a card in play (issue 22). Every action sent is a legal action of the model (a
// move or a gift built from the listed one of the same card); no rule here.
import type { Action, CoopAction, Seat, Uid } from '../../../src/engine';
import { t } from '../../../src/i18n';
import { InputMapper, type ChooserModel, type Intent, type Tap } from '../InputMapper';
import { playedCards } from '../table-model';
import { coopCardTypes, type CoopModel } from './coop-model';

export type CoopTap =
  | Tap
  | { kind: 'pile'; pile: number }
  | { kind: 'hero'; seat: Seat }
  /** One of Poseidon's marked cards, on his corner of the board. */
  | { kind: 'marked'; uid: Uid }
  | { kind: 'dropOnHero'; uid: Uid; seat: Seat }
  | { kind: 'dropOnPile'; uid: Uid; pile: number };

export type CoopIntent = { kind: 'send'; action: Action | CoopAction } | Exclude<Intent, { kind: 'send' }>;

/** A hand of this many cards receives no gift (the engine refuses it too). */
const GIFT_HAND_LIMIT = 10;

type Local = { kind: 'move'; pile: number } | { kind: 'give'; to: Seat };

export class CoopInput {
  readonly mapper = new InputMapper();
  private model: CoopModel | null = null;
  private local: Local | null = null;
  private picks: Uid[] = [];

  setModel(m: CoopModel): void {
    this.model = m;
    this.mapper.setModel(m.table, coopCardTypes(m));
    // A choice that no longer has anything to offer is dropped (the hand changed, the turn ended).
    if (this.local && this.options(this.local).length === 0) this.clear();
    this.picks = this.picks.filter((uid) => this.local && this.options(this.local).includes(uid));
  }

  get selected(): Uid | null { return this.mapper.selected; }
  targets(): Uid[] { return this.mapper.targets(); }
  /** Poseidon's marked cards a tap would do something with now: pick it in the open choice of cards,
   *  or heal it with a card in play (each is an option of a listed heal). */
  markedTargets(): Uid[] {
    const m = this.model;
    if (!m || this.local) return [];
    const chooser = this.mapper.chooser();
    const open = chooser?.kind === 'cards' ? chooser.options : chooser ? [] : playedCards(m.table).flatMap((p) => p.heal?.options ?? []);
    return m.poseidonMarked.map((c) => c.uid).filter((uid) => open.includes(uid));
  }

  /** The pile a move is being chosen for, or the hero a gift is being chosen for. */
  get pending(): Local | null { return this.local; }

  chooser(): ChooserModel | null {
    const table = this.mapper.chooser();
    if (table) return table;
    const l = this.local;
    const m = this.model;
    if (!l || !m) return null;
    const options = this.options(l);
    const typeOf = (uid: Uid) => m.table.hand?.find((c) => c.uid === uid)?.type ?? 0;
    const max = l.kind === 'move' ? 1 : this.giftLimit(l.to);
    const hero = l.kind === 'give' ? t(`hero.${m.heroes[l.to]?.hero ?? ''}`) : '';
    return {
      key: l.kind === 'move' ? 'ui.moveChoose' : 'ui.giveChoose',
      params: l.kind === 'move' ? { pile: l.pile + 1 } : { hero, n: max },
      source: null, sourceUid: null, kind: 'cards', options, optionTypes: options.map(typeOf), reveal: [],
      min: 1, max, picks: [...this.picks], canConfirm: this.picks.length >= 1 && this.picks.length <= max,
      confirmKey: l.kind === 'move' ? 'ui.moveAction' : 'ui.giveAction', cancellable: true, yesKey: 'ui.yes', noKey: 'ui.no',
    };
  }

  tap(tap: CoopTap): CoopIntent[] {
    const m = this.model;
    if (!m) return [];
    if (tap.kind === 'inspect') return [{ kind: 'inspect', uid: tap.uid }];
    if (this.local) return this.tapInLocal(tap, this.local);
    switch (tap.kind) {
      case 'pile': return this.choosePile(tap.pile);
      case 'hero': return this.chooseHero(tap.seat);
      case 'marked': return this.tapMarked(tap.uid);
      case 'dropOnHero': {
        const gift = m.heroes[tap.seat]?.gifts.find((g) => g.cards.includes(tap.uid));
        return gift ? [{ kind: 'send', action: gift }] : this.mapper.tap({ kind: 'drop', uid: tap.uid, on: null });
      }
      case 'dropOnPile': {
        const top = m.piles[tap.pile]?.top?.uid ?? null;
        const card = m.table.hand?.find((c) => c.uid === tap.uid);
        if (top !== null && card?.targets.includes(top)) return this.mapper.tap({ kind: 'drop', uid: tap.uid, on: top });
        const move = this.moveFor(tap.pile, tap.uid);
        return move ? [{ kind: 'send', action: move }] : this.mapper.tap({ kind: 'drop', uid: tap.uid, on: null });
      }
      case 'field': {
        // A tap on a neighbouring pile's top means "move there" unless a selected card can face it.
        const pile = m.piles.findIndex((p) => p.top?.uid === tap.uid);
        if (pile >= 0 && !this.mapper.targets().includes(tap.uid) && m.piles[pile].moves.length && !this.mapper.chooser()) return this.choosePile(pile);
        return this.mapper.tap(tap);
      }
      default: return this.mapper.tap(tap);
    }
  }

  /**
   * A tap on one of Poseidon's marked cards. In an open choice of cards that offers it (a heal, or a
   * decision such as Krishna's), it is picked or unpicked as its option would be. Otherwise a card in
   * play that may heal it opens its heal choice with it already picked, as that card's Heal button
   * would (the one with the fewest Heal points, so as to spend the least): Confirm heals it. Anything
   * else looks at the card.
   */
  private tapMarked(uid: Uid): CoopIntent[] {
    const chooser = this.mapper.chooser();
    if (chooser) return chooser.kind === 'cards' && chooser.options.includes(uid) ? this.mapper.tap({ kind: 'option', value: uid }) : [{ kind: 'inspect', uid }];
    const healers = playedCards(this.model!.table).filter((p) => p.heal?.options.includes(uid)).sort((a, b) => a.heal!.max - b.heal!.max);
    if (!this.model!.table.canAct || healers.length === 0) return [{ kind: 'inspect', uid }];
    return [...this.mapper.tap({ kind: 'button', id: `heal:${healers[0].uid}` }), ...this.mapper.tap({ kind: 'option', value: uid })];
  }

  private choosePile(pile: number): CoopIntent[] {
    const p = this.model!.piles[pile];
    if (!p || p.moves.length === 0) return [];
    this.local = { kind: 'move', pile };
    this.picks = [];
    return [{ kind: 'changed' }];
  }

  private chooseHero(seat: Seat): CoopIntent[] {
    const h = this.model!.heroes[seat];
    if (!h) return [];
    if (h.pick) return [{ kind: 'send', action: h.pick }];
    if (h.gifts.length === 0) return [];
    this.local = { kind: 'give', to: seat };
    this.picks = [];
    return [{ kind: 'changed' }];
  }

  private tapInLocal(tap: CoopTap, l: Local): CoopIntent[] {
    const options = this.options(l);
    const value = tap.kind === 'option' ? tap.value : tap.kind === 'hand' ? tap.uid : null;
    if (value !== null && options.includes(value)) {
      const at = this.picks.indexOf(value);
      const max = l.kind === 'move' ? 1 : this.giftLimit(l.to);
      if (at >= 0) this.picks.splice(at, 1);
      else if (max === 1) this.picks = [value];
      else if (this.picks.length < max) this.picks.push(value);
      return [{ kind: 'changed' }];
    }
    if (tap.kind === 'button' && tap.id === 'cancel') { this.clear(); return [{ kind: 'changed' }]; }
    if (tap.kind === 'button' && tap.id === 'confirm' && this.picks.length) {
      const picks = [...this.picks];
      this.clear();
      if (l.kind === 'move') {
        const move = this.moveFor(l.pile, picks[0]);
        return move ? [{ kind: 'send', action: move }] : [{ kind: 'changed' }];
      }
      const gifts = this.model!.heroes[l.to]?.gifts ?? [];
      return picks.flatMap((uid) => {
        const gift = gifts.find((g) => g.cards.includes(uid));
        return gift ? [{ kind: 'send' as const, action: gift }] : [];
      });
    }
    if (tap.kind === 'pile' && l.kind === 'move' && tap.pile !== l.pile) return this.choosePile(tap.pile);
    if (tap.kind === 'hero' && l.kind === 'give' && tap.seat !== l.to) { this.clear(); return this.chooseHero(tap.seat); }
    if (tap.kind === 'background' || (tap.kind === 'pile' && l.kind === 'move') || (tap.kind === 'hero' && l.kind === 'give')) {
      this.clear();
      return [{ kind: 'changed' }];
    }
    return [];
  }

  /** The hand cards that may be chosen: to discard for this move, or to give this hero. */
  private options(l: Local): Uid[] {
    const m = this.model;
    if (!m) return [];
    if (l.kind === 'give') return [...new Set((m.heroes[l.to]?.gifts ?? []).flatMap((g) => g.cards))];
    const moves = m.piles[l.pile]?.moves ?? [];
    return (m.table.hand ?? []).filter((c) => this.moveFor(l.pile, c.uid, moves) !== null).map((c) => c.uid);
  }

  /** The move paying with this card: the engine lists one move per card type, copies pay the same. */
  private moveFor(pile: number, uid: Uid, moves = this.model?.piles[pile]?.moves ?? []): Extract<CoopAction, { type: 'move' }> | null {
    const hand = this.model?.table.hand ?? [];
    const type = hand.find((c) => c.uid === uid)?.type;
    const listed = moves.find((mv) => hand.find((c) => c.uid === mv.discard)?.type === type);
    return listed && type !== undefined ? { ...listed, discard: uid } : null;
  }

  /** How many cards this hero may receive now: all the listed ones at the same pile, one at a neighbour's. */
  private giftLimit(to: Seat): number {
    const m = this.model!;
    const me = m.heroes[m.active];
    const them = m.heroes[to];
    if (!me || !them) return 1;
    const room = Math.max(1, GIFT_HAND_LIMIT - (m.table.players[to]?.handCount ?? 0));
    return me.at === them.at ? Math.min(room, Math.max(1, new Set(them.gifts.flatMap((g) => g.cards)).size)) : 1;
  }

  private clear(): void {
    this.local = null;
    this.picks = [];
  }
}
