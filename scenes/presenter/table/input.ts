// The player's taps at the table: the InputMapper turns them into intents; this sends the actions,
// keeps the card being inspected, and refuses taps while they cannot mean anything (a hand-off screen
// waits; an action or the upkeep is being shown, when only inspecting a card is allowed).
import type { Action, Uid } from '../../../src/engine';
import { InputMapper, type Tap } from '../InputMapper';
import type { TableModel } from '../table-model';

export interface InputTable {
  /** 'closed': nothing is taken; 'look': only inspecting a card; 'open': everything. */
  gate(): 'closed' | 'look' | 'open';
  /** Sends a tap's action: was it taken? */
  send(action: Action): { ok: boolean };
  /** A tap's action was accepted. */
  sent(): void;
  /** What the player sees changed: a selection or a choice (which clears the last error), or the card inspected. */
  changed(clearsError: boolean): void;
}

export class TableInput {
  readonly mapper = new InputMapper();
  private inspectedUid: Uid | null = null;

  constructor(private readonly table: InputTable) {}

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

  /** After a re-sync: stop inspecting a card the viewer can no longer see. */
  keepInspecting(m: TableModel): void {
    if (this.inspectedUid !== null && !visible(m, this.inspectedUid)) this.inspectedUid = null;
  }
}

/** Is a card somewhere the viewer can see it (so the zoom may stay open on it)? */
function visible(m: TableModel, uid: Uid): boolean {
  return m.field.some((s) => s.uid === uid || s.facing.some((p) => p.uid === uid))
    || m.loose.some((p) => p.uid === uid) || (m.hand ?? []).some((c) => c.uid === uid)
    || m.players.some((p) => p.armor?.uid === uid || p.wounded.some((c) => c.uid === uid) || p.discard.some((c) => c.uid === uid))
    || m.fieldDiscard.some((c) => c.uid === uid)
    || !!m.decision && ([...m.decision.optionCards, ...m.decision.reveal].some((c) => c.uid === uid) || m.decision.sourceUid === uid);
}
