import { defineProject } from 'vitest/config'
import { findPostgresBinaries } from './src/storage/findPostgresBinaries.js'

/** The service's storage-touching tests again, on a throwaway Postgres cluster instead of PGlite. */
const files = [
  'src/addAuthRoutes.test.ts',
  'src/addAuthRoutes.mail.test.ts',
  'src/addAuthRoutes.oauth.test.ts',
  'src/addBlockchainApiRoutes.test.ts',
  'src/addEmailUpdateRoutes.test.ts',
  'src/addSessionRoutes.test.ts',
  'src/createEvmHistoryIndex.test.ts',
  'src/createAttemptLimiter.test.ts',
  'src/createRouteRateLimiter.test.ts',
  'src/createAnalyticsSink.test.ts',
  'src/startReferenceService.test.ts',
  'src/storage/*.test.ts',
]
const available = findPostgresBinaries() !== undefined || process.env.CI === 'true'
if (!available) console.warn('[service-postgres] skipped: install Debian\'s "postgresql" package to run it')

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'service-postgres',
    include: available ? files : [],
    passWithNoTests: true,
    globalSetup: ['src/storage/postgresGlobalSetup.test-utils.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The files share their modules instead of importing them anew (each paid the service's import again). No file
    // leaves state behind that another reads: each opens its own database on the shared cluster.
    isolate: false,
    sequence: { groupOrder: 1 },
  },
})
