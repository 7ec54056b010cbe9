import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type Address, createPublicClient, getAddress, http, isAddressEqual, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { generateSiweNonce } from 'viem/siwe'
import * as z from 'zod'
import { foyerIdRegistryAbi } from '../evm/abis.js'
import { deriveDevAccounts } from '../evm/deriveDevAccounts.js'
import { buildSignInMessage } from './buildSignInMessage.js'
import { createChannelStore, type FarcasterChannel } from './createChannelStore.js'
import { devAppPageHeaders, devAppPages } from './devAppPages.js'
import {
  FarcasterRelayListenError,
  FarcasterRelayParametersError,
  FarcasterRelayRequestError,
} from './errors.js'
import { farcasterDevAccounts } from './farcasterDevAccounts.js'
import {
  approveFormSchema,
  authenticateBodySchema,
  type CreateChannelBody,
  createChannelBodySchema,
} from './farcasterRelaySchemas.js'

const addressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed 20-byte address')
  .transform((value) => getAddress(value))

const parametersSchema = z.object({
  port: z.number().int().min(0).max(65_535).default(0),
  /** The EVM chain the IdRegistry is deployed on. */
  rpcUrl: z.url({ protocol: /^https?$/ }),
  chainId: z.number().int().positive(),
  idRegistry: addressSchema,
  /** The devnet mnemonic: the dev Farcaster app signs with its dev accounts' keys (the fids' custody keys). */
  mnemonic: z
    .string()
    .refine((value) => value.trim().split(/\s+/).length >= 12, 'mnemonic must have at least 12 words'),
  /** The `x-farcaster-auth-relay-key` that `POST /v1/channel/authenticate` needs; random per start by default. */
  authKey: z.string().min(16).optional(),
  channelTtlMs: z.number().int().positive().default(300_000),
  maxChannels: z.number().int().positive().default(1000),
})

export type StartFarcasterRelayParameters = z.input<typeof parametersSchema>

export type StartFarcasterRelayReturnType = {
  /** `http://127.0.0.1:port`: the relay URL for Farcaster auth clients (AuthKit's `relay`). */
  url: string
  /** The dev Farcaster app's sign-in page, which channels' `url` and `connectUri` point to (`?channelToken=`). */
  appUrl: string
  /** The key a Farcaster app sends as `x-farcaster-auth-relay-key` to complete a channel. */
  authKey: string
  idRegistry: { chainId: number; address: Address }
  /** Closes the server and forgets every channel. Safe to call more than once. */
  stop: () => Promise<void>
}

const maxBodyBytes = 64 * 1024
// Well-known SIWF domains that phishing targets; Farcaster's relay refuses them too.
const restrictedDomains = ['farcaster.xyz']
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '600',
}

type Reply = { status: number; json: unknown } | { status: number; html: string }

/**
 * Starts a Farcaster auth relay with relay.farcaster.xyz's HTTP protocol (`/v1/channel`, `/v1/channel/status`,
 * `/v1/channel/authenticate`), reading custody addresses from the devnet's `FoyerIdRegistry`, and beside it a dev
 * Farcaster app at `/~/siwf` that signs the SIWF message for the dev accounts' fids. Listens on 127.0.0.1 only.
 */
