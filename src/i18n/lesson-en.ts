// Issue 25's coop onboarding, in English (our own words): Poseidon's preview in words, the chronicle's
// summary of each Poseidon phase and its scrolling, the coop lesson and the coop rules pages. Same
// keys as lesson-fr.ts.
export const LESSON_EN: Readonly<Record<string, string>> = {
  // Poseidon's next phase, one line per crossing (coop-preview.ts).
  'preview.button': 'Next phase',
  'preview.title': 'Poseidon’s next phase',
  'preview.youIsPoseidon': 'On a card he takes, “you” is Poseidon and “opponents” are the heroes.',
  'preview.none': 'The flood pawn will not move again: the game is over.',
  'preview.line': '{n}. Pile {pile}{heroes}: {does}',
  'preview.heroes': ' ({heroes})',
  'preview.does.take': 'takes {card}, no effect on the heroes',
  'preview.does.takeApplies': '{card}: {effects}',
  'preview.does.takeHidden': 'takes the face-down card — unknown',
  'preview.does.flipGeneral': 'turns the General guarding the pillar face up',
  'preview.does.tokenGeneral': '+1 VP on {card} (each of his costs +1)',
  'preview.does.nothing': 'nothing to take',
  'preview.does.water': ', then the water rises {from} → {to}',
  'preview.close': 'Close',
  'preview.badge.takeHidden': 'takes a face-down card',
  // The chronicle's line after each Poseidon phase (phase-summary.ts).
  'summary.line': 'Poseidon’s phase, round {round}: {took}{wounded}{water}',
  'summary.took.none': 'took nothing',
  'summary.took.one': 'took 1 card',
  'summary.took.other': 'took {n} cards',
  'summary.wounded.one': ', wounded {heroes}',
  'summary.wounded.other': ', wounded {heroes}',
  'summary.water': ', water {from} → {to}',
  'summary.waterStays': ', water stays at {level}',
  'summary.and': ' and ',
  // The classic guided game's lesson on wounds, before anything asks about them (src/tutorial/first-game.ts).
  'guide.wounds': 'Wounds: some cards ask you to wound one of your characters, often for something in return (a card to draw). A wounded card stays in front of you, marked, and can be neither played nor discarded until a card’s Heal (in green) heals it; at the end it still counts. When the game asks you “Wound a card…?”, yes and no are both fair answers.',
  'log.older': 'Earlier lines',
  'log.newer': 'Later lines',
};
