import { toViemChain } from '@foyer/devnet'
import { createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { ProvidedContext } from 'vitest'
import type { PluginsDevnet } from '../../globalSetup.js'

declare module 'vitest' {
  export interface ProvidedContext {
    tokensDevnet: { serviceUrl: string; rpcUrl: string; receiver: `0x${string}`; devKey: `0x${string}` }
  }
}

/**
 * The token tests' fixtures on the plugins' shared devnet (`plugins/globalSetup.ts`): a fresh account that received
 * 1.5 ETH and 25 USDC from a dev account.
 */
export async function prepareTokensDevnet({
  evm,
  service,
}: PluginsDevnet): Promise<ProvidedContext['tokensDevnet']> {
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
  return {
    serviceUrl: service.url,
    rpcUrl: chain.rpcUrl,
    receiver,
    devKey: dev.privateKey,
  }
}
