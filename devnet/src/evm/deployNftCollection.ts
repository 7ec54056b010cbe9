import { type Address, createPublicClient, createWalletClient, getAddress, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foyerSpamNftAbi } from './abis.js'
import { compileContracts } from './compileContracts.js'
import { ContractDeploymentError } from './errors.js'
import { toViemChain } from './toViemChain.js'
import type { EvmDevnetChain } from './types.js'

export type DeployNftCollectionParameters = {
  chain: EvmDevnetChain
  /** The deployer, who alone may mint. */
  privateKey: Hex
  name: string
  symbol: string
  baseUri?: string
  /** Each gets `perRecipient` tokens, ids counting up from 1. */
  recipients: Address[]
  perRecipient?: number
}

/**
 * Deploys an ordinary ERC-721 collection on a devnet chain and mints to `recipients`. It is the same minimal ERC-721
 * as the spam collection (`FoyerSpamNft.sol`); only the spam collection's address is flagged as spam by the
 * reference service, so this one reads as a genuine collection.
 */
export async function deployNftCollection({
  chain,
  privateKey,
  name,
  symbol,
  baseUri = 'https://nft.foyer.invalid/',
  recipients,
  perRecipient = 1,
}: DeployNftCollectionParameters): Promise<Address> {
  const { artifacts } = await compileContracts()
  const viemChain = toViemChain(chain)
  const account = privateKeyToAccount(privateKey)
  const wallet = createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) })
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const deployHash = await wallet.deployContract({
    abi: artifacts.FoyerSpamNft.abi,
    bytecode: artifacts.FoyerSpamNft.bytecode,
    args: [name, symbol, baseUri],
  })
  const { contractAddress } = await client.waitForTransactionReceipt({ hash: deployHash })
  if (!contractAddress)
    throw new ContractDeploymentError({
      chainId: chain.chainId,
      step: `deploy ${symbol}`,
      cause: 'no contract',
    })
  const mintHash = await wallet.writeContract({
    address: getAddress(contractAddress),
    abi: foyerSpamNftAbi,
    functionName: 'mintBatch',
    args: [recipients, BigInt(perRecipient)],
  })
  await client.waitForTransactionReceipt({ hash: mintHash })
  return getAddress(contractAddress)
}
