// The bots' pace at the table, the team's pick shared with bots, and games no hero can change any more
// (issue 25): English.
export const PACE_EN: Readonly<Record<string, string>> = {
  'pace.botsPick': 'The bots choose who plays next. Tap your hero to play now.',
  'pace.yourPick': 'Your turn: tap {hero} to play.',
  'pace.botPace': 'Bots: {pace}',
  'pace.slow': 'slow',
  'pace.normal': 'normal',
  'pace.fast': 'fast',
  'pace.instant': 'instant',
  'pace.review': 'Pause after each bot turn',
  'pace.reviewOn': 'Bot turns: pause',
  'pace.reviewOff': 'Bot turns: no pause',
  'pace.reviewing': '{hero} has played. Look at the board, then continue.',
  'pace.continue': 'Continue',
  'pace.stalledOne': 'No hero can change the outcome any more: the water reaches the top in 1 round.',
  'pace.stalledMany': 'No hero can change the outcome any more: the water reaches the top in {n} rounds.',
  'pace.skipToEnd': 'Skip to the end',
  'pace.lostWater': 'The water reached the top: Poseidon scored {poseidon} VP against your {heroes}.',
  'pace.wonVp': 'The water reached the top, but the heroes scored {heroes} VP against Poseidon\'s {poseidon}.',
  'pace.wonPillars': 'All seven pillars have fallen.',
};
