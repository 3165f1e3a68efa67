// The bots' worker (issue 26): a searching bot thinks here for a second or so, off the main thread, so
// the table keeps its frames. One request, one reply, in order (bot-answers.ts).
import { botAnswerer, reply, type BotRequest } from './bot-answers';

const answer = botAnswerer();
self.onmessage = (e: MessageEvent<BotRequest>) => self.postMessage(reply(answer, e.data));
