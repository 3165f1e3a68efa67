// The bots' pace at the table, the team's pick shared with bots, and games no hero can change any more
// (issue 25): English.
export const PACE_EN: Readonly<Record<string, string>> = {
  'pace.botsPick': 'The bots choose who plays next. Tap your hero to play now.',
  'pace.yourPick': 'Your turn: tap {hero} to play.',
  'pace.title': 'Pace',
  'pace.animations': 'Animations',
  'pace.bots': 'Bots\' pace',
  'pace.close': 'Close',
  'pace.review': 'Pause after each bot turn',
  'pace.reviewing': '{hero} has played. Look at the board, then continue.',
  'pace.continue': 'Continue',
  'pace.stalledOne': 'No hero can change the outcome any more: the water reaches the top in 1 round.',
  'pace.stalledMany': 'No hero can change the outcome any more: the water reaches the top in {n} rounds.',
  'pace.skipToEnd': 'Skip to the end',
};
