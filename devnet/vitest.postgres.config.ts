import { defineProject } from 'vitest/config'
import { findPostgresBinaries } from './src/service/storage/findPostgresBinaries.js'

/** The service's storage-touching tests again, on a throwaway Postgres cluster instead of PGlite. */
const files = [
  'src/service/addAuthRoutes.test.ts',
  'src/service/addAuthRoutes.mail.test.ts',
  'src/service/addAuthRoutes.oauth.test.ts',
  'src/service/addBlockchainApiRoutes.test.ts',
  'src/service/addEmailUpdateRoutes.test.ts',
  'src/service/addSessionRoutes.test.ts',
  'src/service/createEvmHistoryIndex.test.ts',
  'src/service/createAttemptLimiter.test.ts',
  'src/service/createRouteRateLimiter.test.ts',
  'src/service/createAnalyticsSink.test.ts',
  'src/service/startReferenceService.test.ts',
  'src/service/storage/*.test.ts',
]
const available = findPostgresBinaries() !== undefined || process.env.CI === 'true'
if (!available) console.warn('[devnet-postgres] skipped: install Debian\'s "postgresql" package to run it')

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'devnet-postgres',
    include: available ? files : [],
    passWithNoTests: true,
    globalSetup: ['src/service/storage/postgresGlobalSetup.test-utils.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    sequence: { groupOrder: 1 },
  },
})
