import { startEvmChains, toViemChain } from '@foyer/devnet'
import { startReferenceService } from '@foyer/service'
import { createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    tokensDevnet: { serviceUrl: string; rpcUrl: string; receiver: `0x${string}`; devKey: `0x${string}` }
  }
}

/**
 * Vitest global setup: an anvil chain (eip155:1) and the reference service, started once in Node for every test
 * file (jsdom ones included), and a fresh account that received 1.5 ETH and 25 USDC from a dev account.
 */
export default async function setup(project: TestProject) {
  const evm = await startEvmChains({ chains: [1], basePort: 0 })
  const service = await startReferenceService({ evm })
  const chain = evm.chains[0]
  const dev = evm.accounts[0]
  const usdc = chain?.tokens.find((token) => token.symbol === 'USDC')
  if (!chain || !dev || !usdc) throw new TypeError('the devnet has no chain 1, dev account or USDC')
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  const wallet = createWalletClient({
    account: privateKeyToAccount(dev.privateKey),
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl),
  })
  await wallet.sendTransaction({ to: receiver, value: parseEther('1.5') })
  await wallet.writeContract({
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [receiver, parseUnits('25', 6)],
  })
  project.provide('tokensDevnet', {
    serviceUrl: service.url,
    rpcUrl: chain.rpcUrl,
    receiver,
    devKey: dev.privateKey,
  })
  return async () => {
    await service.stop()
    await evm.stop()
  }
}
