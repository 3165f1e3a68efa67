// The ends of a game (issue 25), in English: the score screen's statistics and rematch, a finished
// game kept in a slot, the replay's scrubber, the daily game's date and intro, the deck viewer. Same
// keys as ends-fr.ts.
export const ENDS_EN: Readonly<Record<string, string>> = {
  'ends.rematch': 'Rematch, same deal',
  'ends.stat.acquired': 'Cards acquired',
  'ends.stat.force': 'Force spent',
  'ends.stat.cosmos': 'Cosmos spent',
  'ends.stat.turns': 'Turns played',
  'ends.stat.taken': 'Cards taken from the piles',
  'ends.stat.hero': '{n} {n|card|cards} acquired · {force} Force · {pillars} {pillars|pillar|pillars}',
  'ends.vpBySource': 'VP by source',
  'ends.others': '{n} other {n|card|cards}',
  'ends.slot.finished': 'Finished',
  'ends.daily.intro': 'The daily game: one deal for everyone today, the same seats and heroes. Play it, then compare your result with friends through its share code.',
  'ends.daily.date': 'Daily game of {date}',
  'ends.daily.play': 'Play today’s game',
  'ends.daily.back': 'Back',
  'ends.deck.title': 'Your deck: {n} {n|card|cards}',
  'ends.deck.unordered': 'In no particular order: the deck stays shuffled.',
  'ends.discard.title': 'Your discard pile: {n} {n|card|cards}',
  'ends.discard.order': 'Top of the pile first.',
  'ends.pile.empty': 'Empty.',
  'ends.pile.close': 'Close',
  'ends.pile.deck': 'Your deck',
  'ends.pile.discard': 'Your discard pile',
  'ends.pile.count': '{n} ×',
};
