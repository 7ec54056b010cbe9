/** Multicall3's address, shared by every chain (the devnet puts its own compatible code there). */
export const multicall3Address = '0xcA11bde05977b3631167028862bE2a173976CA11' as const
