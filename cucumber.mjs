// cucumber-js configuration for the acceptance specs (run: `pnpm run acceptance`).
// Step definitions are TypeScript, loaded through tsx (NODE_OPTIONS='--import tsx').
export default {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts'],
  // The messages report is read by scripts/test-summary.mjs and by the docs build, whose rules
  // pages show each scenario's result (apps/docs/src/lib/acceptance.ts): run this before it.
  format: ['progress', 'message:test-results/cucumber.ndjson'],
  parallel: 2,
  strict: true,
};
