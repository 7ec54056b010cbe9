import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'devnet',
    include: ['src/**/*.test.ts'],
    // Those need a Postgres server: the devnet-postgres project (vitest.postgres.config.ts) runs them.
    exclude: ['src/**/*.postgres.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Files run beside the other unit projects' (two workers): each starts its parts on free ports, with its files
    // in its own temporary directory, and most of a start is spent waiting on processes.
    // Each file imports its modules anew: with shared modules (isolate: false) two files failed in a fresh-clone run
    // (a Uniswap swap after an approval, and the WalletConnect wallet page's session), so state does leak between them.
  },
})
