import * as z from 'zod/mini'

/**
 * `frame-config.json`, served beside the frame's page by whoever hosts it: the service it logs in through, the app
 * origins it answers (any other parent gets no reply), and the RPC endpoint of each EVM chain it signs for.
 */
const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address'))

export const frameConfigSchema = z.object({
  apiUrl: z.url(),
  /** App origins (`https://app.example.com`), or a host on any port (`http://127.0.0.1:*`) for local development. */
  allowedOrigins: z
    .array(
      z
        .string()
        .check(
          z.regex(
            /^https?:\/\/[^/\s]+$/,
            'Expected an origin such as https://app.example.com (or http://127.0.0.1:* for any port)',
          ),
        ),
    )
    .check(z.minLength(1, 'List at least one app origin')),
  rpcUrls: z.record(z.string().check(z.regex(/^\d+$/, 'Expected an EVM chain id')), z.url()),
  /**
   * ERC-4337 per EVM chain id: the EntryPoint (v0.7), the smart-account factory and a bundler. On these chains a user
   * gets a smart account, and it is the account they use unless they prefer their EOA.
   */
  smartAccounts: z.optional(
    z.record(
      z.string().check(z.regex(/^\d+$/, 'Expected an EVM chain id')),
      z.object({ entryPoint: evmAddress, factory: evmAddress, bundlerUrl: z.url() }),
    ),
  ),
})
export type FrameConfig = z.infer<typeof frameConfigSchema>
