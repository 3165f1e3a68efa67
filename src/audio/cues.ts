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
  // God of War: The Card Game (a Norse saga: stone, ice, embers, horns).
  gowRoll: 'the enemy die tumbling on wood and stone',
  gowFlip: 'a heavy stone Scenario card turning over',
  gowMove: 'a pawn stepping: a soft footstep on snow',
  gowStrike: 'an enemy\'s blow landing on a hero: a heavy thud and a ring of metal',
  gowHit: 'a hero\'s attack landing on an enemy: an axe chop',
  gowArmor: 'armor breaking: shattering ice',
  gowStun: 'a stun: a dizzy ringing',
  gowPoison: 'poison: a sick bubbling hiss',
  gowRage: 'rage rising a step: a short ember flare',
  gowRageFull: 'rage ready or unleashed: a roaring swell of fire and brass',
  gowDefend: 'a defense holding: a shield block',
  gowUpgrade: 'an upgrade taken: a hammer ringing on the forge',
  gowRune: 'a rune revealed: a bright cold chime over a low hum',
  gowMission: 'a Mission won, the pyramid rising: a horn call',
  gowExhausted: 'a hero falling exhausted: a low fall',
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
  gowRoll: 1, gowFlip: 1, gowMove: 1,
  gowStrike: 2, gowHit: 2, gowArmor: 2, gowStun: 2, gowPoison: 2, gowRage: 2, gowRageFull: 2, gowDefend: 2, gowUpgrade: 2,
  // The rune sets which enemies act this round: an event, heard even at instant speed.
  gowRune: 3, gowMission: 3, gowExhausted: 3,
};

/** The music: a theme for the menu, the classic table, the coop board and the God of War table, and
 *  the layers played over a theme (same tempo and length: they loop together): the darker one over
 *  the coop theme during Poseidon's phase, the battle one over God of War's during the enemies'
 *  activation. */
export const THEMES = ['menu', 'classic', 'coop', 'poseidon', 'gow', 'gowBattle'] as const;
export type Theme = (typeof THEMES)[number];
/** The themes only ever heard as a layer over another. */
type Layer = 'poseidon' | 'gowBattle';
/** What is played: a theme's name, or none. */
export type Music = Exclude<Theme, Layer> | null;

/** Each music and its layers: themes that loop with it from the same instant, silent until the table
 *  asks for them (Sound.layer): Poseidon's over the coop theme during his phase, the battle's over
 *  God of War's during the enemies' activation. A mode's music is
 *  the theme named as the mode (AppSettings.theme), with its layers from here. */
export const MUSIC_LAYERS: Readonly<Record<Exclude<Music, null>, readonly Theme[]>> = {
  menu: [],
  classic: [],
  coop: ['poseidon'],
  gow: ['gowBattle'],
};

/** The layers of a music (none for silence). */
export const layersOf = (music: Music): readonly Theme[] => (music === null ? [] : MUSIC_LAYERS[music]);

/** A sound the synthesiser renders: a cue or a theme. */
export type SoundId = Cue | `music:${Theme}`;
