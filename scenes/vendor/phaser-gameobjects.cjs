// (Phaser's package exports only its bundles: its sources are reached by path.)
// Phaser's GameObjects namespace for the production build, with only the game objects the scenes make
// (images, text, graphics, rectangles, containers, zones) and what Phaser's core needs of the rest (the
// display and update lists, the factories, components, and the lights plugin every scene installs).
// The full namespace (node_modules/phaser/src/gameobjects/index.js) adds some thirty more (particles,
// bitmap text, video, meshes, noise, shaders…), about 40 KB gzip the game never runs. A game object
// used here and missing there fails in the production build, which every browser test runs
// (test/arch/phaser-slim.test.ts checks the scenes ask for none of the missing).
var GameObjects = {
  Events: require('../../node_modules/phaser/src/gameobjects/events'),
  DisplayList: require('../../node_modules/phaser/src/gameobjects/DisplayList'),
  GameObjectCreator: require('../../node_modules/phaser/src/gameobjects/GameObjectCreator'),
  GameObjectFactory: require('../../node_modules/phaser/src/gameobjects/GameObjectFactory'),
  UpdateList: require('../../node_modules/phaser/src/gameobjects/UpdateList'),
  Components: require('../../node_modules/phaser/src/gameobjects/components'),
  GetCalcMatrix: require('../../node_modules/phaser/src/gameobjects/GetCalcMatrix'),
  BuildGameObject: require('../../node_modules/phaser/src/gameobjects/BuildGameObject'),
  GameObject: require('../../node_modules/phaser/src/gameobjects/GameObject'),
  Container: require('../../node_modules/phaser/src/gameobjects/container/Container'),
  Graphics: require('../../node_modules/phaser/src/gameobjects/graphics/Graphics'),
  Image: require('../../node_modules/phaser/src/gameobjects/image/Image'),
  Text: require('../../node_modules/phaser/src/gameobjects/text/Text'),
  GetTextSize: require('../../node_modules/phaser/src/gameobjects/text/GetTextSize'),
  MeasureText: require('../../node_modules/phaser/src/gameobjects/text/MeasureText'),
  TextStyle: require('../../node_modules/phaser/src/gameobjects/text/TextStyle'),
  Zone: require('../../node_modules/phaser/src/gameobjects/zone/Zone'),
  Shape: require('../../node_modules/phaser/src/gameobjects/shape/Shape'),
  Rectangle: require('../../node_modules/phaser/src/gameobjects/shape/rectangle/Rectangle'),
  Factories: {
    Container: require('../../node_modules/phaser/src/gameobjects/container/ContainerFactory'),
    Graphics: require('../../node_modules/phaser/src/gameobjects/graphics/GraphicsFactory'),
    Image: require('../../node_modules/phaser/src/gameobjects/image/ImageFactory'),
    Text: require('../../node_modules/phaser/src/gameobjects/text/TextFactory'),
    Zone: require('../../node_modules/phaser/src/gameobjects/zone/ZoneFactory'),
    Rectangle: require('../../node_modules/phaser/src/gameobjects/shape/rectangle/RectangleFactory'),
  },
  Creators: {
    Container: require('../../node_modules/phaser/src/gameobjects/container/ContainerCreator'),
    Graphics: require('../../node_modules/phaser/src/gameobjects/graphics/GraphicsCreator'),
    Image: require('../../node_modules/phaser/src/gameobjects/image/ImageCreator'),
    Text: require('../../node_modules/phaser/src/gameobjects/text/TextCreator'),
    Zone: require('../../node_modules/phaser/src/gameobjects/zone/ZoneCreator'),
  },
  Light: require('../../node_modules/phaser/src/gameobjects/lights/Light'),
  LightsManager: require('../../node_modules/phaser/src/gameobjects/lights/LightsManager'),
  LightsPlugin: require('../../node_modules/phaser/src/gameobjects/lights/LightsPlugin'),
};

module.exports = GameObjects;
