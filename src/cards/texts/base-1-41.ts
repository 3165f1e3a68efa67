// Our own texts for base cards 1-41 (ids). Short, imperative, with the trigger word first.
import type { CardText } from './index';

export const TEXTS_1_41: Record<number, CardText> = {};
