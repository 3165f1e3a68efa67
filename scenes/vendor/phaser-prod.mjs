// `phaser` in a build (vite.config.ts): the slim namespace of phaser-slim.cjs, taken once as the
// game's code starts, so that nothing Phaser's chunk exports still hands it out afterwards. In the
// game's own chunk (not Phaser's: vite.config.ts's chunk groups), which exports nothing.
import slim from './phaser-slim.cjs';

export default slim.take();
