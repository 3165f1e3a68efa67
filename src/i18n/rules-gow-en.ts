// The rules book's chapter "God of War" (docs/gow/rules.md, docs/gow/rulings.md), in English: our own
// words, never the rulebook's. Same keys as rules-gow-fr.ts; the pages are in
// scenes/presenter/rules-pages.ts. {die} and {hand} come from the content set (bodyParams).
export const RULES_GOW_EN: Readonly<Record<string, string>> = {
  'rules.chapter.gow': 'God of War',

  'rules.gow.title': 'The aim',
  'rules.gow.body': 'One to four heroes travel together, and win or lose together. Complete two Missions, then defeat a Final Boss, and the heroes win.\n\nThe journey ends in defeat the moment every hero standing on the Scenario is exhausted, or when a Mission’s defeat condition comes true (some Missions give you only so many rounds).',
  'rules.gowScenario.title': 'The Scenario',
  'rules.gowScenario.body': 'Each Mission lays its Scenario: cards in a top row and a bottom row, in columns. A card may hold an enemy (its health, its armor, and one attack for each rune it answers), an instruction box, an Interaction Point, and a condition that turns it to its back.\n\nEvery hero stands facing one column, in front or behind. A hero alone in a column is always in front; a column holds two heroes at most. The hero in front takes what strikes the column.',
  'rules.gowRound.title': 'A round',
  'rules.gowRound.body': 'Preparation: everyone draws up to their hand limit ({hand} at first; the discard pile is shuffled when the deck runs out).\n\nActivation: from the first player on, each hero takes a turn, then reveals an upgrade card and the Scenario answers it. Then one more upgrade card is revealed for the table.\n\nUpgrade: hands are discarded; each player takes one revealed card on top of their deck, or removes one card of their discard pile from the game. The rest goes under the upgrade deck, and the first player passes on.',
  'rules.gowTurn.title': 'Your turn',
  'rules.gowTurn.body': 'In any order, as often as your hand allows: move once to a column with room, attack, interact, play Specials, use your rage ability. Then end your turn.\n\nMelee, Ranged and Defense are played as a set: one such card plus any Number cards; its strength is the sum of all the numbers. A card with two options is played as one of them. A Special is played alone, in your turn or when you defend.',
  'rules.gowAttack.title': 'Attacking',
  'rules.gowAttack.body': 'Stand in the enemy’s column. Melee reaches only the bottom row; Ranged reaches both rows.\n\nThen the enemy die is rolled (faces {die}) and subtracted: damage = strength − die. Damage stays on an enemy until its health is reached: it is defeated, and its card turns if it says so.\n\nArmor takes no damage and no die: one attack at least as strong as the highest armor left breaks it. Only then does the enemy take damage.',
  'rules.gowRage.title': 'Rage and Interaction Points',
  'rules.gowRage.body': 'Every attack adds 1 rage, hit or miss, and so does every card played that shows the rage sign. With the track full, the hero may use its rage ability during its turn; the track falls back to 0.\n\nAn Interaction Point acts for a hero in its column who discards the cards it asks for (one of each kind listed). Some wait for a condition, some serve only once per Scenario. Interacting gives no rage.',
  'rules.gowRunes.title': 'The Scenario wakes',
  'rules.gowRunes.body': 'Each upgrade card bears a rune: red, blue, green or gold. When one is revealed, every Scenario card showing that rune acts, top row first, left to right.\n\nAn enemy with an attack of that rune attacks. Melee strikes the columns its directions name; Ranged strikes the farthest column with a hero (on a tie, the first player chooses). Only the front hero is hit, and may defend with a Defense set: damage = power − defense. An instruction box of that rune does what it says.',
  'rules.gowStatus.title': 'Stun and Poison',
  'rules.gowStatus.body': 'A hero’s attack marked Stun stuns its target even without damage: the next time that enemy would act, it only shakes the stun off.\n\nAn enemy attack with Stun or Poison that does damage puts that card on top of the hero’s deck. A Stun drawn is discarded at once: one card fewer. A Poison drawn is discarded, the hero takes 1 damage and draws again (Brok and Sindri choose which brother bleeds).\n\nThese cards leave a deck when a Mission is won, or when removed at the Upgrade.',
  'rules.gowExhaustion.title': 'Exhaustion',
  'rules.gowExhaustion.body': 'A hero whose damage reaches its health is exhausted: its pawn leaves the Scenario until the Mission ends. It cannot move, attack or interact, but its Scenario activation still happens: its upgrade card is revealed all the same.\n\nIf every hero standing on the Scenario is exhausted, the game is lost. Mimir, carried by an ally, cannot go on alone.',
  'rules.gowMissions.title': 'Missions and the Boss',
  'rules.gowMissions.body': 'Three Missions form a pyramid, with three Final Bosses above them. The first Mission is the bottom one. Won, every hero heals fully, exhausted heroes return, Stun, Poison and Crystals leave the decks and rage goes back to 0.\n\nThe first player then chooses one of the two Missions above; the other turns to its obstacle, which weighs on the chosen one. After it, one of the three Bosses is chosen, and both others’ obstacles weigh on the final fight. Defeat the Boss to win.',
  'rules.gowSolo.title': 'Alone',
  'rules.gowSolo.body': 'Alone, you are Kratos. Atreus and Mimir follow as companions with no pawn: each lends two abilities with two options each, every ability once per Mission.\n\nTo keep the journey hard, the Scenario wakes once more after each of Kratos’s turns in our set.',
};
