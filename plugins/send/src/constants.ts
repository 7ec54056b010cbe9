/** SPEC.md §9: gas units assumed when the chain cannot estimate a transfer. */
export const defaultGasUnits = 150_000n
/** Solana's base fee per signature, in lamports; a transfer has one signature. */
export const lamportsPerSignature = 5000n
