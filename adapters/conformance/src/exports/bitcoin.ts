// The Bitcoin harness: the devnet's regtest ledger (Esplora API) and its sats-connect dev wallet, for bip122
// adapters' suites.

export {
  bitcoinConformanceDevnet,
  confirmedBalance,
  esplora,
  mine,
} from '../bitcoin/bitcoinConformanceDevnet.js'
export {
  type BitcoinTestPage,
  createConformanceBitcoinWallet,
} from '../bitcoin/createConformanceBitcoinWallet.js'
