// Every named handler, by the name card scripts call it with ({ op: 'call', handler }).
import type { Handler } from './types';
import { upgradeHero } from './upgrade-hero';
import { replaceFromReserve } from './replace-from-reserve';
import { swapV2 } from './swap-v2';

export type { Handler, HandlerTools } from './types';

export const handlers: Record<string, Handler> = { upgradeHero, replaceFromReserve, swapV2 };

/** The variables each handler reads, bound by earlier ops of the same script (checked by the card lint). */
export const HANDLER_READS: Readonly<Record<string, readonly string[]>> = { replaceFromReserve: ['target'] };
