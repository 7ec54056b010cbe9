import { parseAbi } from 'viem'

/** The read side of Farcaster's IdRegistry (the devnet's `FoyerIdRegistry` implements it). */
export const idRegistryAbi = parseAbi([
  'function idOf(address owner) view returns (uint256 fid)',
  'function custodyOf(uint256 fid) view returns (address owner)',
])
