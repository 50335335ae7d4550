// The seed's public surface: what other modules may import (api/README.md, Module layering).
export { runSeed } from './seed.js';
export { demoContentWanted } from './demo-setting.js';
