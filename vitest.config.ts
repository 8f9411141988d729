import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      // Our own logic, no build needed.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      // Checks of the production build in Node (run after `npm run build`). Some read every
      // page of the build; on a busy 2-core machine that takes longer than vitest's 5 s default.
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
