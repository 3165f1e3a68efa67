// The bots' worker (issue 26): a searching bot thinks here, off the main thread, in paced steps (it
// rests a little between bursts of playouts) so the table keeps its frames. One request, one reply, in
// order (bot-answers.ts).
import { botStepper, pacedReply, type BotRequest } from './bot-answers';

const stepper = botStepper();
const pacer = { now: () => performance.now(), rest: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) };
let queue: Promise<void> = Promise.resolve();
self.onmessage = (e: MessageEvent<BotRequest>) => {
  queue = queue.then(async () => self.postMessage(await pacedReply(stepper, e.data, pacer)));
};
