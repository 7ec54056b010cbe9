import { eip155ConformanceDevnet, runAdapterConformance } from '@foyer/conformance'
import {
  type ConformanceEvmDevnet,
  createConformanceEvmWallet,
  startConformanceEvmDevnet,
} from '@foyer/conformance/evm'
import { providers, utils } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectChecksummedAccounts } from '../../shared-eip1193/src/expectChecksummedAccounts.test-utils.js'
import { expectUnencodableCallRefused } from '../../shared-eip1193/src/expectUnencodableCallRefused.test-utils.js'
import { Ethers5Adapter } from './Ethers5Adapter.js'

let devnet: ConformanceEvmDevnet
beforeAll(async () => {
  devnet = await startConformanceEvmDevnet()
})
afterAll(() => devnet?.stop())

// Wallets announce on this stand-in for the page's window.
const page = new EventTarget()

runAdapterConformance({
  name: 'Ethers5Adapter',
  createAdapter: () => new Ethers5Adapter({ window: page }),
  createWallet: () =>
    createConformanceEvmWallet({ target: page, devnet: devnet.evm, chainIds: devnet.walletChainIds }),
  devnet: () =>
    eip155ConformanceDevnet({
      networks: devnet.networks,
      unknownNetwork: devnet.unknownNetwork,
      token: devnet.usdc,
      toChecksumAddress: utils.getAddress,
      verifyMessage: async ({ address, message, signature }) =>
        utils.verifyMessage(message, signature).toLowerCase() === address.toLowerCase(),
      verifyTypedData: async ({ address, typedData, signature }) =>
        utils
          .verifyTypedData(typedData.domain, typedData.types, typedData.message, signature)
          .toLowerCase() === address.toLowerCase(),
    }),
  describe,
  it,
  expect,
})

describe('Ethers5Adapter', () => {
  it('hands the app an EIP-1193 provider that ethers v5 wraps', async () => {
    const wallet = await createConformanceEvmWallet({
      target: page,
      devnet: devnet.evm,
      chainIds: devnet.walletChainIds,
    })
    try {
      const adapter = new Ethers5Adapter({ window: page })
      const { createKernel, connect, destroyKernel } = await import('@foyer/core')
      const kernel = createKernel({
        projectId: 'ethers5',
        networks: [...devnet.networks],
        adapters: [adapter],
      })
      await connect(kernel, { namespace: 'eip155', connectorId: wallet.rdns ?? '' })
      const browserProvider = new providers.Web3Provider(adapter.getProvider() as providers.ExternalProvider)
      const signer = browserProvider.getSigner()
      expect(await signer.getAddress()).toBe(wallet.address)
      expect((await browserProvider.getNetwork()).chainId).toBe(1)
      destroyKernel(kernel)
    } finally {
      wallet.remove()
    }
  })

  it('reports EIP-55 checksummed addresses when the wallet answers in lower case', async () => {
    await expectChecksummedAccounts({
      devnet,
      target: page,
      createAdapter: () => new Ethers5Adapter({ window: page }),
      checksum: utils.getAddress,
    })
  })

  it("encodes contract calls with ethers' Interface; a function the ABI lacks never reaches the wallet", async () => {
    await expectUnencodableCallRefused({
      devnet,
      target: page,
      createAdapter: () => new Ethers5Adapter({ window: page }),
    })
  })

  it('rejects options that are not an EventTarget, naming the field', () => {
    expect(() => new Ethers5Adapter({ window: {} as EventTarget })).toThrow(
      /Invalid options for Ethers5Adapter at "window"/,
    )
  })
})
