import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base64, hex } from '@scure/base'
import { Address, OutScript, SigHash, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinNetworks } from './bitcoinNetworks.js'
import { createDevBitcoinProvider, type SatsConnectResponse } from './createDevBitcoinProvider.js'
import { verifyBip322Simple } from './verifyBip322Simple.js'
import { verifyBitcoinMessageEcdsa } from './verifyBitcoinMessageEcdsa.js'

const regtest = bitcoinNetworks.regtest
const recipientAddress = 'bcrt1q9vza2e8x573nczrlzms0wvx3gsqjx7vay85cr9'

let broadcastServer: Server
let broadcastUrl: string
const broadcasts: string[] = []

beforeAll(async () => {
  broadcastServer = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => {
      broadcasts.push(body)
      const txid = hex.encode(
        sha256(sha256(Transaction.fromRaw(hex.decode(body)).toBytes(true, false))).reverse(),
      )
      response.writeHead(200, { 'content-type': 'text/plain' }).end(txid)
    })
  })
  await new Promise<void>((resolve) => broadcastServer.listen(0, '127.0.0.1', resolve))
  broadcastUrl = `http://127.0.0.1:${(broadcastServer.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => broadcastServer.close(resolve))
})

function resultOf<T>(response: SatsConnectResponse): T {
  if ('error' in response) throw new Error(`wallet error ${response.error.code}: ${response.error.message}`)
  return response.result as T
}

type Prevout = { script: Uint8Array; amount: bigint }

/** Checks every input's witness signature of a finalized transaction against its prevout, without the wallet. */
function verifyInputSignatures(raw: Uint8Array, prevouts: Prevout[]): boolean[] {
  const transaction = Transaction.fromRaw(raw, { allowUnknownOutputs: true })
  return prevouts.map((prevout, index) => {
    const witness = transaction.getInput(index).finalScriptWitness ?? []
    const decoded = OutScript.decode(prevout.script)
    if (decoded.type === 'wpkh') {
      const [signature, publicKey] = witness
      if (!signature || !publicKey) return false
      const scriptCode = OutScript.encode({ type: 'pkh', hash: decoded.hash })
      const hashType = signature[signature.length - 1] ?? 0
      const digest = transaction.preimageWitnessV0(index, scriptCode, hashType, prevout.amount)
      return secp256k1.verify(signature.slice(0, -1), digest, publicKey, { prehash: false, format: 'der' })
    }
    if (decoded.type === 'tr') {
      const [signature] = witness
      if (!signature) return false
      const hashType = signature.length === 65 ? (signature[64] ?? 0) : SigHash.DEFAULT
      const digest = transaction.preimageWitnessV1(
        index,
        prevouts.map((each) => each.script),
        hashType,
        prevouts.map((each) => each.amount),
      )
      return schnorr.verify(signature.slice(0, 64), digest, decoded.pubkey)
    }
    return false
  })
}

describe('createDevBitcoinProvider', () => {
  it('answers getAccounts and getAddresses with regtest payment and ordinals addresses', async () => {
    const provider = createDevBitcoinProvider()
    const accounts = resultOf<{ address: string; purpose: string; addressType: string }[]>(
      await provider.request('getAccounts', { purposes: ['payment', 'ordinals'] }),
    )
    expect(accounts.map((account) => [account.purpose, account.addressType])).toEqual([
      ['payment', 'p2wpkh'],
      ['ordinals', 'p2tr'],
    ])
    expect(accounts[0]?.address).toMatch(/^bcrt1q/)
    expect(accounts[1]?.address).toMatch(/^bcrt1p/)
    const { addresses, network } = resultOf<{ addresses: unknown[]; network: { bitcoin: { name: string } } }>(
      await provider.request('getAddresses', { purposes: ['ordinals'] }),
    )
    expect(addresses).toHaveLength(1)
    expect(network.bitcoin.name).toBe('Regtest')
    // Same seed, same addresses: tests and docs can name them.
    expect(createDevBitcoinProvider().payment.address).toBe(accounts[0]?.address)
  })

  it('signs messages that verify: ECDSA for payment, BIP-322 for ordinals and on request', async () => {
    const provider = createDevBitcoinProvider({ autoConnect: true })
    const message = 'Sign in to Foyer'
    const ecdsa = resultOf<{ signature: string; protocol: string }>(
      await provider.request('signMessage', { address: provider.payment.address, message }),
    )
    expect(ecdsa.protocol).toBe('ECDSA')
    expect(verifyBitcoinMessageEcdsa(provider.payment.address, message, ecdsa.signature, 'regtest')).toBe(
      true,
    )
    expect(
      verifyBitcoinMessageEcdsa(provider.payment.address, `${message}!`, ecdsa.signature, 'regtest'),
    ).toBe(false)

    for (const address of [provider.ordinals.address, provider.payment.address]) {
      const signed = resultOf<{ signature: string; protocol: string }>(
        await provider.request('signMessage', { address, message, protocol: 'BIP322' }),
      )
      expect(signed.protocol).toBe('BIP322')
      expect(verifyBip322Simple(address, message, signed.signature, 'regtest')).toBe(true)
      expect(verifyBip322Simple(address, 'another message', signed.signature, 'regtest')).toBe(false)
    }
  })

  it('verifies the BIP-322 specification vectors', () => {
    const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    const helloWorld =
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    const empty =
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    expect(verifyBip322Simple(address, 'Hello World', helloWorld, 'mainnet')).toBe(true)
    expect(verifyBip322Simple(address, '', empty, 'mainnet')).toBe(true)
    expect(verifyBip322Simple(address, 'Hello World', empty, 'mainnet')).toBe(false)
  })

  it('signs a PSBT spending both its keys into a transaction that finalizes with valid signatures', async () => {
    const provider = createDevBitcoinProvider({ autoConnect: true })
    const prevouts: Prevout[] = [
      { script: provider.payment.script, amount: 120_000n },
      { script: provider.ordinals.script, amount: 10_000n },
    ]
    const psbt = new Transaction()
    psbt.addInput({ txid: 'aa'.repeat(32), index: 1, witnessUtxo: prevouts[0] })
    psbt.addInput({
      txid: 'bb'.repeat(32),
      index: 0,
      witnessUtxo: prevouts[1],
      tapInternalKey: provider.ordinals.publicKey,
    })
    psbt.addOutputAddress(recipientAddress, 125_000n, regtest)
    const response = resultOf<{ psbt: string; txid?: string }>(
      await provider.request('signPsbt', {
        psbt: base64.encode(psbt.toPSBT()),
        signInputs: { [provider.payment.address]: [0], [provider.ordinals.address]: [1] },
      }),
    )
    expect(response.txid).toBeUndefined()
    const signed = Transaction.fromPSBT(base64.decode(response.psbt))
    signed.finalize()
    const raw = signed.extract()
    expect(verifyInputSignatures(raw, prevouts)).toEqual([true, true])
    expect(signed.fee).toBe(5_000n)

    // The signatures commit to the outputs: a changed amount no longer verifies.
    const tampered = Transaction.fromRaw(raw)
    tampered.updateOutput(0, { amount: 124_000n }, true)
    expect(verifyInputSignatures(tampered.toBytes(true, true), prevouts)).toEqual([false, false])
  })

  it('sends a transfer: selects coins, pays the recipient, returns change and broadcasts', async () => {
    broadcasts.length = 0
    const coins = [
      { txid: 'cc'.repeat(32), vout: 0, value: 50_000_000n },
      { txid: 'dd'.repeat(32), vout: 3, value: 25_000_000n },
    ]
    const provider = createDevBitcoinProvider({ autoConnect: true, broadcastUrl, utxos: coins })
    expect(resultOf<{ total: string }>(await provider.request('getBalance')).total).toBe('75000000')
    const { txid } = resultOf<{ txid: string }>(
      await provider.request('sendTransfer', {
        recipients: [{ address: recipientAddress, amount: 30_000_000 }],
      }),
    )
    expect(broadcasts).toHaveLength(1)
    const raw = hex.decode(broadcasts[0] ?? '')
    const transaction = Transaction.fromRaw(raw)
    expect(transaction.id).toBe(txid)
    const spent = Array.from({ length: transaction.inputsLength }, (_, index) => {
      const input = transaction.getInput(index)
      const coin = coins.find(
        (each) => each.txid === hex.encode(input.txid ?? new Uint8Array()) && each.vout === input.index,
      )
      if (!coin) throw new Error(`input ${index} spends no coin of the wallet`)
      return coin
    })
    expect(
      verifyInputSignatures(
        raw,
        spent.map((coin) => ({ script: provider.payment.script, amount: coin.value })),
      ),
    ).toEqual(spent.map(() => true))
    const outputs = Array.from({ length: transaction.outputsLength }, (_, index) => ({
      address: Address(regtest).encode(
        OutScript.decode(transaction.getOutput(index).script ?? new Uint8Array()),
      ),
      amount: transaction.getOutput(index).amount,
    }))
    expect(outputs).toContainEqual({ address: recipientAddress, amount: 30_000_000n })
    const change = outputs.find((output) => output.address === provider.payment.address)?.amount ?? 0n
    const fee = spent.reduce((sum, coin) => sum + coin.value, 0n) - 30_000_000n - change
    expect(fee).toBeGreaterThanOrEqual(BigInt(transaction.vsize) * 2n)
    expect(fee).toBeLessThan(BigInt(transaction.vsize) * 3n)

    const after = resultOf<{ total: string }>(await provider.request('getBalance'))
    expect(BigInt(after.total)).toBe(75_000_000n - 30_000_000n - fee)
    // The change is spendable: a second transfer uses it without double-spending.
    const second = resultOf<{ txid: string }>(
      await provider.request('sendTransfer', {
        recipients: [{ address: recipientAddress, amount: 40_000_000 }],
      }),
    )
    const secondInputs = Transaction.fromRaw(hex.decode(broadcasts[1] ?? '')).inputsLength
    expect(second.txid).toMatch(/^[0-9a-f]{64}$/)
    expect(secondInputs).toBeGreaterThan(0)
    expect(provider.sentTransactions).toHaveLength(2)
    // Asking for more than is left fails before anything is signed.
    expect(
      await provider.request('sendTransfer', {
        recipients: [{ address: recipientAddress, amount: 10_000_000 }],
      }),
    ).toMatchObject({ error: { code: -32602 } })
  })

  it('answers sats-connect errors: -32000 on rejection, -32002 before connecting, -32602 for bad params', async () => {
    const rejecting = createDevBitcoinProvider({ reject: true })
    const rejected = await rejecting.request('getAccounts', { purposes: ['payment'] })
    expect(rejected).toMatchObject({ error: { code: -32000, message: 'User rejected the request.' } })

    const provider = createDevBitcoinProvider()
    expect(
      await provider.request('signMessage', { address: provider.payment.address, message: 'x' }),
    ).toMatchObject({
      error: { code: -32002 },
    })
    await provider.request('wallet_connect', {})
    expect(await provider.request('sendTransfer', { recipients: [] })).toMatchObject({
      error: { code: -32602 },
    })
    expect(await provider.request('stx_getAccounts', {})).toMatchObject({ error: { code: -32601 } })
    const events: unknown[] = []
    provider.addListener('disconnect', (event) => events.push(event))
    await provider.request('wallet_disconnect')
    expect(events).toEqual([{ type: 'disconnect' }])
  })
})
