// The one zod every runtime schema of the game is written with: zod/mini, zod's own tree-shakable
// functional API (the classic API's schemas carry every method, so the bundle kept all of zod). Mini
// ships no messages of its own; English is loaded here so a refused save, share code, action or
// message reads exactly as it did ("Too big: expected number to be <=4"). In src/cards, the lowest
// layer, so the engine, persist and stream may all import it.
import { z } from 'zod/mini';

z.config(z.locales.en());

export { z };
