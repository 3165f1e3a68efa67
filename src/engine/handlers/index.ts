// Every named handler, by the name card scripts call it with ({ op: 'call', handler }).
import type { Handler } from './types';
import { upgradeHero } from './upgrade-hero';

export type { Handler, HandlerTools } from './types';

export const handlers: Record<string, Handler> = { upgradeHero };
