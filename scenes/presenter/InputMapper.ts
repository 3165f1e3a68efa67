// Taps → intents. Holds the little state of the player's hands-on choices: the selected hand card,
// the picks of an open choice, and local choices the engine does not ask (play with or without the
// Play effect, which wounded to heal, which hand cards to drop at the end of the turn). Every action
// it sends is built from a legal action of the table model; it decides no rule.
import type { Action, Seat, Uid } from '../../src/engine';
import { playedCards, railCards, type HandCardModel, type TableModel } from './table-model';

export type Tap =
  | { kind: 'hand'; uid: Uid }
  | { kind: 'field'; uid: Uid }
  | { kind: 'played'; uid: Uid }
  | { kind: 'option'; value: number }
  | { kind: 'button'; id: string }
  | { kind: 'drop'; uid: Uid; on: Uid | 'board' | null }
  | { kind: 'inspect'; uid: Uid | null }
  | { kind: 'background' };

export type Intent = { kind: 'send'; action: Action } | { kind: 'inspect'; uid: Uid | null } | { kind: 'changed' };

type Local =
  | { kind: 'effect'; card: Uid; facing: Uid | null }
  | { kind: 'heal'; card: Uid; max: number; options: Uid[] }
  | { kind: 'discard'; options: Uid[] };

/** The open choice as the chooser panel shows it (an engine decision or a local one). */
export interface ChooserModel {
  key: string;
  params: Record<string, string | number>;
  /** The card that asks (e.g. the decision's source): its type, named in the prompt and drawn. */
  source: number | null;
  /** That card's uid, to inspect it (null when unknown or when no card asks). */
  sourceUid: Uid | null;
  kind: 'cards' | 'seat' | 'yesNo';
  options: number[];
  /** Card type of each option, for card choices (same order as options). */
  optionTypes: number[];
  reveal: { uid: Uid; type: number }[];
  min: number;
  max: number;
  picks: number[];
  canConfirm: boolean;
  confirmKey: string;
  cancellable: boolean;
  /** Labels for yes/no choices. */
  yesKey: string;
  noKey: string;
}

/** How a hand card stands in the open choice: picked, one of the options, or not concerned (null: no
 *  choice of cards is open). The table lifts and lights the hand from it. */
export function handMark(chooser: ChooserModel | null, uid: Uid): 'picked' | 'option' | 'other' | null {
  if (chooser?.kind !== 'cards') return null;
  return chooser.picks.includes(uid) ? 'picked' : chooser.options.includes(uid) ? 'option' : 'other';
}

/** A hand card that can go somewhere now: facing a card, equipped, or put into your area. */
const selectable = (c: HandCardModel) => c.targets.length > 0 || !!c.equip || !!c.relic;

export class InputMapper {
  private model: TableModel | null = null;
  private selectedUid: Uid | null = null;
  private local: Local | null = null;
  private picks: number[] = [];
  private decisionId: number | null = null;
  private moreTypes: ReadonlyMap<Uid, number> | null = null;

  /** A new model after a re-sync: keep what still makes sense. `moreTypes` gives the type of cards
   *  shown beside the table model (Poseidon's marked cards at the cooperative board, which a heal
   *  may pick). */
  setModel(model: TableModel, moreTypes?: ReadonlyMap<Uid, number>): void {
    this.model = model;
    this.moreTypes = moreTypes ?? null;
    const id = model.decision?.id ?? null;
    if (id !== this.decisionId) { this.picks = []; this.decisionId = id; }
    if (model.decision || !model.canAct) { this.local = null; this.selectedUid = null; }
    if (this.selectedUid !== null && !model.hand?.some((c) => c.uid === this.selectedUid && selectable(c))) this.selectedUid = null;
  }

  get selected(): Uid | null { return this.selectedUid; }

  /** Field cards the selected hand card may face. */
  targets(): Uid[] {
    return this.selectedCard()?.targets ?? [];
  }

