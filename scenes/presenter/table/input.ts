// The player's taps at the table, in every mode: the mode's mapper turns them into intents; this sends
// the actions, keeps the card being inspected, and refuses taps while they cannot mean anything (a
// hand-off screen waits; an action or a shown step is being played, when only inspecting a card is
// allowed).
import type { Uid } from '../../../src/engine';
import type { Intent } from '../InputMapper';

/** An intent of any mode's mapper: an action to send, a card to inspect, or a change of selection. */
export type TapIntent = { kind: 'send'; action: unknown } | Exclude<Intent, { kind: 'send' }>;

/** A mode's taps → intents, over the model last shown. */
export interface TapMapper<Tap, Model> {
  tap(tap: Tap): readonly TapIntent[];
  setModel(model: Model): void;
}

export interface InputTable {
  /** 'closed': nothing is taken; 'look': only inspecting a card; 'open': everything. */
  gate(): 'closed' | 'look' | 'open';
  /** Sends a tap's action: was it taken? */
  send(action: unknown): { ok: boolean };
  /** A tap's action was accepted. */
  sent(): void;
  /** What the player sees changed: a selection or a choice (which clears the last error), or the card inspected. */
  changed(clearsError: boolean): void;
}

export class TableInput<Tap extends { kind: string }, Model> {
  private inspectedUid: Uid | null = null;

  /** `visible`: whether a card is somewhere the viewer sees it in a model (the zoom may stay open on it). */
  constructor(readonly mapper: TapMapper<Tap, Model>, private readonly visible: (m: Model, uid: Uid) => boolean, private readonly table: InputTable) {}

  get inspected(): Uid | null { return this.inspectedUid; }

  tap(tap: Tap): void {
    const gate = this.table.gate();
    if (gate === 'closed' || (gate === 'look' && tap.kind !== 'inspect')) return;
    for (const intent of this.mapper.tap(tap)) {
      if (intent.kind === 'send') {
        this.inspectedUid = null;
        if (this.table.send(intent.action).ok) this.table.sent();
      } else if (intent.kind === 'inspect') {
        this.inspectedUid = intent.uid;
        this.table.changed(false);
      } else {
        this.table.changed(true);
      }
    }
  }

  /** A new model is shown: the mapper reads it, and the zoom closes on a card the viewer can no longer see. */
  show(m: Model): void {
    this.mapper.setModel(m);
    if (this.inspectedUid !== null && !this.visible(m, this.inspectedUid)) this.inspectedUid = null;
  }
}
