import { describe, expect, it } from 'vitest'
import { updateFeatures } from '../actions/updateFeatures.js'
import { mainnet } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { InvalidOptionsError } from '../errors/options.js'
import type { KernelParameters } from '../kernel/Kernel.js'

const base: KernelParameters = { projectId: 'p', networks: [mainnet] }

function refusal(options: Record<string, unknown>): InvalidOptionsError {
  try {
    createKernel({ ...base, ...options } as KernelParameters)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidOptionsError)
    return error as InvalidOptionsError
  }
  throw new Error(`createKernel accepted ${JSON.stringify(options)}`)
}

describe('options Foyer cannot honour are refused at createKernel, naming the option', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['manualWCControl', { manualWCControl: true }],
    ['universalProvider', { universalProvider: { on() {} } }],
    ['universalProviderConfigOverride', { universalProviderConfigOverride: { defaultChain: 'eip155:1' } }],
    ['coinbasePreference', { coinbasePreference: 'smartWalletOnly' }],
    ['experimental_preferUniversalLinks', { experimental_preferUniversalLinks: true }],
    ['pendingTransactionsFilter', { pendingTransactionsFilter: { enable: true, pollingInterval: 15_000 } }],
  ]
  it.each(cases)('%s', (field, options) => {
    const error = refusal(options)
    expect(error.shortMessage).toBe(`Invalid option \`${field}\`.`)
    expect(error.details.length).toBeGreaterThan(20)
  })

  it('keeps accepting the defaults and the "off" values AppKit apps pass', () => {
    expect(() =>
      createKernel({
        ...base,
        features: { smartSessions: false },
        manualWCControl: false,
        coinbasePreference: 'all',
        experimental_preferUniversalLinks: false,
        pendingTransactionsFilter: { enable: false, pollingInterval: 30_000 },
      }),
    ).not.toThrow()
  })

  it('accepts features.smartSessions (ERC-7715 sessions on the embedded smart account), at start and by updateFeatures', () => {
    expect(
      createKernel({ ...base, features: { smartSessions: true } }).store.getState().features,
    ).toMatchObject({
      smartSessions: true,
    })
    const kernel = createKernel(base)
    updateFeatures(kernel, { smartSessions: true, swaps: false })
    expect(kernel.store.getState().features).toMatchObject({ smartSessions: true, swaps: false })
  })
})
