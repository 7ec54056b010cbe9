import { afterEach, describe, expect, it } from 'vitest'
import { readServiceConfig, ServiceConfigError } from './readServiceConfig.js'
import { startReferenceService } from './startReferenceService.js'

const base = { DATA_DIR: '/tmp/foyer-never-opened', FOYER_DEVNET_INFO: '' }

async function refusal(env: Record<string, string>): Promise<string> {
  const error = await readServiceConfig({ ...base, ...env }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ServiceConfigError)
  return (error as Error).message
}

describe('readServiceConfig refuses each kind of bad value, naming the variable', () => {
  it.each([
    ['PORT', 'not a number', { PORT: 'eighty' }, /PORT: /],
    ['PORT', 'out of range', { PORT: '70000' }, /PORT: .*65535/],
    ['PORT', 'a fraction', { PORT: '80.5' }, /PORT: /],
    [
      'DATABASE_URL',
      'not postgres',
      { DATABASE_URL: 'mysql://db/foyer' },
      /DATABASE_URL: expected a postgres:\/\/ URL/,
    ],
    [
      'DATABASE_URL',
      'beside DATA_DIR',
      { DATABASE_URL: 'postgres://db/foyer' },
      /Set DATABASE_URL or DATA_DIR, not both/,
    ],
    [
      'FOYER_EVM_CHAINS',
      'not JSON',
      { FOYER_EVM_CHAINS: '[{chainId: 1}]' },
      /FOYER_EVM_CHAINS is not valid JSON/,
    ],
    ['FOYER_EVM_CHAINS', 'not a list', { FOYER_EVM_CHAINS: '{"chainId": 1}' }, /Invalid FOYER_EVM_CHAINS/],
    [
      'FOYER_EVM_CHAINS',
      'a bad chain id',
      { FOYER_EVM_CHAINS: '[{"chainId": -1, "rpcUrl": "https://rpc.example"}]' },
      /Invalid FOYER_EVM_CHAINS[\s\S]*0\.chainId/,
    ],
    [
      'FOYER_EVM_CHAINS',
      'a bad RPC URL',
      { FOYER_EVM_CHAINS: '[{"chainId": 1, "rpcUrl": "ws://rpc.example"}]' },
      /0\.rpcUrl: expected an http\(s\) URL/,
    ],
    ['FOYER_RPC_URL_<chainId>', 'not a URL', { FOYER_RPC_URL_10: 'rpc.example' }, /Invalid FOYER_RPC_URL_10/],
    [
      'FOYER_SOLANA_RPC_URL',
      'not http(s)',
      { FOYER_SOLANA_RPC_URL: 'file:///rpc' },
      /FOYER_SOLANA_RPC_URL: expected an http\(s\) URL/,
    ],
    ['FOYER_PROJECTS', 'not JSON', { FOYER_PROJECTS: 'shop' }, /FOYER_PROJECTS is not valid JSON/],
    [
      'FOYER_PROJECTS',
      'a bad origin',
      { FOYER_PROJECTS: '[{"projectId": "a", "allowedOrigins": ["shop.example"]}]' },
      /Invalid FOYER_PROJECTS[\s\S]*0\.allowedOrigins\.0/,
    ],
    [
      'FOYER_PROJECTS',
      'an id twice',
      { FOYER_PROJECTS: '[{"projectId": "a"}, {"projectId": "a"}]' },
      /Invalid FOYER_PROJECTS[\s\S]*a is listed twice/,
    ],
    [
      'FOYER_LIMITS',
      'an unknown cap',
      { FOYER_LIMITS: '{"emailCodesPerIp": 0}' },
      /Invalid FOYER_LIMITS[\s\S]*emailCodesPerIp/,
    ],
    [
      'FOYER_LOG_LEVEL',
      'an unknown level',
      { FOYER_LOG_LEVEL: 'verbose' },
      /FOYER_LOG_LEVEL: expected one of debug, info, warn, error, silent/,
    ],
    [
      'FOYER_RPC_TIMEOUT_MS',
      'not a number',
      { FOYER_RPC_TIMEOUT_MS: 'soon' },
      /FOYER_RPC_TIMEOUT_MS: expected a number of milliseconds/,
    ],
    [
      'FOYER_RPC_TIMEOUT_MS',
      'too short',
      { FOYER_RPC_TIMEOUT_MS: '5' },
      /FOYER_RPC_TIMEOUT_MS: expected at least 100 ms/,
    ],
    ['FOYER_SHUTDOWN_GRACE_MS', 'negative', { FOYER_SHUTDOWN_GRACE_MS: '-1' }, /FOYER_SHUTDOWN_GRACE_MS: /],
  ])('%s, %s', async (_variable, _kind, env, expected) => {
    expect(await refusal(env)).toMatch(expected)
  })

  it('takes an empty variable as unset and fills the defaults', async () => {
    const config = await readServiceConfig({ ...base, PORT: '', FOYER_LOG_LEVEL: '' })
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      logLevel: 'info',
      shutdownGraceMs: 10_000,
      storage: { dataDir: base.DATA_DIR },
    })
  })
})

describe('startReferenceService refuses each bad FOYER_* variable it reads, naming it, before opening anything', () => {
  const saved = { ...process.env }
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
    Object.assign(process.env, saved)
  })

  it.each([
    ['FOYER_TRUST_PROXY', 'yes'],
    ['FOYER_DEV_CONVENIENCES', 'true'],
    ['FOYER_PUBLIC_URL', 'https://api.example/?x=1'],
    ['FOYER_OAUTH_REDIRECT_URIS', 'https://ok.example/cb, not-a-url'],
    ['FOYER_KEY_ENCRYPTION_KEY', 'abc'],
    ['FOYER_LOG_LEVEL', 'loud'],
    ['FOYER_METRICS_TOKEN', 'short'],
    ['FOYER_FARCASTER_RELAY_URL', 'https://relay.example'],
  ])('%s=%s', async (name, value) => {
    process.env[name] = value
    const error = await startReferenceService({ storage: { dataDir: '/nonexistent/never-opened' } }).then(
      (service) => service.stop().then(() => undefined),
      (thrown: unknown) => thrown,
    )
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toContain(name)
  })
})
