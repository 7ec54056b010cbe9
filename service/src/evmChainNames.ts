/** Names of the real networks a devnet chain can stand in for; every devnet chain's native coin is ETH. */
export const evmChainNames: Readonly<Record<number, string>> = {
  1: 'Ethereum',
  10: 'OP Mainnet',
  8453: 'Base',
  42161: 'Arbitrum One',
  84532: 'Base Sepolia',
  11155111: 'Sepolia',
}

export function getEvmChainName(chainId: number): string {
  return evmChainNames[chainId] ?? `Devnet ${chainId}`
}
