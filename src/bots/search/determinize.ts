// A determinization: one guess at what a side cannot see, drawn only from what its view allows
// (information-set sampling, issue 26). The hidden cards of each place the side cannot see are pooled
// where their owner could be any of them (an opponent's hand and deck; the reserve; the face-down
// piles' cards under their Generals), put in a canonical order (by uid) so that two states the side
// sees alike give the same guesses, and dealt again at random with the same counts. The game's own
// random stream is replaced too: the bot never learns the true order of a future shuffle.
import { seededRandom, type GameState, type Side, type Uid } from '../../engine';

type Rng = () => number;

/** Shuffles the cards of `places` together (sorted first) and deals them back with the same counts. */
function redeal(places: Uid[][], r: Rng): void {
  const pool = places.flat().sort((a, b) => a - b);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  let at = 0;
  for (const place of places) for (let k = 0; k < place.length; k++) place[k] = pool[at++];
}

/**
 * Resamples in place, on a copy the caller owns, every card `side` cannot see: its own deck's order;
 * each other player's hand and deck (unless `openHands`: the cooperative team talks, so hands are seen,
 * decks are not); the reserve; the pillars and Epics not yet drawn; the cooperative piles' face-down
 * cards other than the General at each bottom. `seed` feeds the guess and the game's future shuffles.
 */
export function determinize(copy: GameState, side: Side, seed: number, openHands = false): void {
  const r: Rng = seededRandom(seed);
  for (const p of copy.players) {
    if (p.seat === side || openHands) redeal([p.deck], r);
    else redeal([p.hand, p.deck], r);
  }
  redeal([copy.reserve], r);
  if (copy.expansion) redeal([copy.expansion.pillarsAside], r);
  if (copy.epic) redeal([copy.epic.deck], r);
  const board = copy.board;
  if (board) {
    // The Generals were placed at setup where all could see; the other face-down cards were dealt at
    // random from the reserve: any of them could be anywhere among the piles and the reserve.
    const generals = new Set(board.generals);
    const dealt = board.piles.map((pile) => pile.filter((uid) => !generals.has(uid)));
    redeal([...dealt, copy.reserve], r);
    board.piles.forEach((pile, i) => {
      let k = 0;
      for (let at = 0; at < pile.length; at++) if (!generals.has(pile[at])) pile[at] = dealt[i][k++];
    });
  }
  copy.rng = (seed * 0x2c1b3c6d) ^ 0x297a2d39;
}

/** A 32-bit hash of a text (FNV-1a), to seed a decision from what the side sees. */
export function hashText(text: string, seed = 0): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 0x01000193); }
  return h | 0;
}
