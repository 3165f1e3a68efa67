// The layer rules of DESIGN.md ("The shape in one picture"), checked by dependency-cruiser over the
// RUNTIME imports of src/ and scenes/ (`npm run deps`; test/arch/dependencies.test.ts runs it in
// `npm test`). Paths are relative to the directory the cruise runs from (the project root, or a
// fixture tree under test/arch/fixtures/ in the checker's own tests), so every rule is written for
// `src/…` and `scenes/…`. Known violations (today: the engine's import cycles) are listed in
// .dependency-cruiser-known-violations.json and ignored by `--ignore-known`: a NEW violation fails.
const { join } = require('node:path');

// A package as dependency-cruiser names it once resolved (`node_modules/phaser/…`, possibly behind
// `../` when the cruise runs from a fixture tree) or, when it could not be resolved, by its bare name.
const pkg = (names) => `(^|/)node_modules/(${names})/|^(${names})($|/)`;

const PHASER = pkg('phaser');
// What the headless code (rules and cards) must never load: UI and flow libraries, anything that
// needs a DOM, and files only a bundler understands (styles, fonts, images, sounds).
const NOT_HEADLESS = [
  pkg('phaser|xstate|@xstate/[^/]+|howler|jsdom|happy-dom|@fontsource/[^/]+|vite'),
  '\\.(css|scss|html|png|jpe?g|gif|webp|svg|woff2?|ttf|otf|mp3|ogg|wav)$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A runtime import cycle: module initialisation order then depends on who is imported first.',
      from: { path: '^(src|scenes)/' },
      to: { circular: true },
    },
    {
      name: 'phaser-only-in-scenes',
      severity: 'error',
      comment: 'Only scenes/ and src/main.ts import phaser (it cannot even load in node: no navigator).',
      from: { pathNot: '^(scenes/|src/main\\.ts$)' },
      to: { path: PHASER },
    },
    {
      name: 'cards-import-only-cards',
      severity: 'error',
      comment: 'src/cards imports nothing of ours outside src/cards: the engine interprets the cards, never the reverse.',
      from: { path: '^src/cards/' },
      to: { dependencyTypes: ['local'], pathNot: '^src/cards/' },
    },
    {
      name: 'engine-imports-only-engine-and-cards',
      severity: 'error',
      comment: 'src/engine imports only src/engine and src/cards.',
      from: { path: '^src/engine/' },
      to: { dependencyTypes: ['local'], pathNot: '^src/(engine|cards)/' },
    },
    {
      name: 'headless-no-ui-or-dom',
      severity: 'error',
      comment: 'src/engine and src/cards run anywhere (node, a worker, the browser): no Phaser, XState, Howler, DOM or bundler assets.',
      from: { path: '^src/(engine|cards)/' },
      to: { path: NOT_HEADLESS },
    },
    {
      name: 'core-imports-only-core',
      severity: 'error',
      comment: 'src/engine/core knows no ruleset and no card: it imports nothing outside src/engine/core (no package either).',
      from: { path: '^src/engine/core/' },
      to: { pathNot: '^src/engine/core/' },
    },
    {
      name: 'table-imports-no-ruleset',
      severity: 'error',
      comment: 'src/engine/table (the kit every card ruleset stands on) and src/engine/effects (the card language\'s interpreter) import no ruleset: a ruleset tells them about itself through table/table-hooks.ts.',
      from: { path: '^src/engine/(table|effects)/' },
      to: { path: '^src/engine/(classic|coop)/' },
    },
    {
      name: 'classic-imports-no-coop',
      severity: 'error',
      comment: 'The classic ruleset knows nothing of the cooperative one (which stands on the table, and may reuse classic rules).',
      from: { path: '^src/engine/classic/' },
      to: { path: '^src/engine/coop/' },
    },
    {
      name: 'bots-import-only-engine-and-cards',
      severity: 'error',
      comment: 'src/bots are deciders over the engine: they import only src/engine, src/cards and src/bots.',
      from: { path: '^src/bots/' },
      to: { dependencyTypes: ['local'], pathNot: '^src/(engine|cards|bots)/' },
    },
    {
      name: 'no-test-code-in-the-game',
      severity: 'error',
      comment: 'Nothing in src/ or scenes/ imports test/.',
      from: { path: '^(src|scenes)/' },
      to: { path: '^test/' },
    },
    {
      name: 'src-not-to-scenes',
      severity: 'error',
      comment: 'scenes/ use src/, never the reverse; only src/main.ts composes the scenes.',
      from: { path: '^src/', pathNot: '^src/main\\.ts$' },
      to: { path: '^scenes/' },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment: 'An import the checker cannot resolve is an import it cannot check (or a broken one).',
      from: { path: '^(src|scenes)/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Only runtime imports: `import type` and imports used only as types are erased by the compiler
    // and cannot make a cycle at run time.
    tsPreCompilationDeps: false,
    // Absolute, so that the checker's own tests can cruise a fixture tree from its directory.
    tsConfig: { fileName: join(__dirname, 'tsconfig.json') },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^test/arch/fixtures/' },
    // The package's "exports" as bundlers and node read them (phaser and xstate ship their ESM there).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
