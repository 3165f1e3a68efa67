// Issue 25, no dead rounds: the board's word when the heroes have changed nothing for a while, and the
// coop end screen's sentence saying why the game ended: English.
export const DEAD_EN: Readonly<Record<string, string>> = {
  'dead.quiet': 'Nothing has changed for {n} {n|round|rounds}: {left} Poseidon {left|phase|phases} left until the water reaches the top.',
  'dead.end.pillars': 'The seventh pillar fell in round {round}: the undersea sanctuary collapses.',
  'dead.end.waterWin': 'The water reached the top in round {round}, but the heroes\' {heroes} VP beat Poseidon\'s {poseidon}.',
  'dead.end.waterLoss': 'The water reached the top in round {round}. Poseidon\'s {poseidon} VP beat the heroes\' {heroes}: {standing} {standing|pillar|pillars} still stood.',
  'dead.end.waterTie': 'The water reached the top in round {round}. The heroes\' {heroes} VP only tied Poseidon\'s, and a tie is his: {standing} {standing|pillar|pillars} still stood.',
};
