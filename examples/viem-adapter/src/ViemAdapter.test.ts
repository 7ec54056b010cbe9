import { eip155ConformanceDevnet, runAdapterConformance } from '@foyer/conformance'
import {
  type ConformanceEvmDevnet,
  createConformanceEvmWallet,
  startConformanceEvmDevnet,
} from '@foyer/conformance/evm'
import { getAddress, type Hex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ViemAdapter } from './ViemAdapter.js'

// Three local anvils (the wallet knows two, the app lists a third) with the devnet's tokens.
let devnet: ConformanceEvmDevnet
beforeAll(async () => {
  devnet = await startConformanceEvmDevnet()
}, 180_000)
afterAll(() => devnet?.stop())

// The wallet announces itself (EIP-6963) on this stand-in for the page's window.
const page = new EventTarget()

runAdapterConformance({
  name: 'ViemAdapter',
  createAdapter: () => new ViemAdapter({ window: page }),
  createWallet: () =>
    createConformanceEvmWallet({ target: page, devnet: devnet.evm, chainIds: devnet.walletChainIds }),
  devnet: () =>
    eip155ConformanceDevnet({
      networks: devnet.networks,
      unknownNetwork: devnet.unknownNetwork,
      token: devnet.usdc,
      toChecksumAddress: getAddress,
      verifyMessage: ({ address, message, signature }) =>
        verifyMessage({ address: address as Hex, message, signature: signature as Hex }),
      verifyTypedData: ({ address, typedData, signature }) =>
        verifyTypedData({ ...typedData, address: address as Hex, signature: signature as Hex }),
    }),
  describe,
  it,
  expect,
})
