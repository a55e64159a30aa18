// cucumber-js configuration for the acceptance specs (run: `pnpm run acceptance`).
// Step definitions are TypeScript, loaded through tsx (NODE_OPTIONS='--import tsx').
export default {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts'],
  format: ['progress', 'message:test-results/cucumber.ndjson'],
  parallel: 2,
  strict: true,
};
