/** The multicall3 contract, deployed at the same address on every EVM chain Foyer defines. */
export const multicall3Address = '0xcA11bde05977b3631167028862bE2a173976CA11' as const
