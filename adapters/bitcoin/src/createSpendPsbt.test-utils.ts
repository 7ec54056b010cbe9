import { esplora } from '@foyer/conformance/bitcoin'
import type { CaipNetwork } from '@foyer/core'
import { bitcoinNetworks, type DevBitcoinProvider } from '@foyer/devnet'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'

/** An unsigned base64 PSBT spending the dev wallet's first ledger coin (less 700 sats fee) to `recipient`. */
export async function createSpendPsbt(
  dev: DevBitcoinProvider,
  network: CaipNetwork,
  recipient: string,
): Promise<string> {
  const [coin] = await esplora<{ txid: string; vout: number; value: number }[]>(
    network,
    `/address/${dev.payment.address}/utxo`,
  )
  if (!coin) throw new Error(`${dev.payment.address} has no coin on the ledger`)
  const unsigned = new Transaction()
  unsigned.addInput({
    txid: coin.txid,
    index: coin.vout,
    witnessUtxo: { script: dev.payment.script, amount: BigInt(coin.value) },
  })
  unsigned.addOutputAddress(recipient, BigInt(coin.value) - 700n, bitcoinNetworks.regtest)
  return base64.encode(unsigned.toPSBT())
}

/** Finalizes a signed base64 PSBT and broadcasts it to the ledger; resolves with the txid the ledger answered. */
export async function broadcastSignedPsbt(
  network: CaipNetwork,
  psbt: string,
): Promise<{ id: string; accepted: unknown }> {
  const finalized = Transaction.fromPSBT(base64.decode(psbt))
  finalized.finalize()
  return {
    id: finalized.id,
    accepted: await esplora(network, '/tx', { method: 'POST', body: finalized.hex }),
  }
}
