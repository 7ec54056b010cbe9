import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startFrameSite } from '@foyer/devnet'
import { build } from 'esbuild'
import type { Browser } from 'playwright-core'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { latestMailedCode } from './devMailbox.js'
import { type GuardedPage, launchChromium, newGuardedPage } from './launchChromium.js'
import { type StaticServer, serveStatic } from './serveStatic.js'

let browser: Browser
let workDir: string
let appServer: StaticServer
const pages: GuardedPage[] = []

/** A test app on an origin of its own; the frame is the devnet's (another port, another origin). */
beforeAll(async () => {
  browser = await launchChromium()
  workDir = await mkdtemp(join(tmpdir(), 'foyer-frame-'))
  await build({
    entryPoints: [fileURLToPath(new URL('./embeddedFrameApp.ts', import.meta.url))],
    outfile: join(workDir, 'app/app.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['source'],
    logLevel: 'error',
  })
  await writeFile(
    join(workDir, 'app/index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>app</title></head><body><script type="module" src="/app.js"></script></body></html>',
  )
  appServer = await serveStatic({ root: join(workDir, 'app') })
})
afterAll(async () => {
  for (const page of pages) await page.context.close()
  await appServer?.stop()
  await browser?.close()
  if (workDir) await rm(workDir, { recursive: true, force: true })
})

type Channel = { request(event: string, payload?: unknown): Promise<unknown> }
declare const window: Window & {
  __frame: Channel
  __frameLoaded: Promise<unknown>
  __iframe: HTMLIFrameElement
  __openApproval(approvalId: string): HTMLIFrameElement
  __answer: Promise<unknown>
  __settled: Promise<string>
  __fromFrame: unknown[]
}

const chainId = Number(Object.keys(inject('devnet').evm.rpcUrls)[0])
const rpcUrl = inject('devnet').evm.rpcUrls[String(chainId)] ?? ''

const frameScripts = (frameUrl: string) => [
  `window.__FRAME_URL__ = ${JSON.stringify(`${frameUrl}/index.html`)}`,
  `window.__FRAME_CHAIN_ID__ = ${chainId}`,
]

/** The test app on `appUrl`, its frame (the devnet's unless given) loaded; `prepare` runs before the app loads. */
async function openApp(
  appUrl = appServer.url,
  frameUrl = inject('devnet').frame?.url ?? '',
  prepare?: (guarded: GuardedPage) => Promise<unknown>,
) {
  const guarded = await newGuardedPage(browser, { initScripts: frameScripts(frameUrl) })
  pages.push(guarded)
  await prepare?.(guarded)
  await guarded.page.goto(`${appUrl}/`)
  await guarded.page.waitForFunction(() => '__frame' in window)
  await guarded.page.evaluate(() => window.__frameLoaded)
  const request = (event: string, payload?: unknown) =>
    guarded.page.evaluate(([name, body]) => window.__frame.request(name as string, body), [
      event,
      payload,
    ] as const)
  return { ...guarded, request }
}

type App = Awaited<ReturnType<typeof openApp>>

/** The frame the test app loaded, as Playwright reaches it. */
async function frameOf(app: App) {
  const frame = await (
    await app.page.locator('iframe[title="Foyer secure frame"]').elementHandle()
  )?.contentFrame()
  if (!frame) throw new Error('The app has no frame')
  return frame
}

/** The approval page of `approvalId` in the test app (the frame's origin), as Playwright reaches it. */
const approvalPage = (app: App, approvalId: string) =>
  app.page.frameLocator(`iframe[data-approval="${approvalId}"]`)

/**
 * A signing request as the socials plugin sends it: with a fresh approval id, the frame's approval page shown, and the
 * user's own click on Approve (or Reject) there.
 */
async function signApproved(
  app: App,
  method: string,
  params: unknown,
  decision: 'Approve' | 'Reject' = 'Approve',
) {
  const approvalId = randomBytes(16).toString('hex')
  const answer = app.request('RPC_REQUEST', { method, params, approvalId })
  await app.page.evaluate((id) => void window.__openApproval(id), approvalId)
  await approvalPage(app, approvalId).getByRole('button', { name: decision }).click()
  return answer
}

const latestCode = (email: string) => latestMailedCode(inject('devnet').mail?.url ?? '', email)

async function logIn(app: Awaited<ReturnType<typeof openApp>>, email: string) {
  expect(await app.request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
  await app.request('CONNECT_OTP', { otp: await latestCode(email) })
  return (await app.request('GET_USER')) as { address: Hex; email: string; chainId: number }
}

describe('the embedded wallet secure frame (two origins, Chromium, devnet service and anvil)', () => {
  it('logs in with an emailed code; the frame signs with a key of its own that viem verifies', async () => {
    const app = await openApp()
    const email = `frame-${Date.now()}@example.com`
    expect(await app.request('IS_CONNECTED')).toEqual({ isConnected: false })
    const user = await logIn(app, email)
    expect(user).toMatchObject({ email, chainId })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await app.request('IS_CONNECTED')).toEqual({ isConnected: true })

    const message = 'Hello from the frame'
    const signature = (await signApproved(app, 'personal_sign', [
      `0x${Buffer.from(message).toString('hex')}`,
      user.address,
    ])) as Hex
    expect(await verifyMessage({ address: user.address, message, signature })).toBe(true)

    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting' as const,
      message: { text: 'gm' },
    }
    const typedSignature = (await signApproved(app, 'eth_signTypedData_v4', [
      user.address,
      JSON.stringify({ ...typedData, types: { ...typedData.types } }),
    ])) as Hex
    expect(await verifyTypedData({ address: user.address, ...typedData, signature: typedSignature })).toBe(
      true,
    )

    // Another address than the frame's own is refused.
    await expect(
      app.request('RPC_REQUEST', {
        method: 'personal_sign',
        params: ['0x00', privateKeyToAccount(generatePrivateKey()).address],
      }),
    ).rejects.toThrow('The address is not this account')
  })

  it('sends ETH from the frame account: the receipt succeeds and the recipient gains exactly the value', async () => {
    const app = await openApp()
    const user = await logIn(app, `frame-send-${Date.now()}@example.com`)
    const publicClient = createPublicClient({ transport: http(rpcUrl) })
    const funder = createWalletClient({
      account: privateKeyToAccount(inject('devnet').evm.accounts[8]?.privateKey as Hex),
      transport: http(rpcUrl),
    })
    await publicClient.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ chain: null, to: user.address, value: parseEther('1') }),
    })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const value = parseEther('0.25')
    const hash = (await signApproved(app, 'eth_sendTransaction', [
      { from: user.address, to: recipient, value: `0x${value.toString(16)}` },
    ])) as Hex
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(user.address.toLowerCase())
    expect(await publicClient.getBalance({ address: recipient })).toBe(value)
  })

  it('keeps the key out of the app: its origin cannot read the frame, and a reload keeps the session', async () => {
    const app = await openApp()
    const email = `frame-keys-${Date.now()}@example.com`
    const { address } = await logIn(app, email)
    const reach = await app.page.evaluate(() => {
      const attempts: string[] = []
      for (const read of [
        () => window.__iframe.contentWindow?.localStorage.length,
        () => window.__iframe.contentDocument?.body.innerHTML,
        () => (window.__iframe.contentWindow as unknown as { document: Document }).document.cookie,
      ]) {
        try {
          const value = read()
          attempts.push(value === undefined || value === null ? 'nothing' : `read: ${String(value)}`)
        } catch (error) {
          attempts.push((error as Error).name)
        }
      }
      return { attempts, own: Object.keys(localStorage) }
    })
    expect(reach.attempts).toEqual(['SecurityError', 'nothing', 'SecurityError'])
    expect(reach.own).toEqual([])

    await app.page.reload()
    await app.page.waitForFunction(() => '__frame' in window)
    await app.page.evaluate(() => window.__frameLoaded)
    expect(await app.request('IS_CONNECTED')).toEqual({ isConnected: true })
    expect(await app.request('GET_USER')).toMatchObject({ address, email })

    await app.request('SIGN_OUT')
    expect(await app.request('IS_CONNECTED')).toEqual({ isConnected: false })
    await expect(app.request('GET_USER')).rejects.toThrow('Not signed in')
  })

  it('the frame answers only the allowed app origin, and the app ignores messages from a foreign origin', async () => {
    const app = await openApp()
    // A frame site that allows the test app's origin alone: a page on a third origin framing it gets no answer.
    const devnet = inject('devnet')
    const strictFrame = await startFrameSite({
      apiUrl: devnet.service?.url ?? '',
      rpcUrls: devnet.evm.rpcUrls,
      allowedOrigins: [appServer.url],
    })
    const stranger = await serveStatic({ root: join(workDir, 'app') })
    try {
      const allowed = await openApp(appServer.url, strictFrame.url)
      expect(await allowed.request('IS_CONNECTED')).toEqual({ isConnected: false })
      // The frame's headers let only the allowed origin frame it: in a page of another origin the browser shows its
      // own error page in place of the frame (after the frame's load event, which the app waited for).
      const refused = await openApp(stranger.url, strictFrame.url)
      expect((await frameOf(refused)).url()).toMatch(/^chrome-error:/)
      // A host that serves the frame without those headers: the frame's own check refuses the foreign origin.
      const foreign = await openApp(stranger.url, strictFrame.url, ({ context }) =>
        context.route(`${strictFrame.url}/**`, async (route) => {
          const response = await route.fetch()
          const policy = response.headers()['content-security-policy'] ?? ''
          const headers = {
            ...response.headers(),
            'content-security-policy': policy.replace(/frame-ancestors[^;]*;?/, ''),
          }
          await route.fulfill({ response, headers })
        }),
      )
      // Everything the frame posts to the foreign page, in order; its request may arrive before the frame decides.
      await foreign.page.evaluate(() => {
        window.__fromFrame = []
        window.addEventListener('message', (event) => {
          if (event.source === window.__iframe.contentWindow) window.__fromFrame.push(event.data)
        })
        void window.__frame.request('IS_CONNECTED')
      })
      const frame = await frameOf(foreign)
      // The frame has decided (and dropped what it held): its page says so.
      await frame.locator('html[data-app-origin="refused"]').waitFor({ state: 'attached' })
      // A marker the frame's page posts back a task after taking the next request: messages from one window arrive
      // in order, so an answer to either request (handled on arrival, in microtasks) would arrive before it.
      await frame.evaluate(() => {
        const onRequest = (event: MessageEvent) => {
          if (!String(event.data?.type).endsWith('/GET_CHAIN_ID')) return
          removeEventListener('message', onRequest)
          setTimeout(() => parent.postMessage('marker', '*'))
        }
        addEventListener('message', onRequest)
      })
      await foreign.page.evaluate(() => void window.__frame.request('GET_CHAIN_ID'))
      await foreign.page.waitForFunction(() => window.__fromFrame.includes('marker'))
      expect(await foreign.page.evaluate(() => window.__fromFrame)).toEqual(['marker'])
    } finally {
      await stranger.stop()
      await strictFrame.stop()
    }

    // A forged reply posted into the app by the app's own origin (not the frame's) settles nothing.
    const result = await app.page.evaluate(async () => {
      const pending = window.__frame.request('GET_CHAIN_ID')
      window.postMessage(
        { type: '@foyer-frame/GET_CHAIN_ID_SUCCESS', id: 'a'.repeat(32), payload: { chainId: 666 } },
        '*',
      )
      return pending
    })
    expect(result).toEqual({ chainId })
  })
})

