import type { Address, Hex } from 'viem'

/** A dev account derived from the devnet mnemonic (index 0..9), funded on every chain. */
export type DevAccount = {
  address: Address
  privateKey: Hex
}

/** A test ERC-20 deployed on a devnet chain (WETH included). */
export type EvmDevnetToken = {
  symbol: string
  name: string
  address: Address
  decimals: number
  /** Fixed USD price, the same as `tokenPricesUsd[symbol]`. */
  priceUsd: number
}

/** A Uniswap v3 pool; `token0 < token1` by address, `fee` in hundredths of a bip (3000 = 0.3%). */
export type EvmDevnetPool = {
  address: Address
  token0: Address
  token1: Address
  fee: number
}

/** Where a chain's Uniswap v3 contracts live (on mainnet, Uniswap's deployments; on the devnet, ours of their artifacts). */
export type UniswapV3Contracts = {
  factory: Address
  /** `QuoterV2` from `@uniswap/swap-router-contracts`. */
  quoter: Address
  /** `SwapRouter02` from `@uniswap/swap-router-contracts`. */
  router: Address
}

export type EvmDevnetChain = {
  chainId: number
  name: string
  rpcUrl: string
  nativeSymbol: string
  tokens: EvmDevnetToken[]
  /** The wrapped native token (also listed in `tokens` as WETH). */
  weth: Address
  /** Uniswap v3's `SwapRouter02` (the same as `uniswap.router`), the spender a swap approves. */
  router: Address
  /** Uniswap v3's contracts the service quotes and swaps through; absent where the chain has none configured. */
  uniswap?: UniswapV3Contracts
  /** The pools the devnet created and seeded at `tokenPricesUsd`. */
  pools: EvmDevnetPool[]
  /** The spam ERC-721 collection, with a few tokens minted to dev accounts. */
  spamNft: Address
  /** Always `0xcA11bde05977b3631167028862bE2a173976CA11`. */
  multicall3: Address
  /** `FoyerNameRegistry`: `name(address)` (the reverse record), `addr(name)`, `setName(name)`. */
  nameRegistry: Address
  /** ERC-4337's EntryPoint v0.7. */
  entryPoint: Address
  /** `FoyerAccountFactory`: `createAccount(owner, salt)`, `getAddress(owner, salt)` for `FoyerAccount`s. */
  accountFactory: Address
  /**
   * `FoyerIdRegistry`, Farcaster's IdRegistry read interface: `idOf(address)`, `custodyOf(fid)`, `idCounter()`. Fids
   * 1..4 belong to dev accounts 0..3 (`farcasterDevAccounts`). Absent on a chain the devnet did not start.
   */
  idRegistry?: Address
}

export type EvmDevnet = {
  mnemonic: string
  /** The first 10 dev accounts. */
  accounts: DevAccount[]
  chains: EvmDevnetChain[]
  /** Kills every anvil this devnet started. */
  stop: () => Promise<void>
}
