// Issue 12: a newcomer with an English browser met a French game. Until the player picks a language
// (the Hud's FR/EN button saves it) or the address names one (?lang=), the game speaks the browser's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app/create-app';
import { GameApp } from '../../src/app/game-app';
import { langOfBrowser } from '../../src/app/settings';
import { getLang, setLang, t } from '../../src/i18n';
import { memoryStorage } from '../../src/persist/store';

afterEach(() => { vi.unstubAllGlobals(); setLang('fr'); });

/** A first visit: nothing saved yet. */
const firstVisit = (language: string, search = '') => {
  vi.stubGlobal('localStorage', memoryStorage());
  return createApp({ search, tab: null, language }, undefined).app;
};

describe('the language of a first visit (issue 12)', () => {
  it('follows an English browser: the game speaks English', () => {
    expect(firstVisit('en-US').settings.lang).toBe('en');
    expect(getLang()).toBe('en');
    expect(t('ui.endTurn')).toBe('End turn');
  });

  it('follows a French browser, whatever its region, and any other browser gets English', () => {
    expect(firstVisit('fr-CA').settings.lang).toBe('fr');
    expect(firstVisit('fr').settings.lang).toBe('fr');
    expect(firstVisit('de-DE').settings.lang).toBe('en');
    expect(langOfBrowser('FR-be')).toBe('fr');
  });

  it('gives way to ?lang= in the address', () => {
    expect(firstVisit('en-GB', '?lang=fr').settings.lang).toBe('fr');
  });

  it('gives way to the language the player chose on an earlier visit', () => {
    const storage = memoryStorage();
    new GameApp(storage, null).setLang('fr');
    vi.stubGlobal('localStorage', storage);
    expect(createApp({ search: '', tab: null, language: 'en-US' }, undefined).app.settings.lang).toBe('fr');
    expect(getLang()).toBe('fr');
  });

  it('stays French when the page cannot tell the browser language', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    expect(createApp({ search: '', tab: null }, undefined).app.settings.lang).toBe('fr');
  });
});
