/** The sentinel address `FoyerSwapRouter` reads as the chain's native coin. */
export const nativeTokenAddress = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as const
