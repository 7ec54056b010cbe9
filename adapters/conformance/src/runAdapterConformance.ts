import {
  type CaipNetwork,
  type ChainAdapter,
  type ChainNamespace,
  type Connector,
  connect,
  createKernel,
  createMemoryStorage,
  destroyKernel,
  disconnect,
  estimateGas,
  getAccount,
  getConnectors,
  type Hex,
  type Kernel,
  parseUnits,
  request,
  switchNetwork,
  writeContract,
} from '@foyer/core'
import type { ConformanceDevnet, ConformanceRequest, ConformanceWallet } from './ConformanceDevnet.js'
import { waitUntil } from './waitUntil.js'

/** The assertions the suite uses; vitest's and jest's `expect` fit. */
export type ConformanceAssertion = {
  toBe(expected: unknown): void
  toEqual(expected: unknown): void
}

/** The test framework's functions, passed in so the suite depends on none. */
export type ConformanceTestApi = {
  describe(name: string, body: () => void): unknown
  it(name: string, body: () => Promise<void>, timeout?: number): unknown
  expect(actual: unknown, message?: string): ConformanceAssertion
}

export type RunAdapterConformanceParameters = ConformanceTestApi & {
  /** The adapter's name in the test report. */
  name: string
  /** The namespace the adapter owns. Default `eip155`. */
  namespace?: ChainNamespace
  /** A fresh adapter; called once per kernel. */
  createAdapter(): ChainAdapter
  /** A fresh real wallet on the devnet, installed where the adapter looks for wallets. */
  createWallet(): Promise<ConformanceWallet>
  /** The devnet, or a function giving it (for a devnet started in `beforeAll`). */
  devnet: ConformanceDevnet | (() => ConformanceDevnet | Promise<ConformanceDevnet>)
  /** Per check, in ms. Default 30 000. */
  timeout?: number
}

type Session = {
  devnet: ConformanceDevnet
  wallet: ConformanceWallet
  /** A kernel with a fresh adapter; every kernel of a session shares one storage, as page reloads do. */
  openKernel(): Kernel
}

/**
 * Checks a chain adapter against a real wallet on the devnet: discovery, connect, reconnect, balance, signing,
 * sending, gas estimates and contract writes (for adapters that offer them), network switching (adding a chain the wallet lacks), wallet-side changes and disconnect. Call it inside a
 * test file with the framework's `describe`, `it` and `expect`.
 */
