// Issue 13, a locked page: the built page carries a strict Content-Security-Policy (index.html) and
// runs under it without a single violation, from the menu through a game (the cards' textures, the
// fonts, the seed's input over the canvas, a turn played by taps and the bot's answer); and the policy
// does bite: an inline script, a request to another origin and an outside image are refused.
import { test, type Page } from '@playwright/test';
import { expect, humanToAct, idle, open, playHumanTurn, tap, watchConsole } from './helpers';

declare global {
  interface Window { __cspViolations?: string[] }
}

/** Every securitypolicyviolation event of the page, from its first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? null);
const CSP_CONSOLE = /Content Security Policy|Refused to/i;

test('the page runs under its Content-Security-Policy without a violation, menu to game', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'the policy does not depend on the window');
  const problems = watchConsole(page);
  const cspMessages: string[] = [];
  page.on('console', (m) => { if (CSP_CONSOLE.test(m.text())) cspMessages.push(m.text()); });
  await recordViolations(page);

  await open(page, 'seed=5&speed=instant');
  const policy = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? null);
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("default-src 'none'");
  expect(await page.evaluate(() => window.__SSDB_TEST__!.screen())).toBe('Menu');

  // The rules book over the menu, then a game from the menu, one turn played by taps, the bot's reply.
  await tap(page, 'menu:rules', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.rules() !== null);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => window.__SSDB_TEST__!.rules() === null);
  await tap(page, 'menu:start', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.screen() === 'ClassicTable');
  await humanToAct(page);
  await playHumanTurn(page, info);
  await humanToAct(page);
  await idle(page);

  expect(await violations(page)).toEqual([]);
  expect(cspMessages).toEqual([]);
  expect(problems).toEqual([]);

  // The policy is in force (and the listener hears it): an inline script does not run, and nothing
  // is fetched from another origin.
  const inline = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true;';
    document.head.append(s);
    return (window as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(inline).toBe(false);
  const fetched = await page.evaluate(() => fetch('https://example.com/').then(() => true, () => false));
  expect(fetched).toBe(false);
  await page.evaluate(() => { new Image().src = 'https://example.com/card.png'; });
  await expect.poll(async () => (await violations(page))!.map((v) => v.split(' ')[0])).toEqual(['script-src-elem', 'connect-src', 'img-src']);
});
