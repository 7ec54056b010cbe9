import type { ChainNamespace } from '../caip/chainNamespaces.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import type { RpcRequest } from '../hooks/hookTypes.js'
import type { Kernel } from '../kernel/Kernel.js'
import { chainIdParamsSchema } from '../rpc/validateRpcParams.js'
import { openModal } from './openModal.js'
import { runSwitchNetwork } from './runSwitchNetwork.js'

/**
 * Answers the methods that would move the wallet behind the kernel's back (`kernelRpcMethods`): a chain switch or
 * add becomes `switchNetwork` (so the kernel's network follows, and an unconfigured chain is refused), an account
 * request is answered from the connection, or opens the modal and waits for the user to connect.
 */
export async function answerKernelRpc(kernel: Kernel, rpc: RpcRequest): Promise<unknown> {
  if (rpc.method === 'wallet_switchEthereumChain' || rpc.method === 'wallet_addEthereumChain') {
    const [{ chainId }] = chainIdParamsSchema.parse(rpc.params)
    await runSwitchNetwork(kernel, `eip155:${BigInt(chainId).toString()}`)
    return null
  }
  const addresses = await connectedAddresses(kernel, rpc.namespace, rpc.method)
  return rpc.method === 'solana_requestAccounts' ? addresses.map((pubkey) => ({ pubkey })) : addresses
}

async function connectedAddresses(kernel: Kernel, namespace: ChainNamespace, method: string) {
  const read = () => {
    const account = kernel.store.getState().accounts[namespace]
    if (account?.status !== 'connected' || !account.address) return undefined
    const all = account.allAccounts.map((entry) => entry.address)
    return all.includes(account.address)
      ? [account.address, ...all.filter((a) => a !== account.address)]
      : [account.address]
  }
  const now = read()
  if (now) return now
  await openModal(kernel, { namespace })
  return new Promise<string[]>((resolve, reject) => {
    const settle = (stop: () => void) => {
      const addresses = read()
      if (addresses) resolve(addresses)
      else if (!kernel.store.getState().router.open) reject(new UserRejectedRequestError({ method }))
      else return
      stop()
    }
    const stop = kernel.store.subscribe(() => settle(stop))
    settle(stop)
  })
}
