/** SPEC.md §9: gas units assumed when the chain cannot estimate a transfer. */
export const defaultGasUnits = 150_000n
/** Solana's base fee per signature, in lamports; a transfer has one signature. */
export const lamportsPerSignature = 5000n
/** A Bitcoin transfer's size the fee is estimated for (vbytes: two segwit inputs, two outputs, with room to spare). */
export const bitcoinTransferVbytes = 250n
/** Satoshis per vbyte assumed when the network's Esplora API gives no estimate. */
export const defaultBitcoinFeeRate = 2n