export function runAdapterConformance(parameters: RunAdapterConformanceParameters): void {
  const { name, namespace = 'eip155', createAdapter, createWallet, describe, it, expect } = parameters
  const timeout = parameters.timeout ?? 30_000

  const session = async (body: (session: Session) => Promise<void>) => {
    const devnet = typeof parameters.devnet === 'function' ? await parameters.devnet() : parameters.devnet
    const networks = [...devnet.networks, ...(devnet.unknownNetwork ? [devnet.unknownNetwork] : [])]
    const storage = createMemoryStorage()
    const kernels: Kernel[] = []
    const wallet = await createWallet()
    const openKernel = () => {
      const kernel = createKernel({
        projectId: 'conformance',
        networks,
        adapters: [createAdapter()],
        storage,
      })
      kernels.push(kernel)
      return kernel
    }
    try {
      await body({ devnet, wallet, openKernel })
    } finally {
      for (const kernel of kernels) destroyKernel(kernel)
      await wallet.remove()
    }
  }

  const check = (title: string, body: (session: Session) => Promise<void>) =>
    it(title, () => session(body), timeout)

  const isWallet = (wallet: ConformanceWallet, connector: Connector) =>
    wallet.rdns ? connector.rdns === wallet.rdns : connector.name === wallet.name

  const findConnector = async (kernel: Kernel, wallet: ConformanceWallet): Promise<Connector> => {
    let found: Connector | undefined
    await waitUntil(
      () => {
        found = getConnectors(kernel, { namespace }).find((connector) => isWallet(wallet, connector))
        return found !== undefined
      },
      { waitingFor: `a connector for ${wallet.rdns ?? wallet.name}` },
    )
    return found as Connector
  }

  const connectWallet = async (kernel: Kernel, wallet: ConformanceWallet) => {
    const connector = await findConnector(kernel, wallet)
    return connect(kernel, { namespace, connectorId: connector.id })
  }

  const activeNetwork = (kernel: Kernel) => kernel.store.getState().network.active[namespace]
  const account = (kernel: Kernel) => getAccount(kernel, { namespace })
  const send = (kernel: Kernel, parameters: ConformanceRequest) =>
    request(kernel, { ...parameters, namespace })

  const expectWalletOn = async (devnet: ConformanceDevnet, kernel: Kernel, network: CaipNetwork) => {
    if (!devnet.getWalletChainId) return
    expect(String(await devnet.getWalletChainId((parameters) => send(kernel, parameters)))).toBe(
      String(network.id),
    )
  }

  const expectBalanceMatchesNode = async (
    devnet: ConformanceDevnet,
    kernel: Kernel,
    address: string,
    network: CaipNetwork,
  ) => {
    const adapter = kernel.adapters[0] as ChainAdapter
    if (!adapter.getBalance) return
    const [reported, expected] = await Promise.all([
      adapter.getBalance({ address, network }),
      devnet.getBalance(address, network),
    ])
    expect(reported.symbol).toBe(network.nativeCurrency.symbol)
    expect(parseUnits(reported.balance, network.nativeCurrency.decimals)).toBe(expected)
  }

  const expectCanonicalAddress = (devnet: ConformanceDevnet, address: string, what: string) => {
    if (devnet.formatAddress)
      expect(address, `${what} in its canonical form`).toBe(devnet.formatAddress(address))
  }

  describe(`${name} (${namespace} adapter conformance)`, () => {
    check('discovery reports the wallet once', async ({ wallet, openKernel }) => {
      const kernel = openKernel()
      const connector = await findConnector(kernel, wallet)
      // Give a late duplicate (an injected global, a second announcement) time to show up.
      await new Promise((resolve) => setTimeout(resolve, 100))
      const connectors = getConnectors(kernel, { namespace })
      expect(connectors.filter((entry) => isWallet(wallet, entry)).length).toBe(1)
      expect(connectors.length).toBe(1)
      expect(connector.namespace).toBe(namespace)
    })

    check('connect gives the wallet account and chain', async ({ devnet, wallet, openKernel }) => {
      const kernel = openKernel()
      const result = await connectWallet(kernel, wallet)
      expect(devnet.isSameAddress(result.address, wallet.address)).toBe(true)
      expect(String(result.chainId).split(':').pop()).toBe(String(devnet.networks[0].id))
      expect(account(kernel).status).toBe('connected')
      expect(devnet.isSameAddress(account(kernel).address ?? '', wallet.address)).toBe(true)
      expect(activeNetwork(kernel)?.caipNetworkId).toBe(devnet.networks[0].caipNetworkId)
      await expectWalletOn(devnet, kernel, devnet.networks[0])
      expectCanonicalAddress(devnet, result.address, 'the address connect reports')
      expectCanonicalAddress(devnet, account(kernel).address ?? '', "the connected account's address")
    })

    check('a fresh kernel with the same storage reconnects', async ({ devnet, wallet, openKernel }) => {
      const first = openKernel()
      await connectWallet(first, wallet)
      destroyKernel(first)
      const promptsBefore = wallet.prompts?.()
      const second = openKernel()
      await waitUntil(() => account(second).status === 'connected', {
        waitingFor: 'the session to be restored',
      })
      expect(devnet.isSameAddress(account(second).address ?? '', wallet.address)).toBe(true)
      // A restore reads what the wallet already granted: it never asks the user again.
      expect(wallet.prompts?.(), 'wallet prompts during the restore').toBe(promptsBefore)
      expect(activeNetwork(second)?.caipNetworkId).toBe(devnet.networks[0].caipNetworkId)
    })

    check("the balance matches the node's", async ({ devnet, wallet, openKernel }) => {
      const kernel = openKernel()
      await connectWallet(kernel, wallet)
      await expectBalanceMatchesNode(devnet, kernel, wallet.address, devnet.networks[0])
      await expectBalanceMatchesNode(devnet, kernel, wallet.address, devnet.networks[1])
    })

    check('a signed message verifies', async ({ devnet, wallet, openKernel }) => {
      const kernel = openKernel()
      await connectWallet(kernel, wallet)
      const message = `Foyer conformance ${Date.now()}`
      const signature = await send(kernel, devnet.signMessage.request({ address: wallet.address, message }))
      expect(await devnet.signMessage.verify({ address: wallet.address, message, signature })).toBe(true)
    })

    check('signed typed data verifies', async ({ devnet, wallet, openKernel }) => {
      const typedData = devnet.signTypedData
      if (!typedData) return
      const kernel = openKernel()
      await connectWallet(kernel, wallet)
      const network = devnet.networks[0]
      const signature = await send(kernel, typedData.request({ address: wallet.address, network }))
      expect(await typedData.verify({ address: wallet.address, network, signature })).toBe(true)
    })

    check('a sent transaction lands and moves the balances', async ({ devnet, wallet, openKernel }) => {
      const kernel = openKernel()
      await connectWallet(kernel, wallet)
      const network = devnet.networks[0]
      const { recipient, amount } = devnet.sendTransaction
      const [fromBefore, toBefore] = await Promise.all([
        devnet.getBalance(wallet.address, network),
        devnet.getBalance(recipient, network),
      ])
      const result = await send(
        kernel,
        await devnet.sendTransaction.request({ from: wallet.address, to: recipient, amount, network }),
      )
      const { fee } = await devnet.sendTransaction.waitForTransaction({ result, network })
      const [fromAfter, toAfter] = await Promise.all([
        devnet.getBalance(wallet.address, network),
        devnet.getBalance(recipient, network),
      ])
      expect(toAfter - toBefore).toBe(amount)
      expect(fromBefore - fromAfter).toBe(amount + fee)
    })

    check("estimateGas, where the adapter offers it, gives the node's estimate", async (session) => {
      const { devnet, wallet, openKernel } = session
      const kernel = openKernel()
      const contracts = devnet.contracts
      if (!contracts || !kernel.adapters[0]?.estimateGas) return
      await connectWallet(kernel, wallet)
      const network = devnet.networks[0]
      const { token } = contracts
      const calls = [
        { to: token.recipient, value: token.amount },
        { to: token.address, data: contracts.transferData(token.recipient, token.amount) },
      ]
      for (const call of calls) {
        const [reported, expected] = await Promise.all([
          estimateGas(kernel, call),
          contracts.estimateGas({ ...call, from: wallet.address }, network),
        ])
        expect(reported, `estimateGas(${JSON.stringify({ ...call, value: String(call.value) })})`).toBe(
          expected,
        )
      }
    })

    check(
      'writeContract, where the adapter offers it, moves exactly the ERC-20 amount',
      async ({ devnet, wallet, openKernel }) => {
        const kernel = openKernel()
        const contracts = devnet.contracts
        if (!contracts || !kernel.adapters[0]?.writeContract) return
        await connectWallet(kernel, wallet)
        const network = devnet.networks[0]
        const { token } = contracts
        const balances = () =>
          Promise.all([
            contracts.balanceOf(token.address, wallet.address, network),
            contracts.balanceOf(token.address, token.recipient, network),
          ])
        const [fromBefore, toBefore] = await balances()
        const hash: Hex = await writeContract(kernel, {
          address: token.address,
          abi: token.abi,
          functionName: 'transfer',
          args: [token.recipient, token.amount],
        })
        await devnet.sendTransaction.waitForTransaction({ result: hash, network })
        const [fromAfter, toAfter] = await balances()
        expect(fromBefore - fromAfter).toBe(token.amount)
        expect(toAfter - toBefore).toBe(token.amount)
      },
    )

    check('switching network moves the wallet', async ({ devnet, wallet, openKernel }) => {
      const kernel = openKernel()
      await connectWallet(kernel, wallet)
      const target = devnet.networks[1]
      const landed = await switchNetwork(kernel, target)
      expect(landed.caipNetworkId).toBe(target.caipNetworkId)
      expect(activeNetwork(kernel)?.caipNetworkId).toBe(target.caipNetworkId)
      await expectWalletOn(devnet, kernel, target)
      expect(account(kernel).status).toBe('connected')
      expect(account(kernel).caipAddress?.startsWith(`${target.caipNetworkId}:`)).toBe(true)
    })

    check('switching to a network the wallet lacks adds it', async ({ devnet, wallet, openKernel }) => {
      const target = devnet.unknownNetwork
      if (!target) return
      const kernel = openKernel()
      await connectWallet(kernel, wallet)
      await switchNetwork(kernel, target)
      expect(activeNetwork(kernel)?.caipNetworkId).toBe(target.caipNetworkId)
      await expectWalletOn(devnet, kernel, target)
      await expectBalanceMatchesNode(devnet, kernel, wallet.address, target)
    })

    check(
      "the wallet's own chain and account changes reach the kernel",
      async ({ devnet, wallet, openKernel }) => {
        const kernel = openKernel()
        await connectWallet(kernel, wallet)
        // A wallet without a chain of its own (Solana) follows the app: the app switches instead.
        const target = devnet.networks[1]
        if (wallet.switchChain) await wallet.switchChain(target.id)
        else await switchNetwork(kernel, target)
        await waitUntil(() => activeNetwork(kernel)?.caipNetworkId === target.caipNetworkId, {
          waitingFor: `the kernel to follow the wallet to ${target.caipNetworkId}`,
        })
        const next = await wallet.switchAccount()
        expect(devnet.isSameAddress(next, wallet.address)).toBe(false)
        await waitUntil(() => devnet.isSameAddress(account(kernel).address ?? '', next), {
          waitingFor: `the kernel to follow the wallet to account ${next}`,
        })
        expect(account(kernel).status).toBe('connected')
        expect(account(kernel).caipAddress?.startsWith(`${target.caipNetworkId}:`)).toBe(true)
      },
    )

    check('disconnecting in the app ends the session for good', async ({ wallet, openKernel }) => {
      const kernel = openKernel()
      await connectWallet(kernel, wallet)
      await disconnect(kernel, { namespace })
      expect(account(kernel).status).toBe('disconnected')
      expect(kernel.adapters[0]?.getProvider?.()).toBe(undefined)
      // The wallet no longer lets the site in without asking (the adapter revoked the permission).
      if (wallet.isPermitted)
        expect(await wallet.isPermitted(), 'the wallet still permits the site').toBe(false)
      destroyKernel(kernel)
      const reopened = openKernel()
      expect(account(reopened).status).toBe('disconnected')
    })

    check('disconnecting in the wallet reaches the kernel', async ({ wallet, openKernel }) => {
      const kernel = openKernel()
      await connectWallet(kernel, wallet)
      await wallet.disconnect()
      await waitUntil(() => account(kernel).status === 'disconnected', {
        waitingFor: 'the kernel to see the wallet disconnect',
      })
    })
  })
}
