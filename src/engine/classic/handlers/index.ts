// Every named handler, by the name card scripts call it with ({ op: 'call', handler }).
import type { Handler } from './types';
import { upgradeHero } from './upgrade-hero';
import { replaceFromReserve } from './replace-from-reserve';
import { swapV2 } from './swap-v2';
import { finalRound } from './final-round'; // Attaque de la fondation Graad 2901
import { keepNamedHero } from './keep-named-hero'; // La force de l'amitié 2910
import { discardDestroyedHero } from './discard-destroyed-hero'; // Encerclés 2912
import { hildaReplace } from './hilda-replace'; // Hilda 1014
import { clearFieldSparing } from './clear-field-sparing'; // Robe Divine Eta 1020
import { swapWithMarked } from './swap-with-marked'; // Soldat Marina 2023
import { putUnder } from './put-under'; // Urne d'Athéna 2028
import { acquiredFrozen } from './acquired-frozen'; // Écaille de Poséidon 2029
import { krakenReveal } from './kraken-reveal'; // Écaille du Kraken 2032
import { shareFieldFrozen } from './share-field-frozen'; // Hyoga du Verseau 9003 (promo)

export type { Handler, HandlerTools } from './types';

export const handlers: Record<string, Handler> = { upgradeHero, replaceFromReserve, swapV2, finalRound, keepNamedHero, discardDestroyedHero, hildaReplace, clearFieldSparing, swapWithMarked,
  putUnder, acquiredFrozen, krakenReveal, shareFieldFrozen };

/** The variables each handler reads, bound by earlier ops of the same script (checked by the card lint). */
export const HANDLER_READS: Readonly<Record<string, readonly string[]>> = { replaceFromReserve: ['target'], keepNamedHero: ['named', 'held'], discardDestroyedHero: ['it'], swapWithMarked: ['other'],
  putUnder: ['kept'] };
