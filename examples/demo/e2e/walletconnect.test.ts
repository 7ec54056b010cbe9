import type { DevnetInfo } from '@foyer/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { dialog, rpc, waitForStatus } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'
import { type StaticServer, serveStatic } from './serveStatic.js'

let browser: Browser
let wallets: StaticServer
beforeAll(async () => {
  browser = await launchChromium()
  wallets = await serveStatic({ root: inject('walletsDir') })
})
afterAll(async () => {
  await wallets?.stop()
  await browser?.close()
})

/** The devnet WalletConnect wallet page (dev account 0) on the relay and every devnet chain. */
function walletPageUrl(devnet: DevnetInfo): string {
  const query = new URLSearchParams({ relay: devnet.relay?.url ?? '' })
  for (const rpcUrl of Object.values(devnet.evm.rpcUrls)) query.append('rpc', rpcUrl)
  return `${wallets.url}/walletconnect-wallet.html?${query}`
}

/** The signer of an EIP-191 `personal_sign` signature, recovered by the chain itself (web3_sha3 + ecrecover). */
async function recoverSigner(rpcUrl: string, message: string, signature: string): Promise<string> {
  const bytes = new TextEncoder().encode(message)
  const prefixed = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${bytes.length}${message}`)
  const hash = await rpc<string>(rpcUrl, 'web3_sha3', [`0x${Buffer.from(prefixed).toString('hex')}`])
  const r = signature.slice(2, 66)
  const s = signature.slice(66, 130)
  const v = Number.parseInt(signature.slice(130, 132), 16)
  const input = `${hash}${v.toString(16).padStart(64, '0')}${r}${s}`
  const recovered = await rpc<string>(rpcUrl, 'eth_call', [
    { to: '0x0000000000000000000000000000000000000001', data: input },
    'latest',
  ])
  return `0x${recovered.slice(-40)}`
}

async function walletStatus(wallet: Page, text: RegExp): Promise<void> {
  await wallet.getByRole('status').filter({ hasText: text }).waitFor()
}

describe('connecting a mobile wallet over WalletConnect', () => {
  it('pairs by the QR code link through the local relay, signs, switches network, reloads, and follows the wallet disconnecting', async () => {
    const devnet = inject('devnet')
    const account = devnet.evm.accounts[0]?.address ?? ''
    const mainnetRpc = devnet.evm.rpcUrls['1'] ?? ''
    const arbitrumRpc = devnet.evm.rpcUrls['42161'] ?? ''
    const session = await openDemo(browser, { demoDist: inject('demoDist') })
    const { page, context } = session
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url })
    const sockets: string[] = []
    page.on('websocket', (socket) => sockets.push(socket.url()))

    // Nothing WalletConnect has loaded or connected before the user chooses it.
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const modal = dialog(page)
    // WalletConnect itself, not a registry wallet whose name contains it (the devnet lists "Foyer WalletConnect Dev Wallet").
    const walletConnectButton = modal.getByRole('button', { name: /^WalletConnect/ }).first()
    await walletConnectButton.waitFor()
    expect(sockets).toEqual([])
    await walletConnectButton.click()

    const qr = modal.getByRole('img', { name: 'QR code to connect WalletConnect' })
    await qr.waitFor()
    const shownAt = Date.now()
    expect(sockets.every((url) => url.startsWith(devnet.relay?.url ?? 'no relay'))).toBe(true)
    await modal.getByRole('button', { name: 'Copy link' }).click()
    await modal.page().getByText('Link copied').waitFor()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    // The wallet, in a second tab of the same browser, takes the link and approves.
    const wallet = await context.newPage()
    await wallet.goto(walletPageUrl(devnet))
    await walletStatus(wallet, /^Ready:/)
    await wallet.getByLabel('Pairing URI').fill(uri)
    await wallet.getByRole('button', { name: 'Approve' }).click()

    await waitForStatus(page, 'connected')
    const connectMs = Date.now() - shownAt
    console.info(`WalletConnect connect time (QR shown -> account view): ${connectMs} ms`)
    expect(await page.getByTestId('address').textContent()).toBe(account)
    await modal.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Open modal' }).click()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
    await dialog(page).getByRole('button', { name: 'Close' }).click()

    // A message signed in the wallet, through the session, verifies.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.getByTestId('signature').waitFor()
    const signature = (await page.getByTestId('signature').textContent()) ?? ''
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect((await recoverSigner(mainnetRpc, 'Hello from the Foyer demo', signature)).toLowerCase()).toBe(
      account.toLowerCase(),
    )
    await walletStatus(wallet, /Answered personal_sign/)

    // Switching network through the session.
    await page.getByRole('button', { name: 'Choose network' }).click()
    await dialog(page)
      .getByRole('button', { name: /Arbitrum One/ })
      .click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Arbitrum One (42161)')
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    // The switch reached the wallet through the session, and it answered.
    await walletStatus(wallet, /^Answered wallet_switchEthereumChain\.$/)

    // A message signed after the switch (the wallet answering again) verifies on Arbitrum for the app's account.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await walletStatus(wallet, /^Answered personal_sign\.$/)
    const arbitrumAccount = (await page.getByTestId('address').textContent()) ?? ''
    expect(arbitrumAccount).toBe(account)
    const afterSwitch = (await page.getByTestId('signature').textContent()) ?? ''
    expect(afterSwitch).toMatch(/^0x[0-9a-f]{130}$/)
    expect((await recoverSigner(arbitrumRpc, 'Hello from the Foyer demo', afterSwitch)).toLowerCase()).toBe(
      arbitrumAccount.toLowerCase(),
    )

    // A reload restores the session from the browser's storage, without a new pairing.
    await page.reload()
    await waitForStatus(page, 'connected')
    expect(await page.getByTestId('address').textContent()).toBe(account)
    expect(await page.getByTestId('network').textContent()).toBe('Arbitrum One (42161)')

    // The wallet ends the session: the app shows it.
    await wallet.getByRole('button', { name: 'Disconnect' }).click()
    await waitForStatus(page, 'disconnected')
    await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()

    expect(session.blocked).toEqual([])
    await wallet.close()
    await session.close()
  })

  it("AppKit's basic mode (createAppKit with no adapters): WalletConnect's code loads on the click, pairs, signs and restores", async () => {
    const devnet = inject('devnet')
    const account = devnet.evm.accounts[0]?.address ?? ''
    const session = await openDemo(browser, { demoDist: inject('demoDist'), query: '?mode=basic' })
    const { page, context } = session
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url })
    const scripts: string[] = []
    const sockets: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    page.on('websocket', (socket) => sockets.push(socket.url()))
    const walletConnectChunk = (path: string) => /UniversalAdapter|universal-provider/i.test(path)
    await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
    expect(scripts.filter(walletConnectChunk)).toEqual([])

    // On a desktop, basic mode opens straight on the QR code.
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const modal = dialog(page)
    await modal.getByRole('img', { name: 'QR code to connect WalletConnect' }).waitFor()
    expect(scripts.some(walletConnectChunk)).toBe(true)
    expect(sockets.length).toBeGreaterThan(0)
    expect(sockets.every((url) => url.startsWith(devnet.relay?.url ?? 'no relay'))).toBe(true)
    await modal.getByRole('button', { name: 'Copy link' }).click()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    const wallet = await context.newPage()
    await wallet.goto(walletPageUrl(devnet))
    await walletStatus(wallet, /^Ready:/)
    await wallet.getByLabel('Pairing URI').fill(uri)
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await waitForStatus(page, 'connected')
    expect(await page.getByTestId('address').textContent()).toBe(account)

    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.getByTestId('signature').waitFor()
    const signature = (await page.getByTestId('signature').textContent()) ?? ''
    expect(
      (
        await recoverSigner(devnet.evm.rpcUrls['1'] ?? '', 'Hello from the Foyer demo', signature)
      ).toLowerCase(),
    ).toBe(account.toLowerCase())

    await page.reload()
    await waitForStatus(page, 'connected')
    expect(await page.getByTestId('address').textContent()).toBe(account)
    expect(session.blocked).toEqual([])
    await wallet.close()
    await session.close()
  })

  it('a headless connect UI on useAppKitWallets: lists, searches the registry, connects the extension, then pairs over WalletConnect', async () => {
    const devnet = inject('devnet')
    const account = devnet.evm.accounts[0]?.address ?? ''
    const session = await openDemo(browser, {
      demoDist: inject('demoDist'),
      query: '?headless=1',
      initScripts: await devWalletScripts(devnet, inject('walletsDir'), { account: 0 }),
    })
    const { page, context } = session
    const panel = page.getByRole('region', { name: 'Headless connect' })
    const list = panel.getByRole('list', { name: 'Headless wallets' })
    // The service's registry: its count, and its wallets by search.
    await expect
      .poll(async () => Number.parseInt((await panel.getByTestId('headless-count').textContent()) ?? '0'))
      .toBeGreaterThan(10)
    await panel.getByLabel('Search the registry').fill('rain')
    await panel.getByRole('button', { name: 'Search' }).click()
    await expect
      .poll(() => panel.getByRole('list', { name: 'Registry results' }).getByRole('listitem').count())
      .toBeGreaterThan(0)
    expect(await panel.getByRole('list', { name: 'Registry results' }).textContent()).toMatch(/rain/i)

    // The installed dev wallet connects directly, without the modal.
    await list.getByRole('button', { name: /Foyer Dev Wallet \(installed\)/ }).click()
    await waitForStatus(page, 'connected')
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await waitForStatus(page, 'disconnected')

    // WalletConnect: the pairing URI reaches the app's own UI; a phone wallet takes it.
    await panel.getByRole('button', { name: 'Pair with WalletConnect' }).click()
    const uri = (await panel.getByTestId('wc-uri').textContent()) ?? ''
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const wallet = await context.newPage()
    await wallet.goto(walletPageUrl(devnet))
    await walletStatus(wallet, /^Ready:/)
    await wallet.getByLabel('Pairing URI').fill(uri)
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await waitForStatus(page, 'connected')
    expect(await page.getByTestId('address').textContent()).toBe(account)
    await expect.poll(() => panel.getByTestId('wc-uri').count()).toBe(0)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await page.getByTestId('signature').textContent()) ?? ''
    expect(
      (
        await recoverSigner(devnet.evm.rpcUrls['1'] ?? '', 'Hello from the Foyer demo', signature)
      ).toLowerCase(),
    ).toBe(account.toLowerCase())
    expect(session.blocked).toEqual([])
    await wallet.close()
    await session.close()
  })
})
