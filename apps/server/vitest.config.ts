import { defineConfig } from 'vitest/config';

// Tests start servers, child processes and PostgreSQL schemas: a loaded 2-core machine can take
// longer than vitest's default 10 s for that in a hook.
export default defineConfig({ test: { hookTimeout: 60_000 } });
