import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * Preloaded into a server process by a test (NODE_OPTIONS=--import): when the process ends, writes to
 * REACT_BUILD_PROBE_FILE its NODE_ENV and which of React's server renderer builds it loaded.
 */
const require = createRequire(import.meta.url);
process.on("exit", () => {
  const loaded = Object.keys(require.cache).filter((file) =>
    /react-dom-server\.node\.(production|development)\.js$/.test(file),
  );
  writeFileSync(process.env.REACT_BUILD_PROBE_FILE, JSON.stringify({ nodeEnv: process.env.NODE_ENV, loaded }));
});
