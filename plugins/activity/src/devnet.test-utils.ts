import { toViemChain } from '@foyer/devnet'
import { createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { ProvidedContext } from 'vitest'
import type { PluginsDevnet } from '../../globalSetup.js'

declare module 'vitest' {
  export interface ProvidedContext {
    activityDevnet: {
      serviceUrl: string
      rpcUrl: string
      receiver: `0x${string}`
      /** A dev account for tests that send (its history is not checked). */
      payer: `0x${string}`
      payerKey: `0x${string}`
      sender: `0x${string}`
      spamHolder: `0x${string}`
    }
  }
}

/** Small transfers after the first two, so the receiver's history has two pages (the service pages by 20). */
export const extraTransfers = 22

/**
 * The activity tests' fixtures on the plugins' shared devnet (`plugins/globalSetup.ts`): a fresh account that received
 * 1.5 ETH, 25 USDC and 22 × 0.001 ETH from a dev account.
 */
export async function prepareActivityDevnet({
  evm,
  service,
}: PluginsDevnet): Promise<ProvidedContext['activityDevnet']> {
  const chain = evm.chains[0]
  const dev = evm.accounts[0]
  const spamHolder = evm.accounts[1]
  const payer = evm.accounts[3]
  const usdc = chain?.tokens.find((token) => token.symbol === 'USDC')
  if (!chain || !dev || !spamHolder || !payer || !usdc)
    throw new TypeError('the devnet lacks chain 1, dev accounts or USDC')
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
  for (let index = 0; index < extraTransfers; index++)
    await wallet.sendTransaction({ to: receiver, value: parseEther('0.001') })
  return {
    serviceUrl: service.url,
    rpcUrl: chain.rpcUrl,
    receiver,
    payer: payer.address,
    payerKey: payer.privateKey,
    sender: dev.address,
    spamHolder: spamHolder.address,
  }
}
