import { eip155ConformanceDevnet, runAdapterConformance } from '@foyer/conformance'
import {
  type ConformanceEvmDevnet,
  createConformanceEvmWallet,
  startConformanceEvmDevnet,
} from '@foyer/conformance/evm'
import { BrowserProvider, getAddress, verifyMessage, verifyTypedData } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectChecksummedAccounts } from '../../shared-eip1193/src/expectChecksummedAccounts.test-utils.js'
import { expectProvidedWalletConnects } from '../../shared-eip1193/src/expectProvidedWalletConnects.test-utils.js'
import { expectUnencodableCallRefused } from '../../shared-eip1193/src/expectUnencodableCallRefused.test-utils.js'
import { EthersAdapter } from './EthersAdapter.js'

let devnet: ConformanceEvmDevnet
beforeAll(async () => {
  devnet = await startConformanceEvmDevnet()
})
afterAll(() => devnet?.stop())

// Wallets announce on this stand-in for the page's window.
const page = new EventTarget()

runAdapterConformance({
  name: 'EthersAdapter',
  createAdapter: () => new EthersAdapter({ window: page }),
  createWallet: () =>
    createConformanceEvmWallet({ target: page, devnet: devnet.evm, chainIds: devnet.walletChainIds }),
  devnet: () =>
    eip155ConformanceDevnet({
      networks: devnet.networks,
      unknownNetwork: devnet.unknownNetwork,
      token: devnet.usdc,
      toChecksumAddress: getAddress,
      verifyMessage: async ({ address, message, signature }) =>
        verifyMessage(message, signature).toLowerCase() === address.toLowerCase(),
      verifyTypedData: async ({ address, typedData, signature }) =>
        verifyTypedData(typedData.domain, typedData.types, typedData.message, signature).toLowerCase() ===
        address.toLowerCase(),
    }),
  describe,
  it,
  expect,
})

describe('EthersAdapter', () => {
  it('hands the app an EIP-1193 provider that ethers v6 wraps', async () => {
    const wallet = await createConformanceEvmWallet({
      target: page,
      devnet: devnet.evm,
      chainIds: devnet.walletChainIds,
    })
    try {
      const adapter = new EthersAdapter({ window: page })
      const { createKernel, connect, destroyKernel } = await import('@foyer/core')
      const kernel = createKernel({
        projectId: 'ethers',
        networks: [...devnet.networks],
        adapters: [adapter],
      })
      await connect(kernel, { namespace: 'eip155', connectorId: wallet.rdns ?? '' })
      const browserProvider = new BrowserProvider(adapter.getProvider() as never)
      const signer = await browserProvider.getSigner()
      expect(await signer.getAddress()).toBe(wallet.address)
      expect((await browserProvider.getNetwork()).chainId).toBe(1n)
      destroyKernel(kernel)
    } finally {
      wallet.remove()
    }
  })

  it('connects through a wallet a plugin provides; the app signs through the approval view', async () => {
    await expectProvidedWalletConnects({ devnet, createAdapter: () => new EthersAdapter({ window: page }) })
  })

  it('reports EIP-55 checksummed addresses when the wallet answers in lower case', async () => {
    await expectChecksummedAccounts({
      devnet,
      target: page,
      createAdapter: () => new EthersAdapter({ window: page }),
      checksum: getAddress,
    })
  })

  it("encodes contract calls with ethers' Interface; a function the ABI lacks never reaches the wallet", async () => {
    await expectUnencodableCallRefused({
      devnet,
      target: page,
      createAdapter: () => new EthersAdapter({ window: page }),
    })
  })

  it('rejects options that are not an EventTarget, naming the field', () => {
    expect(() => new EthersAdapter({ window: {} as EventTarget })).toThrow(
      /Invalid options for EthersAdapter at "window"/,
    )
  })
})
