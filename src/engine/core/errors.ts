// What the rules say when an action may not be taken: a typed code, a message key for translation and
// an English sentence for logs and tools. Thrown by a ruleset's check, caught by the apply pipeline.
export interface EngineError<Code extends string = string> {
  code: Code;
  key: string;
  message: string;
  /** The message key's parameters: the card types and numbers it names ({ card: 1014 } → its name). */
  params?: Record<string, number>;
}

export class RuleError<Code extends string = string> extends Error {
  constructor(readonly code: Code, readonly key: string, message: string, readonly params?: Record<string, number>) { super(message); }
}