  chooser(): ChooserModel | null {
    const m = this.model;
    if (!m) return null;
    const d = m.decision;
    if (d) {
      const cards = d.kind === 'cards';
      return {
        key: d.prompt, params: {}, source: d.source, sourceUid: d.sourceUid, kind: d.kind, options: d.options,
        optionTypes: cards ? d.options.map((o) => d.optionCards.find((c) => c.uid === o)?.type ?? 0) : [],
        reveal: d.reveal, min: d.min, max: d.max, picks: [...this.picks],
        canConfirm: this.picks.length >= d.min && this.picks.length <= d.max,
        confirmKey: 'ui.confirm', cancellable: false, yesKey: 'ui.yes', noKey: 'ui.no',
      };
    }
    const l = this.local;
    if (!l) return null;
    const typeOf = (uid: Uid) => this.cardType(uid);
    if (l.kind === 'effect') {
      return {
        key: 'ui.useEffect', params: {}, source: typeOf(l.card), sourceUid: l.card, kind: 'yesNo', options: [1, 0], optionTypes: [], reveal: [],
        min: 1, max: 1, picks: [], canConfirm: false, confirmKey: 'ui.confirm', cancellable: true,
        yesKey: 'ui.withEffect', noKey: 'ui.withoutEffect',
      };
    }
    if (l.kind === 'heal') {
      return {
        key: 'ui.healChoose', params: { n: l.max }, source: typeOf(l.card), sourceUid: l.card, kind: 'cards', options: l.options,
        optionTypes: l.options.map(typeOf), reveal: [], min: 1, max: l.max, picks: [...this.picks],
        canConfirm: this.picks.length >= 1 && this.picks.length <= l.max, confirmKey: 'ui.healAction', cancellable: true,
        yesKey: 'ui.yes', noKey: 'ui.no',
      };
    }
    return {
      key: 'ui.discardChoose', params: {}, source: null, sourceUid: null, kind: 'cards', options: l.options, optionTypes: l.options.map(typeOf),
      reveal: [], min: 0, max: l.options.length, picks: [...this.picks], canConfirm: true, confirmKey: 'ui.endTurn',
      cancellable: true, yesKey: 'ui.yes', noKey: 'ui.no',
    };
  }

  tap(tap: Tap): Intent[] {
    const m = this.model;
    if (!m) return [];
    if (tap.kind === 'inspect') return [{ kind: 'inspect', uid: tap.uid }];
    const chooser = this.chooser();
    if (chooser) return this.tapInChooser(tap, chooser);
    if (!m.canAct) return tap.kind === 'field' || tap.kind === 'played' ? [{ kind: 'inspect', uid: tap.uid }] : [];
    switch (tap.kind) {
      case 'hand': {
        const card = m.hand?.find((c) => c.uid === tap.uid);
        if (!card) return [];
        if (this.selectedUid === tap.uid) {
          // A second tap on a selected armor equips it (a relic: goes into your area); on a character
          // it puts the card back.
          if (card.equip || card.relic) return this.equip(card);
          this.selectedUid = null;
          return [{ kind: 'changed' }];
        }
        this.selectedUid = selectable(card) ? tap.uid : null;
        return [{ kind: 'changed' }, ...(this.selectedUid === null ? [{ kind: 'inspect' as const, uid: tap.uid }] : [])];
      }
      case 'field': {
        const card = this.selectedCard();
        if (card && card.targets.includes(tap.uid)) return this.play(card, tap.uid);
        return [{ kind: 'inspect', uid: tap.uid }];
      }
      case 'played':
        return [{ kind: 'inspect', uid: tap.uid }];
      case 'drop': {
        const card = m.hand?.find((c) => c.uid === tap.uid);
        if (!card) return [];
        if (typeof tap.on === 'number' && card.targets.includes(tap.on)) return this.play(card, tap.on);
        if (tap.on !== null && (card.equip || card.relic)) return this.equip(card);
        return [{ kind: 'changed' }];
      }
      case 'background':
        if (this.selectedUid === null) return [];
        this.selectedUid = null;
        return [{ kind: 'changed' }];
      case 'button':
        return this.button(tap.id);
      case 'option':
        return [];
    }
  }

  private button(id: string): Intent[] {
    const m = this.model!;
    if (id === 'endTurn' && m.endTurn) {
      const hand = m.hand ?? [];
      if (hand.length === 0) return [{ kind: 'send', action: m.endTurn }];
      this.selectedUid = null;
      this.local = { kind: 'discard', options: hand.map((c) => c.uid) };
      this.picks = [];
      return [{ kind: 'changed' }];
    }
    if (id === 'equip') {
      const card = this.selectedCard();
      return card?.equip || card?.relic ? this.equip(card) : [];
    }
    const [verb, a, b] = id.split(':');
    if (verb === 'acquire') {
      const slot = m.field[Number(a)];
      const option = slot?.acquire.find((o) => o.by === b);
      return option ? [{ kind: 'send', action: option.action }] : [];
    }
    if (verb === 'destroy') {
      const option = railCards(m)[Number(a)]?.acquire[0];
      return option ? [{ kind: 'send', action: option.action }] : [];
    }
    if (verb === 'use') {
      const use = m.expansion?.uses[Number(a)];
      return use ? [{ kind: 'send', action: use.action }] : [];
    }
    const played = playedCards(m).find((p) => p.uid === Number(a));
    if (verb === 'libra') return played?.libra ? [{ kind: 'send', action: played.libra }] : [];
    if (verb === 'activate') {
      if (played?.activate) return [{ kind: 'send', action: played.activate }];
      if (m.armorActivate && m.armorActivate.type === 'activate' && m.armorActivate.card === Number(a)) return [{ kind: 'send', action: m.armorActivate }];
      return [];
    }
    if (verb === 'heal' && played?.heal) {
      this.local = { kind: 'heal', card: played.uid, max: played.heal.max, options: played.heal.options };
      this.picks = [];
      return [{ kind: 'changed' }];
    }
    return [];
  }