export async function startFarcasterRelay(
  parameters: StartFarcasterRelayParameters,
): Promise<StartFarcasterRelayReturnType> {
  const parsed = parametersSchema.safeParse(parameters)
  if (!parsed.success) throw new FarcasterRelayParametersError(z.prettifyError(parsed.error))
  const { port, rpcUrl, chainId, idRegistry, mnemonic, channelTtlMs, maxChannels } = parsed.data
  const authKey = parsed.data.authKey ?? randomBytes(24).toString('hex')
  const authKeyDigest = sha256(authKey)

  const client = createPublicClient({ transport: http(rpcUrl) })
  const keys = deriveDevAccounts(
    mnemonic,
    Math.max(...farcasterDevAccounts.map((account) => account.accountIndex)) + 1,
  )
  const devAccounts = farcasterDevAccounts.map((account) => {
    const privateKey = keys[account.accountIndex]?.privateKey
    if (!privateKey)
      throw new FarcasterRelayParametersError(`No key for dev account ${account.accountIndex}.`)
    return { ...account, signer: privateKeyToAccount(privateKey) }
  })
  const channels = createChannelStore({ ttlMs: channelTtlMs, maxChannels })
  let url = ''
  let appUrl = ''

  async function custodyOf(fid: number): Promise<Address> {
    let custody: Address
    try {
      custody = await client.readContract({
        address: idRegistry,
        abi: foyerIdRegistryAbi,
        functionName: 'custodyOf',
        args: [BigInt(fid)],
      })
    } catch (cause) {
      throw new FarcasterRelayRequestError(502, `Could not read fid ${fid}'s custody from the IdRegistry.`, {
        cause,
      })
    }
    if (isAddressEqual(custody, zeroAddress))
      throw new FarcasterRelayRequestError(400, `fid ${fid} is not registered in the IdRegistry.`)
    return custody
  }

  function complete(
    token: string,
    channel: FarcasterChannel,
    completion: Required<Pick<FarcasterChannel, 'message' | 'signature' | 'fid' | 'custody'>> &
      Pick<FarcasterChannel, 'authMethod' | 'username' | 'bio' | 'displayName' | 'pfpUrl'>,
  ): FarcasterChannel {
    const completed: FarcasterChannel = {
      ...channel,
      state: 'completed',
      ...completion,
      authMethod: completion.authMethod ?? 'custody',
      verifications: [completion.custody],
    }
    channels.update(token, completed)
    return completed
  }

  function createChannel(request: IncomingMessage, body: CreateChannelBody): Reply {
    if (restrictedDomains.some((domain) => body.domain.includes(domain)))
      return { status: 400, json: { error: 'Domain not allowed' } }
    const token = channels.open()
    const nonce = body.nonce ?? generateSiweNonce()
    const channelUrl = `${appUrl}?${new URLSearchParams({ channelToken: token })}`
    channels.update(token, {
      state: 'pending',
      nonce,
      url: channelUrl,
      connectUri: channelUrl,
      acceptAuthAddress: body.acceptAuthAddress ?? true,
      signatureParams: { ...body, nonce },
      metadata: {
        ip: request.socket.remoteAddress ?? 'unknown',
        userAgent: request.headers['user-agent'] ?? 'Unknown',
      },
    })
    return { status: 201, json: { channelToken: token, url: channelUrl, connectUri: channelUrl, nonce } }
  }

  function status(request: IncomingMessage): Reply {
    const token = bearerToken(request)
    const channel = token === undefined ? undefined : channels.read(token)
    if (!token || !channel) return unauthorized()
    const { url: _url, connectUri: _connectUri, ...visible } = channel
    if (channel.state !== 'completed') return { status: 202, json: visible }
    channels.close(token)
    return { status: 200, json: visible }
  }

  async function authenticate(request: IncomingMessage, rawBody: string): Promise<Reply> {
    const key =
      request.headers['x-farcaster-auth-relay-key'] ?? request.headers['x-farcaster-connect-auth-key']
    if (typeof key !== 'string' || !timingSafeEqual(sha256(key), authKeyDigest)) return unauthorized()
    const token = bearerToken(request)
    if (!token || !channels.read(token)) return unauthorized()
    const body = parseJsonBody(rawBody, authenticateBodySchema)
    const custody = await custodyOf(body.fid)
    const channel = channels.read(token)
    if (!channel) return unauthorized()
    return { status: 201, json: complete(token, channel, { ...body, custody }) }
  }

  function signInPage(request: IncomingMessage): Reply {
    const query = z
      .object({ channelToken: z.string().min(1).max(128) })
      .safeParse(Object.fromEntries(requestUrl(request).searchParams))
    if (!query.success)
      return errorPage(400, 'Bad sign-in link', 'The link has no channelToken: open it from the app again.')
    const channel = channels.read(query.data.channelToken)
    if (!channel) return unknownChannelPage()
    if (channel.state === 'completed') return alreadyApprovedPage()
    return {
      status: 200,
      html: devAppPages.signIn({
        channelToken: query.data.channelToken,
        domain: channel.signatureParams.domain,
        siweUri: channel.signatureParams.siweUri,
        accounts: devAccounts.map((account) => ({ ...account, custody: account.signer.address })),
      }),
    }
  }

  async function approve(request: IncomingMessage, rawBody: string): Promise<Reply> {
    const origin = request.headers.origin
    if (origin !== undefined && origin !== `http://${request.headers.host}`)
      return errorPage(
        403,
        'Not allowed',
        'Sign-ins are approved from the dev Farcaster app’s own page only.',
      )
    const form = approveFormSchema.safeParse(Object.fromEntries(new URLSearchParams(rawBody)))
    if (!form.success) return errorPage(400, 'Bad request', `Invalid form: ${issuesOf(form.error)}`)
    const { channelToken, fid } = form.data
    const account = devAccounts.find((candidate) => candidate.fid === fid)
    if (!account)
      return errorPage(400, 'Unknown account', `fid ${fid} is not one of the dev Farcaster accounts.`)
    if (!channels.read(channelToken)) return unknownChannelPage()

    const custody = await custodyOf(fid)
    if (!isAddressEqual(custody, account.signer.address))
      return errorPage(
        500,
        'Custody mismatch',
        `The IdRegistry says fid ${fid}'s custody is ${custody}, but the dev app holds the key of ${account.signer.address}.`,
      )
    const channel = channels.read(channelToken)
    if (!channel) return unknownChannelPage()
    if (channel.state === 'completed') return alreadyApprovedPage()
    const { domain, siweUri, nonce, notBefore, expirationTime, requestId, redirectUrl } =
      channel.signatureParams
    const message = buildSignInMessage({
      domain,
      uri: siweUri,
      address: custody,
      nonce,
      fid,
      notBefore,
      expirationTime,
      requestId,
    })
    const signature = await account.signer.signMessage({ message })
    complete(channelToken, channel, {
      message,
      signature,
      fid,
      custody,
      authMethod: 'custody',
      username: account.username,
      displayName: account.displayName,
      bio: account.bio,
      pfpUrl: account.pfpUrl,
    })
    return { status: 200, html: devAppPages.signedIn({ username: account.username, redirectUrl }) }
  }

  async function route(request: IncomingMessage): Promise<Reply> {
    const method = request.method ?? 'GET'
    const path = requestUrl(request).pathname
    const key = `${method} ${path}`
    switch (key) {
      case 'GET /healthcheck':
        return { status: 200, json: { status: 'OK' } }
      case 'POST /v1/channel':
        return createChannel(request, parseJsonBody(await readBody(request), createChannelBodySchema))
      case 'GET /v1/channel/status':
        return status(request)
      case 'POST /v1/channel/authenticate':
        return authenticate(request, await readBody(request))
      case 'GET /~/siwf':
        return signInPage(request)
      case 'POST /~/siwf/approve':
        return approve(request, await readBody(request))
      default:
        return { status: 404, json: { error: `Route ${method}:${path} not found` } }
    }
  }

  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders).end()
      return
    }
    const isAppPage = requestUrl(request).pathname.startsWith('/~/')
    route(request).then(
      (reply) => send(response, reply),
      (error: unknown) => {
        const status = error instanceof FarcasterRelayRequestError ? error.status : 500
        const message =
          error instanceof FarcasterRelayRequestError
            ? error.shortMessage
            : `Internal error: ${error instanceof Error ? error.message : String(error)}`
        send(
          response,
          isAppPage ? errorPage(status, 'Sign-in failed', message) : { status, json: { error: message } },
        )
      },
    )
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', (cause) => reject(new FarcasterRelayListenError({ port, cause })))
    server.listen(port, '127.0.0.1', () => resolve())
  }).catch((error: unknown) => {
    channels.stop()
    throw error
  })
  const address = server.address()
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`
  appUrl = `${url}/~/siwf`

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      channels.stop()
      server.closeAllConnections()
      server.close(() => resolve())
    })
    return stopping
  }
  return { url, appUrl, authKey, idRegistry: { chainId, address: idRegistry }, stop }
}

function send(response: ServerResponse, reply: Reply): void {
  if (response.headersSent) return
  if ('html' in reply) {
    response.writeHead(reply.status, devAppPageHeaders).end(reply.html)
    return
  }
  response
    .writeHead(reply.status, { ...corsHeaders, 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(reply.json))
}

function requestUrl(request: IncomingMessage): URL {
  return new URL(request.url ?? '/', 'http://127.0.0.1')
}

function bearerToken(request: IncomingMessage): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1]
}

function unauthorized(): Reply {
  return { status: 401, json: { error: 'Unauthorized' } }
}

function errorPage(status: number, title: string, message: string): Reply {
  return { status, html: devAppPages.error(title, message) }
}

function unknownChannelPage(): Reply {
  return errorPage(
    404,
    'Sign-in request not found',
    'This sign-in request is unknown or has expired (requests last a few minutes). Start signing in from the app again.',
  )
}

function alreadyApprovedPage(): Reply {
  return errorPage(
    409,
    'Already signed in',
    'This sign-in request was already approved. You can return to the app.',
  )
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}

function issuesOf(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ')
}

function parseJsonBody<Schema extends z.ZodType>(text: string, schema: Schema): z.output<Schema> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new FarcasterRelayRequestError(400, 'Validation error: the body is not JSON')
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success)
    throw new FarcasterRelayRequestError(400, `Validation error: ${issuesOf(parsed.error)}`)
  return parsed.data
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > maxBodyBytes)
      throw new FarcasterRelayRequestError(413, `The body is larger than ${maxBodyBytes} bytes.`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