/**
 * What the browser reports of the approval page's visibility (IntersectionObserver v2), run in that page: its own
 * observer, made after the page's, gets its first report no earlier than the page's observer got one.
 */
function reportedVisibility(): Promise<boolean> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        observer.disconnect()
        resolve((entries.at(-1) as IntersectionObserverEntry & { isVisible?: boolean }).isVisible === true)
      },
      { threshold: [0], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
    )
    observer.observe(document.querySelector('main') as Element)
  })
}

/** A devnet token on the test's chain. */
function devnetToken(symbol: string) {
  const token = inject('devnet')
    .evm.chains.find((chain) => chain.chainId === chainId)
    ?.tokens.find((entry) => entry.symbol === symbol)
  if (!token) throw new Error(`No ${symbol} on chain ${chainId}`)
  return { ...token, address: token.address as Hex }
}

/** Gives `address` 1 ETH and `usdc` USDC from a funded dev account. */
async function fund(address: Hex, usdc: string) {
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  const funder = createWalletClient({
    account: privateKeyToAccount(inject('devnet').evm.accounts[8]?.privateKey as Hex),
    transport: http(rpcUrl),
  })
  const token = devnetToken('USDC')
  await publicClient.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ chain: null, to: address, value: parseEther('1') }),
  })
  await publicClient.waitForTransactionReceipt({
    hash: await funder.writeContract({
      chain: null,
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, parseUnits(usdc, token.decimals)],
    }),
  })
}

