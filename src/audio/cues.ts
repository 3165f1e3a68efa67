// The game's sounds by name: the short cues that mark what happens on the table and the music
// themes. Plain data, no DOM: the synthesiser (./synth) renders each name, the mixer (./mixer) reads
// a cue's rank to thin a crowd of cues, and the presenters map animation steps to these names.

/** Every effect cue, and what it marks. */
export const CUE_INFO = {
  draw: 'cards drawn into a hand: a paper swish',
  play: 'a card played on the table: a swish and a soft slap',
  armor: 'an armor equipped: a metal clank',
  force: 'a card acquired by Force: an impact',
  cosmos: 'a card acquired by Cosmos: a gold chime',
  wound: 'a wound: a slash and a thud',
  freeze: 'a card frozen: ice crystals',
  heal: 'a heal: a warm rising arpeggio',
  destroy: 'a card destroyed: it burns and crumbles',
  flame: 'a flame of the clock dying: a crackle and a breath of smoke',
  arrival: 'a card arriving on the field: a flip and a shimmer',
  exit: 'a card leaving the field: a falling swish',
  slide: 'the field sliding along: a soft card slide',
  epic: 'an Epic revealed or ended, an hourglass: a gong',
  token: 'VP tokens, sapphires, Libra weapons: a coin',
  shuffle: 'a deck shuffled: a riffle',
  turn: 'a turn beginning: a soft bell',
  final: 'the final round: a tolling bell',
  flood: 'the flood pawn gliding: a watery whoosh with bubbles',
  callout: 'Poseidon acting at a pile: a deep bloop',
  waterUp: 'the water rising: a swell',
  waterDown: 'the water falling: a draining glug',
  pillarCrack: 'a pillar cracking: a sharp stone crack',
  pillarFall: 'a pillar falling: a rumble and crumbling stone',
  poseidon: 'Poseidon\'s phase beginning: a conch horn',
  walk: 'a hero walking to another pile: two steps',
  victory: 'victory: a fanfare',
  defeat: 'defeat: a falling lament',
  tap: 'a button tapped: a tiny click',
  error: 'a refused action: a soft double buzz',
} as const;

export type Cue = keyof typeof CUE_INFO;
export const CUES = Object.keys(CUE_INFO) as Cue[];
export const isCue = (x: unknown): x is Cue => typeof x === 'string' && x in CUE_INFO;

/**
 * How much a cue matters when many come at once: 3 (an event of the game: always heard, even at
 * instant speed), 2 (a deed: heard at 2×), 1 (the cards' ordinary motion: dropped first). The
 * interface's own cues (ui) answer a tap and are never thinned.
 */
export const CUE_RANK: Readonly<Record<Cue, 1 | 2 | 3 | 'ui'>> = {
  draw: 1, play: 1, slide: 1, exit: 1, arrival: 1, shuffle: 1, walk: 1,
  armor: 2, force: 2, cosmos: 2, wound: 2, freeze: 2, heal: 2, destroy: 2, flame: 2, token: 2, turn: 2,
  flood: 2, callout: 2, waterUp: 2, waterDown: 2,
  epic: 3, final: 3, pillarCrack: 3, pillarFall: 3, poseidon: 3, victory: 3, defeat: 3,
  tap: 'ui', error: 'ui',
};

/** The music: a theme for the menu, the classic table and the coop board, and the darker layer
 *  played over the coop theme during Poseidon's phase (same tempo and length: they loop together). */
export const THEMES = ['menu', 'classic', 'coop', 'poseidon'] as const;
export type Theme = (typeof THEMES)[number];
/** What is played: a theme's name, or none. */
export type Music = Exclude<Theme, 'poseidon'> | null;

/** Each music and its layers: themes that loop with it from the same instant, silent until the table
 *  asks for them (Sound.layer): Poseidon's over the coop theme during his phase. A mode's music is
 *  the theme named as the mode (AppSettings.theme), with its layers from here. */
export const MUSIC_LAYERS: Readonly<Record<Exclude<Music, null>, readonly Theme[]>> = {
  menu: [],
  classic: [],
  coop: ['poseidon'],
};

/** The layers of a music (none for silence). */
export const layersOf = (music: Music): readonly Theme[] => (music === null ? [] : MUSIC_LAYERS[music]);

/** A sound the synthesiser renders: a cue or a theme. */
export type SoundId = Cue | `music:${Theme}`;
