import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { inject } from 'vitest'
import { rpc } from './demoActions.js'

/** A key no other test uses, funded with `ether` on every devnet EVM chain (`anvil_setBalance`). */
export async function freshAccount(
  ether: string,
): Promise<{ privateKey: `0x${string}`; address: `0x${string}` }> {
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  for (const rpcUrl of Object.values(inject('devnet').evm.rpcUrls))
    await rpc(rpcUrl, 'anvil_setBalance', [address, `0x${parseEther(ether).toString(16)}`])
  return { privateKey, address }
}
