import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      // Our own logic, no build needed.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // Checks of the production build in Node (run after `npm run build`).
      {
        extends: true,
        test: { name: 'build', include: ['tests/search-quality/**/*.test.ts', 'tests/host/**/*.test.ts', 'tests/build/**/*.test.ts'] },
      },
    ],
  },
});
