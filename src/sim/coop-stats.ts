// The cooperative mode's figures in `npm run sim -- --mode coop`'s report (the envelope: report.ts).
import type { CoopGameRecord } from './play-coop';
import { countLines, countsOf, hashOfLast, mean, round, speedOf, type ReportEnvelope } from './report';

export interface CoopSimReport extends ReportEnvelope {
  mode: 'coop';
  players: number;
  difficulty: string;
  bots: string;
  seed: number;
  /** RULING-8's knobs when the run replaced the difficulty's (`--pile-size`, `--water-top`). */
  knobs?: { pileSize: number; waterTop: number };
  heroWins: number;
  poseidonWins: number;
  /** Games the heroes won by destroying the seven pillars (the rest of their wins are on VP). */
  pillarWins: number;
  /** The players' phases played (board.round at the end), averaged over completed games. */
  avgPhases: number;
  /** Pillars the heroes destroyed, per game; the team's VP and Poseidon's at the end. */
  avgPillarsDestroyed: number;
  vp: { heroes: number; poseidon: number };
  /** Issue 25, no dead rounds (coop-quiet.ts): the games in which the table would have offered to skip
   *  (nothing changed for QUIET_OFFER_ROUNDS rounds), its first round on average, the rounds begun under
   *  the offer per game, how often the heroes changed something after it; the games where the sound
   *  stall rule held, and from which round. */
  quiet: { offerGames: number; avgOfferRound: number; avgOfferedRounds: number; resumedAfterOffer: number; stallGames: number; avgStallRound: number };
  /** Issue 26 (coop-generals.ts): last Generals brought into the open per game, the round they came out
   *  on average, those beaten per game, and the rounds one stood before he was beaten. */
  generals: { exposed: number; avgExposedRound: number; beaten: number; avgRoundsToBeat: number };
}

export function summariseCoop(records: CoopGameRecord[], meta: { players: number; difficulty: string; bots: string; seed: number; seconds: number; knobs?: { pileSize: number; waterTop: number } }): CoopSimReport {
  const done = records.filter((r) => r.error === null && r.state.result?.coop);
  const coop = done.map((r) => r.state.result!.coop!);
  return {
    mode: 'coop', players: meta.players, difficulty: meta.difficulty, bots: meta.bots, seed: meta.seed, ...(meta.knobs ? { knobs: meta.knobs } : {}),
    ...countsOf(records, done.length),
    heroWins: coop.filter((c) => c.heroesWin).length,
    poseidonWins: coop.filter((c) => !c.heroesWin).length,
    pillarWins: coop.filter((c) => c.heroesWin && c.reason === 'pillars').length,
    avgPhases: round(mean(done.map((r) => r.state.board.round))),
    avgActions: round(mean(done.map((r) => r.actions.length))),
    avgPillarsDestroyed: round(mean(done.map((r) => r.state.players.reduce((s, p) => s + p.pillars.length, 0)))),
    vp: { heroes: round(mean(coop.map((c) => c.heroes))), poseidon: round(mean(coop.map((c) => c.poseidon))) },
    quiet: quietFigures(done),
    generals: generalFigures(done),
    gamesPerSecond: speedOf(records.length, meta.seconds),
    finalStateHash: hashOfLast(records[records.length - 1]?.state),
  };
}

function generalFigures(done: CoopGameRecord[]): CoopSimReport['generals'] {
  const all = done.flatMap((r) => r.generals.exposed);
  const beaten = all.filter((g) => g.beaten !== null);
  const perGame = (n: number) => round(done.length ? n / done.length : 0);
  return {
    exposed: perGame(all.length), avgExposedRound: round(mean(all.map((g) => g.round))),
    beaten: perGame(beaten.length), avgRoundsToBeat: round(mean(beaten.map((g) => g.beaten! - g.round))),
  };
}

function quietFigures(done: CoopGameRecord[]): CoopSimReport['quiet'] {
  const offers = done.map((r) => r.quiet.offerRound).filter((n): n is number => n !== null);
  const stalls = done.map((r) => r.quiet.stallRound).filter((n): n is number => n !== null);
  return {
    offerGames: offers.length, avgOfferRound: round(mean(offers)), avgOfferedRounds: round(mean(done.map((r) => r.quiet.offeredRounds))),
    resumedAfterOffer: done.reduce((n, r) => n + r.quiet.resumed, 0), stallGames: stalls.length, avgStallRound: round(mean(stalls)),
  };
}

export function describeCoop(r: CoopSimReport): string {
  const pct = (n: number) => (r.completed ? `${Math.round((1000 * n) / r.completed) / 10}%` : '-');
  return [
    `coop, ${r.players} heroes, ${r.difficulty}${r.knobs ? ` (piles of ${r.knobs.pileSize}, top ${r.knobs.waterTop})` : ''}, bots ${r.bots}, seeds ${r.seed}..${r.seed + r.games - 1}`,
    ...countLines(r),
    `hero wins ${r.heroWins} (${pct(r.heroWins)}; ${r.pillarWins} by the seven pillars), Poseidon wins ${r.poseidonWins} (${pct(r.poseidonWins)})`,
    `average phases ${r.avgPhases} (${r.avgActions} actions), pillars destroyed ${r.avgPillarsDestroyed} per game, ${r.gamesPerSecond} games/s`,
    `VP at the end: heroes ${r.vp.heroes}, Poseidon ${r.vp.poseidon}`,
    `skip offered in ${r.quiet.offerGames} games (from round ${r.quiet.avgOfferRound} on average, ${r.quiet.avgOfferedRounds} rounds under it per game, the heroes acted again ${r.quiet.resumedAfterOffer} times); stalled in ${r.quiet.stallGames} (from round ${r.quiet.avgStallRound})`,
    `last Generals in the open ${r.generals.exposed} per game (from round ${r.generals.avgExposedRound} on average), beaten ${r.generals.beaten} (${r.generals.avgRoundsToBeat} rounds after coming out)`,
    `final state hash ${r.finalStateHash}`,
  ].join('\n');
}