  private tapInChooser(tap: Tap, chooser: ChooserModel): Intent[] {
    const m = this.model!;
    const d = m.decision;
    // A card tapped on the table stands for that option only in a choice of cards (a yes/no's 1 and 0,
    // or a seat number, are not uids).
    const onTable = tap.kind === 'hand' || tap.kind === 'field' || tap.kind === 'played';
    const value = tap.kind === 'option' ? tap.value : onTable && chooser.kind === 'cards' ? tap.uid : null;
    if (value !== null && chooser.options.includes(value)) {
      if (chooser.kind === 'yesNo') return this.answerYesNo(value === 1);
      if (chooser.kind === 'seat') return d ? [this.answer(d.id, d.seat, [value])] : [];
      const at = this.picks.indexOf(value);
      if (at >= 0) this.picks.splice(at, 1);
      else if (chooser.max === 1) this.picks = [value];
      else if (this.picks.length < chooser.max) this.picks.push(value);
      return [{ kind: 'changed' }];
    }
    if (tap.kind !== 'button') return tap.kind === 'field' || tap.kind === 'played' ? [{ kind: 'inspect', uid: tap.uid }] : [];
    if (tap.id === 'yes' || tap.id === 'no') return chooser.kind === 'yesNo' ? this.answerYesNo(tap.id === 'yes') : [];
    if (tap.id === 'cancel' && chooser.cancellable) {
      this.local = null;
      this.picks = [];
      return [{ kind: 'changed' }];
    }
    if (tap.id !== 'confirm' || !chooser.canConfirm) return [];
    const picks = [...this.picks];
    if (d) return [this.answer(d.id, d.seat, picks)];
    const l = this.local!;
    this.local = null;
    this.picks = [];
    if (l.kind === 'heal') return [{ kind: 'send', action: { type: 'heal', seat: m.active, card: l.card, targets: picks } }];
    if (l.kind === 'discard' && m.endTurn?.type === 'endTurn') return [{ kind: 'send', action: { ...m.endTurn, discard: picks } }];
    return [];
  }

  private answerYesNo(yes: boolean): Intent[] {
    const d = this.model!.decision;
    if (d) return [this.answer(d.id, d.seat, [yes ? 1 : 0])];
    const l = this.local;
    this.local = null;
    if (l?.kind !== 'effect') return [];
    const card = this.model!.hand?.find((c) => c.uid === l.card);
    if (!card) return [{ kind: 'changed' }];
    this.selectedUid = null;
    const put = card.equip ?? card.relic;
    if (l.facing === null) return put ? [{ kind: 'send', action: { ...put, effect: yes } as Action }] : [];
    return [{ kind: 'send', action: { type: 'play', seat: this.model!.active, card: card.uid, facing: l.facing, effect: yes } }];
  }

  private answer(decision: number, seat: Seat, picks: number[]): Intent {
    this.picks = [];
    return { kind: 'send', action: { type: 'answer', seat, decision, picks } };
  }

  private play(card: HandCardModel, facing: Uid): Intent[] {
    if (card.effectChoice) {
      this.local = { kind: 'effect', card: card.uid, facing };
      return [{ kind: 'changed' }];
    }
    this.selectedUid = null;
    return [{ kind: 'send', action: { type: 'play', seat: this.model!.active, card: card.uid, facing, effect: true } }];
  }

  /** Equips an armor, or puts a relic into your area. */
  private equip(card: HandCardModel): Intent[] {
    const put = card.equip ?? card.relic;
    if (!put) return [];
    if (card.effectChoice) {
      this.local = { kind: 'effect', card: card.uid, facing: null };
      return [{ kind: 'changed' }];
    }
    this.selectedUid = null;
    return [{ kind: 'send', action: put }];
  }

  private selectedCard(): HandCardModel | null {
    return this.model?.hand?.find((c) => c.uid === this.selectedUid) ?? null;
  }

  private cardType(uid: Uid): number {
    const m = this.model!;
    const all = [
      ...(m.hand ?? []), ...m.field.flatMap((s) => (s.uid === null ? [] : [{ uid: s.uid, type: s.type! }])),
      ...m.players.flatMap((p) => [...p.wounded, ...p.discard, ...(p.armor ? [p.armor] : [])]),
      ...playedCards(m),
    ];
    return all.find((c) => c.uid === uid)?.type ?? this.moreTypes?.get(uid) ?? 0;
  }
}
