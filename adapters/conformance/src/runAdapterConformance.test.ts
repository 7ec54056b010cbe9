import { type ChainAdapter, mainnet, sepolia } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import type { ConformanceDevnet, ConformanceWallet } from './ConformanceDevnet.js'
import { type ConformanceTestApi, runAdapterConformance } from './runAdapterConformance.js'

const checksummed = '0x52908400098527886E0F7030069857D2E4169EE7'

type Bug = 'promptOnRestore' | 'keepPermission' | 'lowerCase'

/** A wallet that counts its prompts and remembers whether the site may use the account without asking. */
function createFakeWallet() {
  let prompts = 0
  let permitted = false
  const wallet: ConformanceWallet & { prompt(): void; permitted: boolean; revoke(): void } = {
    address: checksummed,
    name: 'Fake Wallet',
    rdns: 'dev.foyer.fake',
    prompt() {
      prompts++
      permitted = true
    },
    get permitted() {
      return permitted
    },
    revoke() {
      permitted = false
    },
    prompts: () => prompts,
    isPermitted: async () => permitted,
    switchAccount: async () => checksummed,
    disconnect: async () => {},
    remove: () => {},
  }
  return wallet
}

/** An eip155 adapter over the fake wallet, correct unless given one of the bugs the suite must catch. */
function createFakeAdapter(wallet: ReturnType<typeof createFakeWallet>, bug?: Bug): ChainAdapter {
  let connected = false
  return {
    name: 'fake',
    namespace: 'eip155',
    setup(context) {
      context.setConnectors([
        { id: 'fake', type: 'ANNOUNCED', name: wallet.name, rdns: 'dev.foyer.fake', namespace: 'eip155' },
      ])
      return undefined
    },
    async connect({ reconnect }) {
      if (!reconnect || bug === 'promptOnRestore') wallet.prompt()
      else if (!wallet.permitted) throw new Error('Not permitted.')
      connected = true
      return { address: bug === 'lowerCase' ? wallet.address.toLowerCase() : wallet.address, chainId: 1 }
    },
    async disconnect() {
      connected = false
      if (bug !== 'keepPermission') wallet.revoke()
    },
    async switchNetwork() {
      return undefined
    },
    getProvider: () => (connected ? {} : undefined),
  }
}

const devnet: ConformanceDevnet = {
  networks: [mainnet, sepolia],
  getBalance: async () => 0n,
  isSameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
  // The checksum of the one address the fake wallet has (core has no keccak to compute EIP-55).
  formatAddress: (address) => (address.toLowerCase() === checksummed.toLowerCase() ? checksummed : address),
  signMessage: { request: () => ({ method: 'personal_sign' }), verify: async () => true },
  sendTransaction: {
    recipient: checksummed,
    amount: 0n,
    request: () => ({ method: 'eth_sendTransaction' }),
    waitForTransaction: async () => ({ fee: 0n }),
  },
}

/** Runs one check of the suite against the fake wallet; resolves with the error it fails with, if any. */
async function runCheck(title: string, bug?: Bug): Promise<Error | undefined> {
  const checks = new Map<string, () => Promise<void>>()
  const api: ConformanceTestApi = {
    describe: (_name, body) => body(),
    it: (name, body) => checks.set(name, body),
    expect: (actual, message) => ({
      toBe: (expected) => expect(actual, message).toBe(expected),
      toEqual: (expected) => expect(actual, message).toEqual(expected),
    }),
  }
  let wallet = createFakeWallet()
  runAdapterConformance({
    ...api,
    name: 'fake',
    createAdapter: () => createFakeAdapter(wallet, bug),
    createWallet: async () => {
      wallet = createFakeWallet()
      return wallet
    },
    devnet,
    timeout: 2_000,
  })
  const check = checks.get(title)
  if (!check) throw new Error(`No check named "${title}".`)
  return check().then(
    () => undefined,
    (error: Error) => error,
  )
}

describe('runAdapterConformance catches the bugs it used to let through', () => {
  it('a restore that prompts the wallet', async () => {
    const title = 'a fresh kernel with the same storage reconnects'
    expect(await runCheck(title)).toBe(undefined)
    expect((await runCheck(title, 'promptOnRestore'))?.message).toContain('wallet prompts during the restore')
  })

  it('a disconnect that does not revoke the permission', async () => {
    const title = 'disconnecting in the app ends the session for good'
    expect(await runCheck(title)).toBe(undefined)
    expect((await runCheck(title, 'keepPermission'))?.message).toContain('the wallet still permits the site')
  })

  it('lower-case EVM addresses', async () => {
    const title = 'connect gives the wallet account and chain'
    expect(await runCheck(title)).toBe(undefined)
    expect((await runCheck(title, 'lowerCase'))?.message).toContain('in its canonical form')
  })
})
