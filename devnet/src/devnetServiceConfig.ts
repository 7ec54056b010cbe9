import type {
  BitcoinServiceNetwork,
  EvmChainConfig,
  ServiceAccount,
  ServiceEvm,
  ServiceSolana,
} from '@foyer/service'
import { zeroAddress } from 'viem'
import type { DevnetInfo } from './devnetInfo.js'
import { solanaClusters } from './solana/solanaClusters.js'

/** The chains of a running devnet (its `devnet.json`) as the reference service's configuration takes them. */
export function devnetServiceConfig(info: DevnetInfo): {
  evm: ServiceEvm
  solana: ServiceSolana | undefined
  bitcoin: BitcoinServiceNetwork[] | undefined
} {
  return {
    evm: {
      // devnet.json's addresses are checked as 0x-prefixed 20-byte hex by its schema.
      chains: info.evm.chains.map((chain) => ({
        ...chain,
        entryPoint: chain.entryPoint ?? zeroAddress,
        accountFactory: chain.accountFactory ?? zeroAddress,
      })) as EvmChainConfig[],
      accounts: info.evm.accounts as ServiceAccount[],
    },
    solana: info.solana
      ? {
          url: info.solana.url,
          clusters: Object.fromEntries(
            Object.entries(info.solana.clusters).map(([name, cluster]) => [
              name,
              {
                url: cluster.url,
                caipNetworkId: cluster.caipNetworkId as `solana:${string}`,
                usdcMint: solanaClusters[name as keyof typeof solanaClusters]?.usdcMint,
              },
            ]),
          ),
        }
      : undefined,
    bitcoin: info.bitcoin ? Object.values(info.bitcoin.networks) : undefined,
  }
}
