import type { CaipNetwork, Hex, RequestParameters } from '@foyer/core'

/** A request in the kernel's `request(kernel, ...)` shape, without the namespace (the suite adds it). */
export type ConformanceRequest = Omit<RequestParameters, 'namespace'>

/**
 * A real wallet under test, already installed where the adapter discovers wallets (EIP-6963 on a window,
 * wallet-standard, ...). The actions are what its user does in the wallet's own UI.
 */
export type ConformanceWallet = {
  /** The account it connects with. */
  address: string
  /** How discovery names it: the EIP-6963 rdns where there is one, else the connector name. */
  rdns?: string | undefined
  name: string
  /** The user picks another account in the wallet; resolves with its address. */
  switchAccount(): Promise<string>
  /**
   * The user moves the wallet to another chain (a CAIP-2 reference: `11155111`). Absent where wallets have no
   * chain of their own (Solana wallets sign for whichever cluster the app names).
   */
  switchChain?: ((chainId: number | string) => Promise<void>) | undefined
  /** The user disconnects the site from the wallet's side. */
  disconnect(): Promise<void>
  /**
   * How many times the wallet has asked its user so far (a connect or permission prompt). With it the suite checks
   * that restoring a session never prompts.
   */
  prompts?: (() => number) | undefined
  /**
   * Whether the wallet still lets the site use the account without asking (EIP-2255 `eth_accounts` permission).
   * With it the suite checks that disconnecting in the app revokes that permission.
   */
  isPermitted?: (() => Promise<boolean>) | undefined
  /** Uninstalls the wallet; called after each check. */
  remove(): void | Promise<void>
}

/** What the suite needs to know about the local chains and the namespace's signing calls. */
export type ConformanceDevnet = {
  /** The networks the app lists. The wallet knows the first two and starts on the first. */
  networks: readonly [CaipNetwork, CaipNetwork, ...CaipNetwork[]]
  /** A network the app lists but the wallet lacks: switching to it makes the adapter add it. */
  unknownNetwork?: CaipNetwork | undefined
  /** The native balance straight from the node, in the smallest unit. */
  getBalance(address: string, network: CaipNetwork): Promise<bigint>
  /** Addresses compare equal (EVM addresses ignore case). */
  isSameAddress(a: string, b: string): boolean
  /**
   * The canonical form of an address (EVM: the EIP-55 checksum). With it the suite checks that the adapter reports
   * addresses in that form, never lower-cased.
   */
  formatAddress?: ((address: string) => string) | undefined
  /** Asks the connected wallet which chain it is on (through the kernel), as a CAIP-2 reference. */
  getWalletChainId?: (
    request: (parameters: ConformanceRequest) => Promise<unknown>,
  ) => Promise<string | number>
  signMessage: {
    request(parameters: { address: string; message: string }): ConformanceRequest
    verify(parameters: { address: string; message: string; signature: unknown }): Promise<boolean>
  }
  signTypedData?:
    | {
        request(parameters: { address: string; network: CaipNetwork }): ConformanceRequest
        verify(parameters: { address: string; network: CaipNetwork; signature: unknown }): Promise<boolean>
      }
    | undefined
  sendTransaction: {
    /** Where the test payment goes and how much (smallest unit). */
    recipient: string
    amount: bigint
    /** May be async: a Solana transfer needs a recent blockhash from the node. */
    request(parameters: {
      from: string
      to: string
      amount: bigint
      network: CaipNetwork
    }): ConformanceRequest | Promise<ConformanceRequest>
    /** Waits until the transaction the wallet returned landed; resolves with the fee the sender paid. */
    waitForTransaction(parameters: { result: unknown; network: CaipNetwork }): Promise<{ fee: bigint }>
  }
  /**
   * eip155: what the `estimateGas` and `writeContract` checks compare against, read straight from the node. The
   * checks run for adapters that offer the operations.
   */
  contracts?:
    | {
        /** An ERC-20 on the first network that the wallet's account holds, and the test transfer. */
        token: { address: Hex; abi: readonly unknown[]; recipient: Hex; amount: bigint }
        /** The calldata of `transfer(to, amount)`. */
        transferData(to: Hex, amount: bigint): Hex
        /** The node's own `eth_estimateGas` for the call. */
        estimateGas(
          call: { from: string; to: Hex; data?: Hex | undefined; value?: bigint | undefined },
          network: CaipNetwork,
        ): Promise<bigint>
        /** The ERC-20 balance of `owner`, from the node. */
        balanceOf(token: Hex, owner: string, network: CaipNetwork): Promise<bigint>
      }
    | undefined
}
