// Our own texts for base cards 42-90 (ids). Short, imperative, with the trigger word first.
import type { CardText } from './index';

export const TEXTS_42_90: Record<number, CardText> = {};
