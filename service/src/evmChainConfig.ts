import type { Address, Hex } from 'viem'

/**
 * An account the service may pay from: the test on-ramp provider sends purchases from the first one. A devnet
 * passes its dev accounts; a production service passes none.
 */
export type ServiceAccount = {
  address: Address
  privateKey: Hex
}

/** An ERC-20 the service lists on a chain (balances, prices, swaps), WETH included. */
export type EvmTokenConfig = {
  symbol: string
  name: string
  address: Address
  decimals: number
  /** The price the balance routes show until a price source answers (the devnet's fixed table). */
  priceUsd: number
}

/** A Uniswap v3 pool; `token0 < token1` by address, `fee` in hundredths of a bip (3000 = 0.3%). */
export type EvmPoolConfig = {
  address: Address
  token0: Address
  token1: Address
  fee: number
}

/** Where a chain's Uniswap v3 contracts live (on mainnet, Uniswap's deployments; on a devnet, its own of their artifacts). */
export type UniswapV3Contracts = {
  factory: Address
  /** `QuoterV2` from `@uniswap/swap-router-contracts`. */
  quoter: Address
  /** `SwapRouter02` from `@uniswap/swap-router-contracts`. */
  router: Address
}

export type EvmChainConfig = {
  chainId: number
  name: string
  rpcUrl: string
  nativeSymbol: string
  tokens: EvmTokenConfig[]
  /** The wrapped native token (also listed in `tokens` as WETH). */
  weth: Address
  /** Uniswap v3's `SwapRouter02` (the same as `uniswap.router`), the spender a swap approves. */
  router: Address
  /** Uniswap v3's contracts the service quotes and swaps through; absent where the chain has none configured. */
  uniswap?: UniswapV3Contracts
  /** Pools a devnet created (informational; quotes go through `uniswap.quoter`). */
  pools: EvmPoolConfig[]
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
   * `FoyerIdRegistry`, Farcaster's IdRegistry read interface: `idOf(address)`, `custodyOf(fid)`, `idCounter()`. Absent
   * where Farcaster sign-in is not read from this chain.
   */
  idRegistry?: Address
}

/** The EVM side of the service: the chains it reads and the accounts it may pay from. */
export type ServiceEvm = {
  chains: EvmChainConfig[]
  accounts: ServiceAccount[]
}
