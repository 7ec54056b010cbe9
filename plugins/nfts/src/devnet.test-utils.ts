import { deployNftCollection } from '@foyer/devnet'
import type { ProvidedContext } from 'vitest'
import type { PluginsDevnet } from '../../globalSetup.js'

declare module 'vitest' {
  export interface ProvidedContext {
    nftsDevnet: { serviceUrl: string; holder: `0x${string}`; badges: `0x${string}`; spam: `0x${string}` }
  }
}

/**
 * The NFT tests' fixtures on the plugins' shared devnet (`plugins/globalSetup.ts`): a dev account holding the devnet's
 * spam NFTs plus two of a genuine collection ("Foyer Badges").
 */
export async function prepareNftsDevnet({
  evm,
  service,
}: PluginsDevnet): Promise<ProvidedContext['nftsDevnet']> {
  const chain = evm.chains[0]
  const holder = evm.accounts[1]
  if (!chain || !holder) throw new TypeError('the devnet has no chain 1 or dev account 1')
  const minter = evm.accounts[2]
  if (!minter) throw new TypeError('the devnet has no dev account 2')
  const badges = await deployNftCollection({
    chain,
    privateKey: minter.privateKey,
    name: 'Foyer Badges',
    symbol: 'BADGE',
    recipients: [holder.address],
    perRecipient: 2,
  })
  return {
    serviceUrl: service.url,
    holder: holder.address,
    badges,
    spam: chain.spamNft,
  }
}
