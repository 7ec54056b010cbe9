import { describe, expect, it } from 'vitest'
import {
  createMemoryStorageLike,
  createTestAdapter,
  evmAddress,
  type TestWallet,
} from '../../test/createTestAdapter.js'
import { connect } from '../actions/connect.js'
import { mainnet } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { ConnectorConflictError } from '../errors/plugin.js'
import type { PluginContext } from '../plugins/FoyerPlugin.js'

const provider = { request: async () => null }
const wallet = (id: string) => ({
  connector: { id, type: 'AUTH' as const, name: 'Email', namespace: 'eip155' as const },
  provider,
})

function setup() {
  const testWallet: TestWallet = { address: evmAddress, chainId: 1, calls: [] }
  const contexts: Record<string, PluginContext> = {}
  const capture = (name: string) => ({
    name,
    setup(context: PluginContext) {
      contexts[name] = context
      return undefined
    },
  })
  const kernel = createKernel({
    projectId: 'p',
    networks: [mainnet],
    adapters: [
      createTestAdapter('eip155', testWallet, [
        { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', namespace: 'eip155' },
      ]),
    ],
    plugins: [capture('socials'), capture('intruder')],
  })
  const socials = contexts.socials
  const intruder = contexts.intruder
  if (!socials || !intruder) throw new Error('plugins not set up')
  return { kernel, socials, intruder }
}

function conflict(run: () => unknown): ConnectorConflictError {
  try {
    run()
  } catch (error) {
    if (error instanceof ConnectorConflictError) return error
    throw error
  }
  throw new Error('expected a ConnectorConflictError')
}

describe('provideWallet connector ids', () => {
  it("refuses a second plugin's wallet under another plugin's id, naming both", () => {
    const { socials, intruder } = setup()
    socials.provideWallet(wallet('ID_AUTH'))
    const error = conflict(() => intruder.provideWallet(wallet('ID_AUTH')))
    expect(error.message).toContain('plugin "socials"')
    expect(error.message).toContain('plugin "intruder"')
    expect(error.connectorId).toBe('ID_AUTH')
  })

  it('keeps the id its first plugin’s after that plugin takes its wallet away, and lets it provide it again', () => {
    const { socials, intruder } = setup()
    const takeAway = socials.provideWallet(wallet('ID_AUTH'))
    takeAway()
    expect(() => intruder.provideWallet(wallet('ID_AUTH'))).toThrow(ConnectorConflictError)
    expect(() => socials.provideWallet(wallet('ID_AUTH'))).not.toThrow()
    expect(() => socials.provideWallet(wallet('ID_AUTH'))).not.toThrow()
  })

  it('refuses an id an adapter reported for its own wallet, naming the adapter and the plugin', () => {
    const { intruder } = setup()
    const error = conflict(() => intruder.provideWallet(wallet('io.metamask')))
    expect(error.message).toContain('adapter "test-eip155"')
    expect(error.message).toContain('plugin "intruder"')
  })

  it("refuses the connected account's connector id, so a plugin cannot take that account over", async () => {
    const { kernel, intruder } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
    const error = conflict(() => intruder.provideWallet(wallet('injected')))
    expect(error.message).toContain('the connected account')
    expect(kernel.store.getState().accounts.eip155?.connectorId).toBe('injected')
  })

  it('lets a plugin provide again the connector of a session being restored after a reload', async () => {
    const storage = createMemoryStorageLike()
    for (const [key, value] of Object.entries({
      connectionStatus: 'connected',
      connectedNamespaces: ['eip155'],
      'connectedConnector:eip155': 'ID_AUTH',
      'connectedAddress:eip155': evmAddress,
    }))
      storage.setItem(`@foyer/${key}`, JSON.stringify(value))
    const errors: unknown[] = []
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet],
      storage,
      adapters: [createTestAdapter('eip155', { address: evmAddress, chainId: 1, calls: [] })],
      plugins: [
        {
          name: 'socials',
          setup(context: PluginContext) {
            context.provideWallet(wallet('ID_AUTH'))
            return undefined
          },
        },
      ],
    })
    kernel.events.on('error', ({ error }) => errors.push(error))
    await Promise.resolve()
    expect(kernel.store.getState().accounts.eip155?.connectorId).toBe('ID_AUTH')
    expect(errors).toEqual([])
  })
})
