import { defineProject } from 'vitest/config'

/**
 * The URL render tests again under React 18, which the peer range allows: unlike React 19 it puts a `javascript:`
 * href into the DOM as given, so Foyer's own URL check is all that stands in the way.
 */
export default defineProject({
  resolve: {
    conditions: ['source'],
    alias: [
      { find: /^react-dom(\/.*)?$/, replacement: 'react-dom-18$1' },
      { find: /^react(\/.*)?$/, replacement: 'react-18$1' },
      // Its ES module build (with the inlining below), so that its react and react-dom imports take the aliases too.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'react-18',
    // The render tests of every href and src (the rest of the suite runs under React 19 only).
    include: ['src/safeUrls.test.tsx'],
    environment: 'node',
    // The same testing-library waits as the React 19 run (a second is too little for a view's first lazy load).
    setupFiles: ['src/views/testing/setupTestingLibrary.test-utils.ts'],
    env: { FOYER_REACT_MAJOR: '18' },
    // Inlined, testing-library's renderer goes through the aliases above: it renders with React 18's react-dom.
    server: { deps: { inline: [/@testing-library\/react/] } },
  },
})