describe("the frame's own approval page: the app's scripts cannot sign", () => {
  it("a script on the app's origin gets no signature for personal_sign or a Permit; the user's click in the frame's page gets one viem verifies", async () => {
    const app = await openApp()
    const user = await logIn(app, `frame-approval-${Date.now()}@example.com`)
    const usdc = devnetToken('USDC')
    const spender = privateKeyToAccount(generatePrivateKey()).address
    const deadline = 1_900_000_000n
    const permit = {
      domain: { name: usdc.name, version: '2', chainId, verifyingContract: usdc.address },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit' as const,
      message: { owner: user.address, spender, value: maxUint256, nonce: 0n, deadline },
    }
    const permitJson = JSON.stringify(permit, (_key, value) =>
      typeof value === 'bigint' ? value.toString() : value,
    )
    const message = 'Move all my funds'
    const requests = [
      { method: 'personal_sign', params: [toHex(message), user.address] },
      { method: 'eth_signTypedData_v4', params: [user.address, permitJson] },
    ]
    for (const { method, params } of requests) {
      // Posted straight to the frame, as any script on the app's origin can: refused.
      await expect(app.request('RPC_REQUEST', { method, params })).rejects.toThrow(
        `${method} needs the user's approval in the wallet's window`,
      )
      // With an approval id and the frame's page open, the script forges the decision every way it can: nothing signs.
      const approvalId = randomBytes(16).toString('hex')
      const attempt = await app.page.evaluate(
        async ({ approvalId, method, params }) => {
          window.__answer = window.__frame.request('RPC_REQUEST', { method, params, approvalId })
          window.__settled = window.__answer.then(
            () => 'signed',
            (error: Error) => `error: ${error.message}`,
          )
          const page = window.__openApproval(approvalId)
          await new Promise((resolve) => page.addEventListener('load', resolve, { once: true }))
          const decide = { type: 'decide', approvalId, approved: true }
          page.contentWindow?.postMessage(decide, '*')
          window.__iframe.contentWindow?.postMessage(decide, '*')
          new BroadcastChannel('foyer-frame-approvals').postMessage(decide)
          page.dispatchEvent(new MouseEvent('click', { bubbles: true }))
          page.focus()
          page.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
          // The signing frame answers this only after it has taken every message this page posted to it before.
          await window.__frame.request('GET_CHAIN_ID')
          const outcome = await Promise.race([window.__settled, Promise.resolve('pending')])
          return { document: page.contentDocument === null ? 'unreadable' : 'readable', outcome }
        },
        { approvalId, method, params },
      )
      expect(attempt).toEqual({ document: 'unreadable', outcome: 'pending' })
      const approval = approvalPage(app, approvalId)
      if (method === 'eth_signTypedData_v4') {
        // The Permit, readable: the token, the spender, the unlimited amount called out, the deadline as a date.
        const shown = await approval.locator('main').innerText()
        expect(shown).toContain('Permit: lets the spender move your tokens')
        expect(shown).toMatch(new RegExp(`Spender\\s+${spender}`))
        expect(shown).toMatch(/Amount\s+Unlimited USDC/)
        // The deadline as a date in the page's language (Intl), in UTC.
        expect(shown).toMatch(/Deadline\s+March 17, 2030 at 5:46:40\sPM UTC/)
      } else {
        expect(await approval.locator('main').innerText()).toContain(message)
      }
      // The user's own Reject refuses it: had any forgery above approved, that first decision would have won (every
      // forgery was taken before this click), and the request would be signed.
      await approval.getByRole('button', { name: 'Reject' }).click()
      expect(await app.page.evaluate(() => window.__settled)).toMatch(/^error: User rejected the request/)
      // The user's own click on Approve in the frame's page: the same request is signed.
      const signature = (await signApproved(app, method, params)) as Hex
      if (method === 'personal_sign')
        expect(await verifyMessage({ address: user.address, message, signature })).toBe(true)
      else expect(await verifyTypedData({ address: user.address, ...permit, signature })).toBe(true)
    }
  })

  it('Approve works only while the page is really visible: an app that makes it transparent gets no click through', async () => {
    const app = await openApp()
    const user = await logIn(app, `frame-visible-${Date.now()}@example.com`)
    const approvalId = randomBytes(16).toString('hex')
    const message = 'Click the cat'
    const answer = app.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex(message), user.address],
      approvalId,
    })
    // The app's origin shows the page nearly transparent over its own content (clickjacking).
    await app.page.evaluate((id) => {
      window.__openApproval(id).style.opacity = '0.01'
    }, approvalId)
    const approval = approvalPage(app, approvalId)
    const approve = approval.getByRole('button', { name: 'Approve' })
    await approval.getByRole('heading', { name: 'Sign a message' }).waitFor()
    // The page has armed its buttons (Reject works) and the browser has reported its visibility: Approve stays off.
    await approval.getByRole('button', { name: 'Reject' }).and(approval.locator(':enabled')).waitFor()
    const frame = app.page.frames().find((candidate) => candidate.url().includes(`approval=${approvalId}`))
    if (!frame) throw new Error('No approval page')
    expect(await frame.evaluate(reportedVisibility)).toBe(false)
    expect(await approve.isDisabled()).toBe(true)
    // Shown as it is: Approve arms, and the user's click signs.
    await app.page.evaluate((id) => {
      const page = document.querySelector<HTMLIFrameElement>(`iframe[data-approval="${id}"]`)
      if (page) page.style.opacity = '1'
    }, approvalId)
    await approve.click()
    const signature = (await answer) as Hex
    expect(await verifyMessage({ address: user.address, message, signature })).toBe(true)
  })

  it('shows a token transfer and an unlimited approval readably, with simulated balance changes; Reject refuses and nothing is sent', async () => {
    const app = await openApp()
    const user = await logIn(app, `frame-display-${Date.now()}@example.com`)
    await fund(user.address, '10')
    const usdc = devnetToken('USDC')
    const other = privateKeyToAccount(generatePrivateKey()).address
    const publicClient = createPublicClient({ transport: http(rpcUrl) })
    const nonce = await publicClient.getTransactionCount({ address: user.address })
    const cases = [
      {
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [other, parseUnits('1.5', usdc.decimals)],
        }),
        expected: [
          /Token transfer\s+Token\s+USDC\s+Recipient\s+0x[0-9a-fA-F]{40}\s+Amount\s+1\.5 USDC/,
          /Balance changes \(simulated\)\s+USDC\s+-1\.5 USDC/,
        ],
      },
      {
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [other, maxUint256] }),
        expected: [
          /Token approval\s+Token\s+USDC\s+Spender\s+0x[0-9a-fA-F]{40}\s+Allowance\s+Unlimited USDC/,
        ],
      },
    ]
    for (const { data, expected } of cases) {
      const approvalId = randomBytes(16).toString('hex')
      const answer = app
        .request('RPC_REQUEST', {
          method: 'eth_sendTransaction',
          params: [{ from: user.address, to: usdc.address, data }],
          approvalId,
        })
        .then(
          () => 'sent',
          (error: Error) => error.message,
        )
      await app.page.evaluate((id) => void window.__openApproval(id), approvalId)
      const approval = approvalPage(app, approvalId)
      await approval.getByRole('heading', { name: 'Send a transaction' }).waitFor()
      const shown = await approval.locator('main').innerText()
      expect(shown).toMatch(/Method\s+eth_sendTransaction\s+Network\s+Ethereum/)
      expect(shown).toMatch(new RegExp(`To\\s+${usdc.address}`, 'i'))
      for (const pattern of expected) expect(shown).toMatch(pattern)
      expect(shown).toContain(other)
      // The raw request only behind "Details".
      const raw = approval.getByLabel('Raw request')
      expect(await raw.isVisible()).toBe(false)
      const details = approval.locator('details')
      // Once the page has settled (its buttons armed): Chromium drops clicks into a visibility-watching frame that has
      // just appeared or moved.
      await approval.getByRole('button', { name: 'Reject' }).and(approval.locator(':enabled')).waitFor()
      await approval.locator('summary').click()
      await expect.poll(() => details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true)
      expect(await raw.innerText()).toContain('"eth_sendTransaction"')
      await approval.getByRole('button', { name: 'Reject' }).click()
      expect(await answer).toContain('User rejected the request')
    }
    expect(await publicClient.getTransactionCount({ address: user.address })).toBe(nonce)
  })
})
