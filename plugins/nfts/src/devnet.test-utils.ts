import { deployNftCollection, startEvmChains } from '@foyer/devnet'
import { startReferenceService } from '@foyer/service'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    nftsDevnet: { serviceUrl: string; holder: `0x${string}`; badges: `0x${string}`; spam: `0x${string}` }
  }
}

/**
 * Vitest global setup: an anvil chain (eip155:1) and the reference service, started once in Node for every test
 * file, and a dev account holding the devnet's spam NFTs plus two of a genuine collection ("Foyer Badges").
 */
export default async function setup(project: TestProject) {
  const evm = await startEvmChains({ chains: [1], basePort: 0 })
  const service = await startReferenceService({ evm })
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
  project.provide('nftsDevnet', {
    serviceUrl: service.url,
    holder: holder.address,
    badges,
    spam: chain.spamNft,
  })
  return async () => {
    await service.stop()
    await evm.stop()
  }
}
