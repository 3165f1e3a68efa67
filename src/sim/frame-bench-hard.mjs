// The hard bot's targets of npm run bench:frames (issue 26): a table whose searching bots think in the
// bots' worker. Two things are measured on the same page:
//   - the frames while a bot is shown thinking (the hook's thinking(), the dots on its panel), and the
//     table's other frames, to be read against the empty scene of the same run;
//   - each decision's time, from the question posted to the worker to its answer (a wrapper around the
//     page's Worker, put in before the game loads: the game itself is not changed for the bench).

/** Put in every page of the context before its scripts: records each worker question's round trip. */
export function recordWorkerDecisions() {
  const Native = window.Worker;
  const rec = (window.__benchDecisions = { asked: new Map(), done: [] });
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        const id = e.data?.id;
        const asked = rec.asked.get(id);
        if (asked === undefined) return;
        rec.asked.delete(id);
        rec.done.push({ askedAt: asked.at, ms: performance.now() - asked.at, mode: asked.mode, failed: 'error' in e.data });
      });
    }
    postMessage(message, ...rest) {
      if (typeof message?.id === 'number') rec.asked.set(message.id, { at: performance.now(), mode: message.mode });
      return super.postMessage(message, ...rest);
    }
  };
}

/** In the page: every rAF interval ([length, end]) until `decisions` answers came back (or `maxMs`
 *  passed, or the game ended); `dotsFrames` counts the frames that found the thinking dots shown. */
export function framesWithDecisions({ decisions, maxMs }) {
  return new Promise((done) => {
    const hook = window.__SSDB_TEST__;
    const rec = window.__benchDecisions;
    const over = () => { try { return hook.view?.()?.phase === 'gameOver'; } catch { return false; } };
    const frames = [];
    let start = null;
    let last = null;
    let dotsFrames = 0;
    let ended = false;
    const poll = setInterval(() => { if (over()) ended = true; }, 200);
    const frame = (t) => {
      if (start === null) start = t;
      if (hook.thinking() !== null) dotsFrames++;
      if (last !== null) frames.push([t - last, t]);
      last = t;
      if (rec.done.length < decisions && t - start < maxMs && !ended) requestAnimationFrame(frame);
      else { clearInterval(poll); done({ frames, dotsFrames, decisions: rec.done, ended, ms: t - start }); }
    };
    requestAnimationFrame(frame);
  });
}

/** The intervals while the worker was busy: `inside`, wholly within a question's round trip (the table
 *  only waiting); `touching`, overlapping one at all (also the frames that post the question and play
 *  the answer, which a player sees as the same wait). The others: `rest`. */
export function splitByThinking(frames, decisions, warmupEnd) {
  const windows = decisions.map((d) => [d.askedAt, d.askedAt + d.ms]);
  const inside = [];
  const touching = [];
  const rest = [];
  for (const [len, end] of frames) {
    if (end - len < warmupEnd) continue;
    const from = end - len;
    if (windows.some(([a, b]) => from >= a && end <= b)) inside.push(len);
    if (windows.some(([a, b]) => from < b && end > a)) touching.push(len);
    else rest.push(len);
  }
  return { inside, touching, rest };
}

/** Mean and max of the decisions' times; the first one also starts the worker (its module loads). */
export function decisionStats(decisions, round) {
  const ms = decisions.filter((d) => !d.failed).map((d) => d.ms);
  if (ms.length === 0) return { count: 0, failed: decisions.length };
  const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const rest = ms.slice(1);
  return {
    count: ms.length, failed: decisions.length - ms.length,
    meanMs: round(mean(ms)), maxMs: round(Math.max(...ms)), firstMs: round(ms[0]),
    withoutFirst: rest.length ? { meanMs: round(mean(rest)), maxMs: round(Math.max(...rest)) } : null,
    allMs: ms.map((x) => Math.round(x)),
  };
}
