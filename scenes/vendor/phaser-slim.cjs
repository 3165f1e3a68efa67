// (Phaser's package exports only its bundles: its sources are reached by path.)
// Phaser as the game uses it, for the production build (vite.config.ts points `phaser` to
// phaser-prod.mjs, which takes it from here; the dev server and the types keep the full package). The same namespace as node_modules/phaser/src/phaser.js
// without Physics (Arcade, Matter), Tilemaps and Sound: the game draws cards and effects with
// images, text, graphics and tweens, and its sound goes through Howler. The Canvas renderer is cut by
// vite.config.ts (WebGL only), as Phaser's own custom builds do. The bundle is checked to stay within
// the 500 KB gzip budget by test/build-size.mjs (a step of npm test).
require('../../node_modules/phaser/src/polyfills/requestVideoFrame');

var CONST = require('../../node_modules/phaser/src/const');
var Extend = require('../../node_modules/phaser/src/utils/object/Extend');

var Phaser = {
  Actions: require('../../node_modules/phaser/src/actions'),
  Animations: require('../../node_modules/phaser/src/animations'),
  BlendModes: require('../../node_modules/phaser/src/renderer/BlendModes'),
  Cache: require('../../node_modules/phaser/src/cache'),
  Cameras: require('../../node_modules/phaser/src/cameras'),
  Core: require('../../node_modules/phaser/src/core'),
  Class: require('../../node_modules/phaser/src/utils/Class'),
  Curves: require('../../node_modules/phaser/src/curves'),
  Data: require('../../node_modules/phaser/src/data'),
  Display: require('../../node_modules/phaser/src/display'),
  DOM: require('../../node_modules/phaser/src/dom'),
  Events: require('../../node_modules/phaser/src/events'),
  Filters: require('../../node_modules/phaser/src/filters'),
  Game: require('../../node_modules/phaser/src/core/Game'),
  GameObjects: require('./phaser-gameobjects.cjs'),
  Geom: require('../../node_modules/phaser/src/geom'),
  Input: require('../../node_modules/phaser/src/input'),
  Loader: require('../../node_modules/phaser/src/loader'),
  Math: require('../../node_modules/phaser/src/math'),
  Plugins: require('../../node_modules/phaser/src/plugins'),
  Renderer: require('../../node_modules/phaser/src/renderer'),
  Scale: require('../../node_modules/phaser/src/scale'),
  ScaleModes: require('../../node_modules/phaser/src/renderer/ScaleModes'),
  Scene: require('../../node_modules/phaser/src/scene/Scene'),
  Scenes: require('../../node_modules/phaser/src/scene'),
  Structs: require('../../node_modules/phaser/src/structs'),
  Textures: require('../../node_modules/phaser/src/textures'),
  Time: require('../../node_modules/phaser/src/time'),
  TintModes: require('../../node_modules/phaser/src/renderer/TintModes'),
  Tweens: require('../../node_modules/phaser/src/tweens'),
  Utils: require('../../node_modules/phaser/src/utils')
};

Phaser = Extend(false, Phaser, CONST);

// Handed out once, to scenes/vendor/phaser-prod.mjs as the game's code starts, and never put on a
// global as Phaser's own bundle does (none of its modules reads the global): from the namespace a
// console reaches the game (a patched prototype catches the live objects), and a console can import
// this chunk again, so what it exports must be spent by then (issue 23, docs/security.md).
var held = Phaser;
module.exports = {
  take: function take() {
    var phaser = held;
    held = null;
    if (!phaser) throw new Error('Phaser is handed out once, to the game');
    return phaser;
  }
};
