import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import * as z from 'zod'
import { defaultMnemonic, deriveDevAccounts } from '../evm/deriveDevAccounts.js'
import { defaultEvmBasePort, defaultEvmChainIds } from '../evm/startEvmChains.js'
import type { DevEvmWalletConfig } from './browser/evmWalletEntry.js'
import { walletConnectWalletHtml } from './browser/walletConnectWalletHtml.js'
import { devWalletName } from './devWalletIcon.js'
import { DevWalletOptionsError } from './walletErrors.js'

const here = dirname(fileURLToPath(import.meta.url))

/** `devnet/.devnet/wallets`, which git ignores. */
export const defaultWalletsOutDir = join(here, '..', '..', '.devnet', 'wallets')

export type BuildWalletsParameters = {
  outDir?: string
  /**
   * The config baked into the MV3 extension. Default: dev account 0 on the default devnet chains
   * (1, 42161, 8453, 11155111 at 127.0.0.1:8545 and up), announced by EIP-6963 and set as `window.ethereum`.
   */
  evmExtensionConfig?: DevEvmWalletConfig
  minify?: boolean
}

export type BuildWalletsReturnType = {
  outDir: string
  /** IIFE: reads `window.__FOYER_DEV_WALLET__`, installs and announces the EIP-1193 provider. */
  evmWallet: string
  /** Unpacked MV3 extension: load with `--load-extension`. */
  evmExtensionDir: string
  /** IIFE: reads `window.__FOYER_DEV_SOLANA_WALLET__`, registers a wallet-standard wallet. */
  solanaWallet: string
  /** IIFE: reads `window.__FOYER_DEV_BITCOIN_WALLET__`, installs a sats-connect provider. */
  bitcoinWallet: string
  /** IIFE: reads `window.__FOYER_DEV_POLKADOT_WALLET__`, adds `injectedWeb3['foyer-dev']`. */
  polkadotWallet: string
  /** Open with `?relay=ws://…&rpc=http://…`. */
  walletConnectHtml: string
  walletConnectJs: string
}

const parametersSchema = z.object({
  outDir: z.string().min(1).default(defaultWalletsOutDir),
  evmExtensionConfig: z
    .object({
      privateKey: z.string(),
      chains: z.array(z.object({ chainId: z.number(), rpcUrl: z.string() })).min(1),
    })
    .loose()
    .optional(),
  minify: z.boolean().default(false),
})

function defaultExtensionConfig(): DevEvmWalletConfig {
  const [account] = deriveDevAccounts(defaultMnemonic, 1)
  if (!account) throw new DevWalletOptionsError('EVM', 'no dev account derived')
  return {
    privateKey: account.privateKey,
    chains: defaultEvmChainIds.map((chainId, index) => ({
      chainId,
      rpcUrl: `http://127.0.0.1:${defaultEvmBasePort + index}`,
    })),
    announce: true,
    injectGlobal: true,
  }
}

/** Bundles the dev wallets for the browser with esbuild and writes them, the extension and the page to `outDir`. */
export async function buildWallets(parameters: BuildWalletsParameters = {}): Promise<BuildWalletsReturnType> {
  const parsed = parametersSchema.safeParse(parameters)
  if (!parsed.success) throw new DevWalletOptionsError('bundles', z.prettifyError(parsed.error))
  const { outDir, minify } = parsed.data
  const extensionConfig = parameters.evmExtensionConfig ?? defaultExtensionConfig()
  // The entries are bundled from the TypeScript sources, which ship in `src/` beside the built `dist/`.
  const entry = (name: string) => join(here, '..', '..', 'src', 'wallets', 'browser', name)
  const paths: BuildWalletsReturnType = {
    outDir,
    evmWallet: join(outDir, 'evm-wallet.js'),
    evmExtensionDir: join(outDir, 'evm-extension'),
    solanaWallet: join(outDir, 'solana-wallet.js'),
    bitcoinWallet: join(outDir, 'bitcoin-wallet.js'),
    polkadotWallet: join(outDir, 'polkadot-wallet.js'),
    walletConnectHtml: join(outDir, 'walletconnect-wallet.html'),
    walletConnectJs: join(outDir, 'walletconnect-wallet.js'),
  }
  await mkdir(paths.evmExtensionDir, { recursive: true })

  const bundle = (entryPoint: string, outfile: string, bakedEvmConfig: unknown = undefined) =>
    build({
      entryPoints: [entryPoint],
      outfile,
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'chrome111',
      minify,
      legalComments: 'none',
      logLevel: 'silent',
      define: {
        __FOYER_BAKED_EVM_CONFIG__:
          bakedEvmConfig === undefined ? 'undefined' : JSON.stringify(bakedEvmConfig),
        'process.env.NODE_ENV': '"development"',
        global: 'globalThis',
      },
    })

  await Promise.all([
    bundle(entry('evmWalletEntry.ts'), paths.evmWallet),
    bundle(entry('evmWalletEntry.ts'), join(paths.evmExtensionDir, 'inpage.js'), extensionConfig),
    bundle(entry('solanaWalletEntry.ts'), paths.solanaWallet),
    bundle(entry('bitcoinWalletEntry.ts'), paths.bitcoinWallet),
    bundle(entry('polkadotWalletEntry.ts'), paths.polkadotWallet),
    bundle(entry('walletConnectWalletEntry.ts'), paths.walletConnectJs),
  ])
  const manifest = {
    manifest_version: 3,
    name: devWalletName,
    version: '0.0.1',
    description: 'Foyer devnet EVM wallet: signs with a dev key, announces itself by EIP-6963.',
    content_scripts: [
      {
        matches: ['<all_urls>'],
        js: ['inpage.js'],
        run_at: 'document_start',
        world: 'MAIN',
        all_frames: true,
      },
    ],
  }
  await Promise.all([
    writeFile(join(paths.evmExtensionDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`),
    writeFile(paths.walletConnectHtml, walletConnectWalletHtml),
  ])
  return paths
}
