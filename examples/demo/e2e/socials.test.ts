import { toSessionKeyAccount } from '@foyer/devnet'
import type { Browser, Page } from 'playwright-core'
import { type Address, createPublicClient, defineChain, type Hex, http, parseEther } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { dialog, rpc, waitForAnimations, waitForIdlePage, waitForStatus } from './demoActions.js'
import { type DemoSession, openDemo } from './demoPage.js'
import { latestMailedCode, latestMailedLink } from './devMailbox.js'
import {
  approvalFrame,
  approvalFrameHandle,
  approveInFrame,
  decideInFrame,
  rejectInFrame,
  signDemoMessage,
  signInWithEmail as signIn,
  waitForModalToClose,
} from './embeddedWalletActions.js'
import { findClippedText, findUnstyledElements } from './findUnstyledElements.js'
import { launchChromium } from './launchChromium.js'
import { runAxe } from './runAxe.js'
import { ethBalance, fillSendForm, lastUserOperation } from './sendActions.js'
import {
  solanaBalance,
  solanaClusterUrls,
  solanaDevAddress,
  solanaTransactionFee,
  verifySolanaSignature,
} from './solanaWallet.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const latestCode = (email: string) => latestMailedCode(inject('devnet').mail?.url ?? '', email)
const mainnetRpc = () => inject('devnet').evm.rpcUrls['1'] ?? ''
/** Ends the service's 30 s cooldown between mails to `email` (a dev convenience of the devnet's service). */
async function endEmailCooldown(email: string): Promise<void> {
  const url = new URL('/dev/auth/email/cooldown', inject('devnet').service?.url ?? '')
  url.searchParams.set('email', email)
  const response = await fetch(url, { method: 'DELETE' })
  expect(response.status).toBe(200)
}

/** What `account` has deposited in the EntryPoint (ERC-4337 prefunds land there; `balanceOf`). */
async function entryPointDeposit(account: string): Promise<bigint> {
  const entryPoint = inject('devnet').evm.chains.find((chain) => chain.chainId === 1)?.entryPoint ?? ''
  const data = `0x70a08231${account.slice(2).toLowerCase().padStart(64, '0')}`
  return BigInt(await rpc<string>(mainnetRpc(), 'eth_call', [{ to: entryPoint, data }, 'latest']))
}

/** Email login through the Connect view; resolves with the connected address. */
async function signInWithEmail(page: Page, email: string): Promise<string> {
  await signIn(page, { inboxUrl: inject('devnet').mail?.url ?? '', email })
  await waitForStatus(page, 'connected')
  return (await page.getByTestId('address').textContent()) ?? ''
}

describe('email login in the demo (socials plugin, the devnet frame, Chromium)', () => {
  let session: DemoSession
  let address: string
  const email = `demo-${Date.now()}@example.com`
  const frameOrigin = () => new URL(inject('devnet').frame?.url ?? '').origin
  const frameRequests = () => session.requests.filter((url) => new URL(url).origin === frameOrigin())

  beforeAll(async () => {
    // With smart sessions on (ERC-7715): the demo's Smart session panel, and the Sessions section in 'Your wallet'.
    session = await openDemo(browser, { demoDist: inject('demoDist'), query: '?smartSessions=on' })
  })
  afterAll(async () => {
    await session?.close()
  })
  // The tests share one page: one that fails with the modal open closes it, so the next (or its retry) starts clean.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return
    const modal = dialog(session.page)
    if (!(await modal.count())) return
    await modal
      .getByRole('button', { name: 'Close' })
      .click({ timeout: 5_000 })
      .catch(() => session.page.keyboard.press('Escape'))
    await modal.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => {})
  })

  it('loads the frame only when the user asks, and the embedded wallet becomes the connected account', async () => {
    const { page } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const modal = dialog(page)
    await modal.getByLabel('Email').fill(email)
    await waitForAnimations(page)
    expect(await runAxe(page)).toEqual([])
    // Under the email field, one row of provider marks, each button named for its provider; nothing unstyled.
    const socialRow = modal.getByRole('list', { name: 'Social logins' })
    for (const provider of ['Google', 'GitHub', 'Discord', 'X', 'Apple', 'Facebook', 'Farcaster'])
      await socialRow.getByRole('button', { name: `Continue with ${provider}`, exact: true }).waitFor()
    const tops = await socialRow
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    const emailBottom = (await modal.getByLabel('Email').boundingBox())?.y ?? Number.POSITIVE_INFINITY
    expect((await socialRow.boundingBox())?.y).toBeGreaterThan(emailBottom)
    expect(await findUnstyledElements(modal)).toEqual([])
    // WalletConnect (no registry image) reads as itself, never "WWalletConnect".
    expect(await modal.getByRole('button', { name: /^WalletConnect(\W|$)/ }).count()).toBe(1)
    // The view's code loaded with the Connect view; the frame waits for the user.
    expect(frameRequests()).toEqual([])
    await modal.getByRole('button', { name: 'Close' }).click()
    await modal.waitFor({ state: 'detached' })

    address = await signInWithEmail(page, email)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(frameRequests().length).toBeGreaterThan(0)
    expect(await page.locator('iframe[data-foyer-frame]').getAttribute('src')).toContain(
      'projectId=foyer-dev',
    )
    // The account is the embedded wallet's: the Account view shows it, and axe finds nothing there either.
    await page.getByRole('button', { name: 'Open modal' }).click()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
    await waitForAnimations(page)
    expect(await runAxe(page)).toEqual([])
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    expect(session.blocked).toEqual([])
  })

  it('the account is a smart account (SPEC §3 default) that signs after approval: ERC-6492, then ERC-1271', async () => {
    const { page } = session
    expect(await rpc<string>(mainnetRpc(), 'eth_getCode', [address, 'latest'])).toBe('0x')
    expect(await signDemoMessage(page, address, mainnetRpc())).toBe(true)
  })

  it("the frame's approval page follows the app's mode (SYNC_THEME): dark, then light", async () => {
    const { page } = session
    const approvalBackground = async () => {
      const approval = approvalFrame(page)
      await approval.getByRole('button', { name: 'Approve' }).waitFor()
      return approval.locator('html').evaluate((root) => getComputedStyle(root).backgroundColor)
    }
    for (const [mode, background] of [
      ['dark', 'rgb(20, 20, 20)'],
      ['light', 'rgb(255, 255, 255)'],
    ] as const) {
      await page.getByLabel('Theme').selectOption(mode)
      await page.getByRole('button', { name: 'Sign message' }).click()
      expect(await approvalBackground()).toBe(background)
      await approveInFrame(page)
      // The approval opened the modal; it closes once the signature is back (the same signature each time).
      await dialog(page).waitFor({ state: 'detached' })
      expect(await page.getByTestId('signature').textContent()).toMatch(/^0x[0-9a-f]+$/)
      expect(await page.getByTestId('demo-error').count()).toBe(0)
    }
    await page.getByLabel('Theme').selectOption('dark')
  })

  it("the frame's approval page reads in the app's language (SYNC_LOCALE): Arabic right to left, then Japanese", async () => {
    const { page } = session
    const languages = [
      { locale: 'ar', dir: 'rtl', title: 'توقيع رسالة', approve: 'موافقة', reject: 'رفض', account: 'الحساب' },
      {
        locale: 'ja',
        dir: 'ltr',
        title: 'メッセージに署名',
        approve: '承認',
        reject: '拒否',
        account: 'アカウント',
      },
    ] as const
    for (const { locale, dir, title, approve, reject, account } of languages) {
      await page.getByLabel('Language').selectOption(locale)
      await page.getByRole('button', { name: 'Sign message' }).click()
      const approval = approvalFrame(page)
      await approval.getByRole('button', { name: approve }).waitFor()
      const root = approval.locator('html')
      expect([await root.getAttribute('lang'), await root.getAttribute('dir')]).toEqual([locale, dir])
      expect(await approval.getByRole('heading', { level: 1 }).textContent()).toBe(title)
      // The account's address keeps its own (left-to-right) direction inside the page.
      const address = approval.locator('dt', { hasText: account }).locator('xpath=following-sibling::dd[1]')
      expect(
        await address.evaluate((value) => [value.textContent, getComputedStyle(value).direction]),
      ).toEqual([expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), 'ltr'])
      if (locale === 'ar') expect(await runAxe(await approvalFrameHandle(page))).toEqual([])
      await decideInFrame(page, reject)
      await waitForModalToClose(page)
    }
    await page.getByLabel('Language').selectOption('')
  })

  it('closing the modal rejects a pending approval: nothing is sent', async () => {
    const { page } = session
    const receiver = privateKeyToAccount(`0x${'42'.repeat(32)}`).address
    await rpc(mainnetRpc(), 'anvil_setBalance', [address, `0x${parseEther('1').toString(16)}`])
    const receiverBefore = await ethBalance(mainnetRpc(), receiver)
    await fillSendForm(page, { token: 'ETH', amount: '0.1', receiver })
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Review send' }).click()
    await modal.getByRole('button', { name: 'Send', exact: true }).click()
    await approvalFrame(page).getByRole('button', { name: 'Approve' }).waitFor()
    await modal.getByRole('button', { name: 'Close' }).click()
    await modal.waitFor({ state: 'detached' })
    expect(await ethBalance(mainnetRpc(), address)).toBe(parseEther('1'))
    expect(await ethBalance(mainnetRpc(), receiver)).toBe(receiverBefore)
  })

  it('Reject in the frame refuses the request and closes the modal opened for it: nothing is signed', async () => {
    const { page } = session
    const shown = page.getByTestId('signature')
    const signature = async () => ((await shown.count()) ? await shown.textContent() : null)
    const before = await signature()
    await page.getByRole('button', { name: 'Sign message' }).click()
    await rejectInFrame(page)
    await waitForModalToClose(page)
    expect(await signature()).toBe(before)
  })

  it('sends 0.25 ETH from the smart account through the Send view after approval: exact on-chain deltas', async () => {
    const { page } = session
    const receiver = privateKeyToAccount(`0x${'43'.repeat(32)}`).address
    const before = {
      sender: await ethBalance(mainnetRpc(), address),
      deposit: await entryPointDeposit(address),
      receiver: await ethBalance(mainnetRpc(), receiver),
    }
    await fillSendForm(page, { token: 'ETH', amount: '0.25', receiver })
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Review send' }).click()
    const confirm = modal.getByRole('button', { name: 'Send', exact: true })
    await confirm.and(page.locator(':enabled')).waitFor()
    await confirm.click()
    // The frame's own approval page shows the request readably: the network by name, the value in ETH and in USD, the
    // recipient, and the balance changes simulated on the chain.
    const approval = approvalFrame(page)
    await approval.getByText('eth_sendTransaction', { exact: true }).waitFor()
    await approval.getByRole('button', { name: 'Approve' }).and(approval.locator(':enabled')).waitFor()
    const shown = await approval.locator('main').innerText()
    expect(shown).toMatch(/Network\s+Ethereum/)
    expect(shown).toMatch(/Value\s+0\.25 ETH \(≈ \$[\d,]+\.\d\d\)/)
    expect(shown).toContain(receiver)
    expect(shown).toMatch(/Balance changes \(simulated\)[\s\S]*-0\.25 ETH/)
    await waitForAnimations(page)
    expect(await runAxe(page)).toEqual([])
    expect(await runAxe(await approvalFrameHandle(page))).toEqual([])
    // Below the page, the modal says it is busy until the wallet answers.
    await modal.getByRole('status').filter({ hasText: 'Waiting for your wallet to answer…' }).waitFor()
    await approveInFrame(page)
    await page.getByText('Transaction started').waitFor({ timeout: 20_000 })
    await expect.poll(() => ethBalance(mainnetRpc(), receiver)).toBe(before.receiver + parseEther('0.25'))
    // A UserOperation: the bundler's handleOps carried it. The account paid the value and its gas (actualGasCost); what
    // it prefunded beyond that stays its deposit in the EntryPoint.
    const { actualGasCost, sender, success } = await lastUserOperation(mainnetRpc())
    expect({ sender: sender.toLowerCase(), success }).toEqual({
      sender: address.toLowerCase(),
      success: true,
    })
    const after = {
      sender: await ethBalance(mainnetRpc(), address),
      deposit: await entryPointDeposit(address),
    }
    expect(after.sender + after.deposit).toBe(
      before.sender + before.deposit - parseEther('0.25') - actualGasCost,
    )
    expect(await rpc<string>(mainnetRpc(), 'eth_getCode', [address, 'latest'])).not.toBe('0x')
    await modal.getByRole('button', { name: 'Close' }).click()
    await modal.waitFor({ state: 'detached' })
  })

  it("'Your wallet' in the Account view switches to the EOA and back; each signs what viem verifies", async () => {
    const { page } = session
    await page.getByRole('button', { name: 'Open modal' }).click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: /^Your wallet/ }).click()
    const eoaCard = modal.getByRole('button', { name: 'Externally owned account (EOA)', exact: true })
    await eoaCard.waitFor()
    await waitForAnimations(page)
    // Cards: no fieldset border, no bullets, no name cut off ("Externally owned account (E(" was).
    expect(await findUnstyledElements(modal)).toEqual([])
    expect(await findClippedText(modal)).toEqual([])
    expect(
      await modal.getByRole('button', { name: 'Smart account', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true')
    await eoaCard.click()
    await expect.poll(() => page.getByTestId('address').textContent()).not.toBe(address)
    const eoa = (await page.getByTestId('address').textContent()) ?? ''
    expect(await rpc<string>(mainnetRpc(), 'eth_getCode', [eoa, 'latest'])).toBe('0x')
    await waitForAnimations(page)
    expect(await runAxe(page)).toEqual([])
    await modal.getByRole('button', { name: 'Close' }).click()
    expect(await signDemoMessage(page, eoa, mainnetRpc())).toBe(true)

    await page.getByRole('button', { name: 'Open modal' }).click()
    await modal.getByRole('button', { name: /^Your wallet/ }).click()
    await modal.getByRole('button', { name: 'Smart account' }).click()
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(address)
    await modal.getByRole('button', { name: 'Close' }).click()
  })

  it('smart sessions (ERC-7715): granted after the review page, the key spends on chain only inside the grant; revoked from Your wallet, nothing', {
    timeout: 240_000,
  }, async () => {
    const { page } = session
    const devnet = inject('devnet')
    const chain = devnet.evm.chains.find((each) => each.chainId === 1)
    if (!chain || !devnet.bundler) throw new Error('The devnet has no chain 1 or no bundler')
    // Gas for the grant's UserOperation and what the session spends (this test's own, whatever ran before it).
    await rpc(mainnetRpc(), 'anvil_setBalance', [address, `0x${parseEther('1').toString(16)}`])
    await page.getByRole('button', { name: 'Grant session' }).click()
    const approval = approvalFrame(page)
    await approval.getByText('Grant a session', { exact: true }).waitFor()
    await approval.getByText('Other calls', { exact: true }).waitFor()
    const shown = await approval.locator('main').innerText()
    expect(shown).toMatch(/App\s+Foyer demo \(http/)
    expect(shown).toMatch(/Network\s+Ethereum/)
    expect(shown).toMatch(/Spend up to\s+0\.01 ETH/)
    expect(shown).toMatch(/Other calls\s+Refused by your account on chain/)
    expect(shown).not.toContain('native-token-transfer')
    expect(await runAxe(await approvalFrameHandle(page))).toEqual([])
    await approveInFrame(page).catch(async (error: unknown) => {
      const frame = await approvalFrameHandle(page)
      const sizes = await frame.evaluate(() => ({
        main: document.querySelector('main')?.getBoundingClientRect().height,
        viewport: window.innerHeight,
        buttons: Array.from(document.querySelectorAll('button'), (button) => button.outerHTML),
      }))
      await page.screenshot({ path: '/tmp/sess-grant-page.png' })
      throw new Error(`Approve never armed: ${JSON.stringify(sizes)}`, { cause: error })
    })
    await page
      .getByTestId('session-status')
      .filter({ hasText: 'Session granted' })
      .waitFor({ timeout: 60_000 })
    const sessionKey = privateKeyToAccount(
      (await page.evaluate((name) => sessionStorage.getItem(name), 'foyer-demo-session-key')) as Hex,
    )
    expect(await page.getByTestId('session-key').textContent()).toBe(sessionKey.address)

    // The app's side (its server, holding the key): UserOperations the key signs, through the devnet's bundler.
    const client = createPublicClient({
      chain: defineChain({
        id: 1,
        name: 'Ethereum',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [mainnetRpc()] } },
      }),
      transport: http(mainnetRpc()),
    })
    const bundler = createBundlerClient({
      client,
      transport: http(`${devnet.bundler.url}/1`, { timeout: 60_000 }),
    })
    const account = await toSessionKeyAccount({
      client,
      entryPoint: chain.entryPoint as Address,
      address: address as Address,
      sessionKey,
    })
    const receiver = privateKeyToAccount(`0x${'45'.repeat(32)}`).address
    const sendAsSession = async (value: bigint) => {
      const hash = await bundler.sendUserOperation({ account, calls: [{ to: receiver, value }] })
      return bundler.waitForUserOperationReceipt({ hash, pollingInterval: 250 })
    }
    const held = async () => (await ethBalance(mainnetRpc(), address)) + (await entryPointDeposit(address))
    const before = { held: await held(), receiver: await ethBalance(mainnetRpc(), receiver) }
    const inside = await sendAsSession(parseEther('0.006'))
    expect(inside.success).toBe(true)
    expect(await ethBalance(mainnetRpc(), receiver)).toBe(before.receiver + parseEther('0.006'))
    expect(await held()).toBe(before.held - parseEther('0.006') - inside.actualGasCost)
    // 0.006 + 0.005 is more than the 0.01 ETH granted: the account refuses it, nothing moves.
    const afterInside = await held()
    await expect(sendAsSession(parseEther('0.005'))).rejects.toThrow()
    expect(await held()).toBe(afterInside)
    expect(await ethBalance(mainnetRpc(), receiver)).toBe(before.receiver + parseEther('0.006'))

    // The Account view's 'Your wallet' lists the session with its limit; Revoke ends it after the frame's page.
    await page.getByRole('button', { name: 'Open modal' }).click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: /^Your wallet/ }).click()
    const sessions = modal.getByRole('list', { name: 'Active sessions' })
    await sessions.getByText('Up to 0.01 ETH in total').waitFor({ timeout: 30_000 })
    await sessions.getByText(`Session key ${sessionKey.address}`).waitFor()
    await waitForAnimations(page)
    expect(await findUnstyledElements(modal)).toEqual([])
    expect(await runAxe(page)).toEqual([])
    await sessions.getByRole('button', { name: /^Revoke the session of Foyer demo/ }).click()
    await approval.getByText('End a session', { exact: true }).waitFor()
    await approveInFrame(page)
    await modal.getByText('No app holds a session on this account.').waitFor({ timeout: 60_000 })
    const afterRevoke = await held()
    await expect(sendAsSession(parseEther('0.001'))).rejects.toThrow()
    expect(await held()).toBe(afterRevoke)
    expect(await ethBalance(mainnetRpc(), receiver)).toBe(before.receiver + parseEther('0.006'))
    await modal.getByRole('button', { name: 'Close' }).click()
    await modal.waitFor({ state: 'detached' })
  })

  let currentEmail = email

  it('useAppKitUpdateEmail changes the email: a code to the current address, then one to the new; same wallet', async () => {
    const { page } = session
    const newEmail = `demo-new-${Date.now()}@example.com`
    expect(await page.getByTestId('email').textContent()).toBe(email)
    await page.getByRole('button', { name: 'Update email' }).click()
    const modal = dialog(page)
    await modal.getByLabel(`New email (now ${email})`).fill(newEmail)
    await modal.getByRole('button', { name: 'Send code' }).click()
    const primary = modal.getByLabel(`Code sent to ${email}`)
    await primary.waitFor()
    await waitForAnimations(page)
    expect(await runAxe(page)).toEqual([])
    await primary.fill(await latestCode(email))
    const secondary = modal.getByLabel(`Code sent to ${newEmail}`)
    await secondary.waitFor()
    await secondary.fill(await latestCode(newEmail))
    await modal.getByText(`Your email is now ${newEmail}.`).waitFor()
    expect(await page.getByTestId('updated-email').textContent()).toBe(`Email updated to ${newEmail}`)
    expect(await page.getByTestId('email').textContent()).toBe(newEmail)
    expect(await page.getByTestId('address').textContent()).toBe(address)
    await modal.getByRole('button', { name: 'Close' }).click()
    await modal.waitFor({ state: 'detached' })
    currentEmail = newEmail
  })

  it('a new device is approved through the mailed link before any code is sent (the app is answered as for any address), and gets the same wallet', async () => {
    const other = await openDemo(browser, { demoDist: inject('demoDist') })
    const { page, context } = other
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      const modal = dialog(page)
      await modal.getByLabel('Email').fill(currentEmail)
      await modal.getByRole('button', { name: 'Continue with email' }).click()
      // The service answers as for any address (no account enumeration): the code step.
      const codeInput = modal.getByLabel(`Code sent to ${currentEmail}`)
      await codeInput.waitFor()
      await waitForAnimations(page)
      expect(await runAxe(page)).toEqual([])
      // The mail to the user: a link, no code yet; approving mails the code.
      const link = await latestMailedLink(inject('devnet').mail?.url ?? '', currentEmail)
      const approval = await context.newPage()
      await approval.goto(link)
      // The app the sign-in came from (its metadata, through SYNC_DAPP_DATA) is named.
      expect(await approval.textContent('body')).toContain('signing in to your Foyer wallet on Foyer demo')
      await approval.getByRole('button', { name: 'Approve this device' }).click()
      await approval.getByRole('heading', { name: 'Device approved' }).waitFor()
      await approval.close()
      await codeInput.fill(await latestCode(currentEmail))
      await waitForStatus(page, 'connected')
      expect(await page.getByTestId('email').textContent()).toBe(currentEmail)
      // The same wallet: the keys came back from the service's sealed backup into this device's frame.
      expect(await page.getByTestId('address').textContent()).toBe(address)
      expect(await signDemoMessage(page, address, mainnetRpc())).toBe(true)
      expect(other.blocked).toEqual([])
    } finally {
      await other.close()
    }
  })

  it('a reload keeps the session; disconnecting signs out, and the next load leaves the frame alone', async () => {
    const { page } = session
    await page.reload()
    await waitForStatus(page, 'connected')
    expect(await page.getByTestId('address').textContent()).toBe(address)

    await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await waitForStatus(page, 'disconnected')
    const before = frameRequests().length
    const requestsBefore = session.requests.length
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
    // A (wrong) restore starts with the page's load: by the time it has fetched the modal while idle, it would show.
    await waitForIdlePage(page, session.requests, requestsBefore)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    expect(frameRequests().length).toBe(before)
  })

  it("a second code for the same email within 30 s is refused: 'Please try again after N seconds'", async () => {
    const { page } = session
    const fresh = `demo-cooldown-${Date.now()}@example.com`
    for (const attempt of [1, 2]) {
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      const modal = dialog(page)
      await modal.getByLabel('Email').fill(fresh)
      await modal.getByRole('button', { name: 'Continue with email' }).click()
      if (attempt === 1) {
        const codeInput = modal.getByLabel(`Code sent to ${fresh}`)
        await codeInput.waitFor()
        expect(await codeInput.getAttribute('autocomplete')).toBe('one-time-code')
        expect(await codeInput.getAttribute('inputmode')).toBe('numeric')
        // A new code only after the cooldown: the button counts down, disabled until then.
        const resend = modal.getByRole('button', { name: /^Resend code in \d+ s$/ })
        expect(await resend.isDisabled()).toBe(true)
        const seconds = async () => Number(/(\d+) s$/.exec((await resend.textContent()) ?? '')?.[1])
        const first = await seconds()
        expect(first).toBeGreaterThan(20)
        await expect.poll(seconds, { timeout: 3000 }).toBeLessThan(first)
        // Typed digits fill the boxes one by one; Backspace empties the last and moves back.
        await codeInput.pressSequentially('123')
        await codeInput.press('Backspace')
        expect(await codeInput.inputValue()).toBe('12')
        expect(
          await modal
            .locator('[data-box]')
            .evaluateAll((boxes) =>
              boxes.map((box) => `${box.textContent}${box.className.includes('--active') ? '*' : ''}`),
            ),
        ).toEqual(['1', '2', '*', '', '', ''])
        expect(await findUnstyledElements(modal)).toEqual([])
        // "Use another email" goes back to the email, kept for correcting.
        await modal.getByRole('button', { name: 'Use another email' }).click()
        expect(await modal.getByLabel('Email').inputValue()).toBe(fresh)
        await page.reload()
        continue
      }
      await expect.poll(() => modal.textContent()).toMatch(/Please try again after \d+ seconds/)
    }
  })

  it('a wrong code is refused with the service message, and the user can try again', async () => {
    const other = await openDemo(browser, { demoDist: inject('demoDist') })
    const { page } = other
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      const modal = dialog(page)
      const wrongEmail = `demo-wrong-${Date.now()}@example.com`
      await modal.getByLabel('Email').fill(wrongEmail)
      await modal.getByRole('button', { name: 'Continue with email' }).click()
      const codeInput = modal.getByLabel(`Code sent to ${wrongEmail}`)
      await codeInput.waitFor()
      const code = await latestCode(wrongEmail)
      // The sixth digit sends the code: a wrong one is refused and the boxes empty for the next try.
      await codeInput.fill(code === '000000' ? '111111' : '000000')
      await expect.poll(() => modal.textContent()).toContain('Invalid code')
      await expect.poll(() => codeInput.inputValue()).toBe('')
      // The right one pasted (as from the mail, with its spacing): it fills all six boxes and logs in.
      await codeInput.focus()
      await codeInput.evaluate(
        (input, text) => {
          const data = new DataTransfer()
          data.setData('text/plain', text)
          input.dispatchEvent(
            new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
          )
        },
        ` ${code.slice(0, 3)} ${code.slice(3)} `,
      )
      await waitForStatus(page, 'connected')
    } finally {
      await other.close()
    }
  })
})

describe('social login in the demo (the devnet OpenID provider in a popup, PKCE, the devnet frame)', () => {
  it('signs in with GitHub through the popup; the embedded wallet connects and signs after approval', async () => {
    const session = await openDemo(browser, { demoDist: inject('demoDist') })
    const { page, context } = session
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      const modal = dialog(page)
      const socialList = modal.getByRole('list', { name: 'Social logins' })
      await socialList.waitFor()
      await waitForAnimations(page)
      expect(await runAxe(page)).toEqual([])

      // A closed popup cancels, and says so.
      const [abandoned] = await Promise.all([
        context.waitForEvent('page'),
        socialList.getByRole('button', { name: 'Continue with GitHub' }).click(),
      ])
      await abandoned.waitForLoadState()
      await abandoned.close()
      await expect
        .poll(() => modal.getByRole('alert').textContent())
        .toBe('Social login cancelled. Please try again.')

      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        socialList.getByRole('button', { name: 'Continue with GitHub' }).click(),
      ])
      await popup.getByRole('heading', { name: 'Sign in with github' }).waitFor()
      await popup.getByLabel('Username').fill('octo-dev')
      await popup.getByRole('button', { name: 'Continue' }).click()
      await waitForStatus(page, 'connected')
      await modal.waitFor({ state: 'detached' })
      const address = (await page.getByTestId('address').textContent()) ?? ''
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

      expect(await signDemoMessage(page, address, mainnetRpc())).toBe(true)
      expect(session.blocked).toEqual([])
    } finally {
      await session.close()
    }
  })
})

describe('social login in a Telegram mini-app (redirect mode, SPEC §2)', () => {
  it('goes to the provider and back; result_uri is read, removed from the address bar, and the wallet connects', async () => {
    const session = await openDemo(browser, {
      demoDist: inject('demoDist'),
      // What Telegram's in-app browser defines: no popups there.
      initScripts: ['window.TelegramWebviewProxy = { postEvent() {} }'],
    })
    const { page, context } = session
    try {
      const appUrl = page.url()
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      let popups = 0
      context.on('page', () => popups++)
      await dialog(page).getByRole('button', { name: 'Continue with Discord' }).click()
      await page.getByRole('heading', { name: 'Sign in with discord' }).waitFor()
      await page.getByLabel('Username').fill('mini-app-user')
      await page.getByRole('button', { name: 'Continue' }).click()
      await waitForStatus(page, 'connected')
      expect(popups).toBe(0)
      expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
      expect(page.url()).toBe(appUrl)
      expect(await page.getByTestId('address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(session.blocked).toEqual([])
    } finally {
      await session.close()
    }
  })
})

describe('the embedded wallet on Solana (multichain page, litesvm endpoint)', () => {
  it('one email login connects EVM and Solana; Solana signs and sends after approval, with exact deltas, and outlives an EVM disconnect', async () => {
    const devnet = inject('devnet')
    const clusters = solanaClusterUrls(devnet)
    const session = await openDemo(browser, { demoDist: inject('demoDist'), query: 'multichain.html' })
    const { page } = session
    const text = (testId: string) => page.getByTestId(testId).textContent()
    try {
      await signIn(page, {
        inboxUrl: devnet.mail?.url ?? '',
        email: `solana-${Date.now()}@example.com`,
        openButton: 'Connect EVM wallet',
      })
      await expect.poll(() => text('evm-status'), { timeout: 15_000 }).toBe('connected')
      await expect.poll(() => text('solana-status'), { timeout: 15_000 }).toBe('connected')
      const address = (await text('solana-address')) ?? ''
      expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
      await rpc(clusters.mainnet, 'requestAirdrop', [address, 1_000_000_000])
      await expect.poll(() => solanaBalance(clusters.mainnet, address)).toBe(1_000_000_000n)

      await page.getByRole('button', { name: 'Sign Solana message' }).click()
      await approvalFrame(page).getByText('solana_signMessage', { exact: true }).waitFor()
      await approveInFrame(page)
      await page.getByTestId('solana-signature').waitFor()
      const signature = (await text('solana-signature')) ?? ''
      expect(verifySolanaSignature({ address, message: 'Hello from the Foyer demo', signature })).toBe(true)

      const recipient = solanaDevAddress(8)
      const recipientBefore = await solanaBalance(clusters.mainnet, recipient)
      await page.getByLabel('Recipient').fill(recipient)
      await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
      await approvalFrame(page).getByText('solana_signAllTransactions', { exact: true }).waitFor()
      await approveInFrame(page)
      await page.getByTestId('solana-tx').waitFor({ timeout: 15_000 })
      const fee = await solanaTransactionFee(clusters.mainnet, (await text('solana-tx')) ?? '')
      expect(await solanaBalance(clusters.mainnet, recipient)).toBe(recipientBefore + 10_000_000n)
      expect(await solanaBalance(clusters.mainnet, address)).toBe(1_000_000_000n - 10_000_000n - fee)

      // Disconnecting EVM leaves the login to Solana, which still signs.
      await page.getByRole('button', { name: 'Disconnect EVM' }).click()
      await expect.poll(() => text('evm-status')).toBe('disconnected')
      await page.getByRole('button', { name: 'Sign Solana message' }).click()
      await approveInFrame(page)
      await page.getByTestId('solana-signature').waitFor()
      expect(
        verifySolanaSignature({
          address,
          message: 'Hello from the Foyer demo',
          signature: (await text('solana-signature')) ?? '',
        }),
      ).toBe(true)
      expect(await text('solana-status')).toBe('connected')
      expect(session.blocked).toEqual([])
    } finally {
      await session.close()
    }
  })
})

describe('Farcaster (Sign In With Farcaster: the devnet relay, the dev Farcaster app, the IdRegistry on anvil)', () => {
  it('shows a QR code and a link; approving as @alice in the Farcaster app connects the embedded wallet', async () => {
    const session = await openDemo(browser, { demoDist: inject('demoDist') })
    const { page, context } = session
    try {
      // On a 320 px phone the row holds fewer marks: "More" shows the rest and moves the focus to them.
      await page.setViewportSize({ width: 320, height: 720 })
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      const modal = dialog(page)
      const more = modal.getByRole('button', { name: /^More social logins/ })
      const socialNames = () =>
        modal
          .getByRole('list', { name: 'Social logins' })
          .getByRole('button')
          .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))
      await more.waitFor()
      const before = await socialNames()
      expect(before.length).toBeLessThan(8)
      expect(before).not.toContain('Continue with Farcaster')
      await more.click()
      await expect.poll(() => more.count()).toBe(0)
      const after = await socialNames()
      expect(after).toContain('Continue with Farcaster')
      const focused = await modal.evaluate((element) =>
        (element.getRootNode() as Document | ShadowRoot).activeElement?.getAttribute('aria-label'),
      )
      expect(focused).toBe(after.find((name) => !before.includes(name)))
      const farcaster = modal.getByRole('button', { name: 'Continue with Farcaster', exact: true })
      await page.setViewportSize({ width: 1280, height: 720 })
      await farcaster.click()
      await modal.getByRole('img', { name: 'QR code to sign in with Farcaster' }).waitFor()
      await waitForAnimations(page)
      expect(await runAxe(page)).toEqual([])
      const link =
        (await modal.getByRole('link', { name: /Open Farcaster on this device/ }).getAttribute('href')) ?? ''
      expect(link.startsWith(`${inject('devnet').farcaster?.url}/~/siwf?channelToken=`)).toBe(true)

      // The user's Farcaster app (the devnet's stand-in) names the app's domain and signs with the custody key.
      const farcasterApp = await context.newPage()
      await farcasterApp.goto(link)
      expect(await farcasterApp.textContent('body')).toContain(
        `${new URL(page.url()).host} asks you to sign in`,
      )
      await farcasterApp.getByRole('button', { name: /Sign in as @alice/ }).click()
      await farcasterApp.getByText('Signed in as @alice. You can return to the app.').waitFor()
      await farcasterApp.close()

      await waitForStatus(page, 'connected')
      await modal.waitFor({ state: 'detached' })
      const address = (await page.getByTestId('address').textContent()) ?? ''
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      const stored = await page.evaluate(() =>
        Object.entries(localStorage).filter(([key]) => /connectedSocial|socialUsername/.test(key)),
      )
      expect(stored.map(([, value]) => value).sort()).toEqual(['"alice"', '"farcaster"'])
      expect(await signDemoMessage(page, address, mainnetRpc())).toBe(true)
      expect(session.blocked).toEqual([])
    } finally {
      await session.close()
    }
  })
})

describe('passkey protection of the embedded wallet (Chromium virtual authenticator with PRF)', () => {
  it('seals the backup under a passkey; a new device recovers the same wallet with the passkey, another with the printed recovery code', async () => {
    const frameUrl = inject('devnet').frame?.url ?? ''
    // A passkey's relying party is a domain, never an IP address: the frame is served as localhost here.
    const frameOnLocalhost = frameUrl.replace('127.0.0.1', 'localhost')
    const session = await openDemo(browser, { demoDist: inject('demoDist') })
    const { page, context } = session
    try {
      const demoPort = new URL(session.server.url).port
      const demoScript = (url: URL) => url.port === demoPort && url.pathname.endsWith('.js')
      await page.route(demoScript, async (route) => {
        // A script still loading when the session closes has nothing left to answer.
        try {
          const response = await route.fetch()
          await route.fulfill({
            response,
            body: (await response.text()).replaceAll(frameUrl, frameOnLocalhost),
          })
        } catch (error) {
          if (!page.isClosed()) throw error
        }
      })
      // The authenticator of this tab (a synced passkey's stand-in): both devices below are this tab.
      const cdp = await context.newCDPSession(page)
      await cdp.send('WebAuthn.enable')
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          hasPrf: true,
          automaticPresenceSimulation: true,
        },
      })
      // The app on the frame's site too: the frame keeps its storage (a browser blocking third-party storage would not).
      const demoOnLocalhost = session.url.replace('127.0.0.1', 'localhost')
      await page.goto(demoOnLocalhost)
      const email = `passkey-${Date.now()}@example.com`
      const address = await signInWithEmail(page, email)
      expect(await page.locator('iframe[data-foyer-frame]').getAttribute('src')).toContain(frameOnLocalhost)
      // The frame's storage holds its keys only sealed (the vault), never as plain hex.
      const signingFrame = page
        .frames()
        .find((frame) => frame.url().startsWith(`${frameOnLocalhost}/index.html`))
      const frameStorage = (await signingFrame?.evaluate(() => JSON.stringify({ ...localStorage }))) ?? ''
      expect(frameStorage).toContain('foyer-frame:vault')
      expect(frameStorage).not.toMatch(/0x[0-9a-f]{64}/)

      // "Your wallet" says the service backs the wallet up, and offers the passkey.
      await page.getByRole('button', { name: 'Open modal' }).click()
      const modal = dialog(page)
      await modal.getByRole('button', { name: /^Your wallet/ }).click()
      await modal.getByText(/Backed up by the wallet service/).waitFor()
      await modal.getByRole('button', { name: 'Protect with a passkey' }).click()
      // The frame's own page warns first and shows the recovery code; the app never sees the code.
      const approval = approvalFrame(page)
      await approval.getByRole('heading', { name: 'Protect your wallet with a passkey' }).waitFor()
      const shown = (await approval.locator('main').textContent()) ?? ''
      expect(shown).toContain(
        'Lose this passkey and this code, and your wallet is lost: nobody can recover it.',
      )
      const code = /([0-9A-Z]{4}-){7}[0-9A-Z]{4}/.exec(shown)?.[0] ?? ''
      expect(code).not.toBe('')
      expect(await modal.textContent()).not.toContain(code)
      await approval.getByRole('button', { name: 'Approve' }).and(approval.locator(':enabled')).waitFor()
      expect(await runAxe(await approvalFrameHandle(page))).toEqual([])
      await approveInFrame(page)
      await modal.getByText(/Protected by your passkey/).waitFor({ timeout: 20_000 })
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
      expect(credentials.map((credential) => credential.rpId)).toEqual(['localhost'])
      await waitForAnimations(page)
      expect(await runAxe(page)).toEqual([])
      await modal.getByRole('button', { name: 'Close' }).click()
      await modal.waitFor({ state: 'detached' })

      /**
       * A new device: nothing of the app's or the frame's storage is left (no keys, no frame key, no device id). The
       * email login goes through the mailed device approval, then the code.
       */
      const signInOnNewDevice = async () => {
        await page.goto('about:blank')
        for (const origin of [new URL(demoOnLocalhost).origin, new URL(frameOnLocalhost).origin])
          await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
        await page.goto(demoOnLocalhost)
        await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
        await modal.getByLabel('Email').fill(email)
        const codeInput = modal.getByLabel(`Code sent to ${email}`)
        // The service mails one address at most every 30 s and the last mail is more recent: the devnet's service
        // ends the address's cooldown on request (a dev convenience) instead of the test waiting it out.
        await endEmailCooldown(email)
        await modal.getByRole('button', { name: 'Continue with email' }).click()
        await codeInput.waitFor()
        const link = await latestMailedLink(inject('devnet').mail?.url ?? '', email)
        const deviceApproval = await context.newPage()
        await deviceApproval.goto(link)
        await deviceApproval.getByRole('button', { name: 'Approve this device' }).click()
        await deviceApproval.getByRole('heading', { name: 'Device approved' }).waitFor()
        await deviceApproval.close()
        await codeInput.fill(await latestCode(email))
      }
      // The passkey is still there, as a synced passkey would be.
      await signInOnNewDevice()
      // The backup opens only with the passkey: the frame's page asks for it before the wallet connects.
      await approvalFrame(page).getByRole('heading', { name: 'Unlock your wallet' }).waitFor()
      await approveInFrame(page)
      await waitForStatus(page, 'connected')
      expect(await page.getByTestId('address').textContent()).toBe(address)
      expect(await signDemoMessage(page, address, mainnetRpc())).toBe(true)

      // Another new device, and the passkey is gone: the printed code, typed into the frame's page, opens the wallet.
      await cdp.send('WebAuthn.clearCredentials', { authenticatorId })
      await signInOnNewDevice()
      const unlock = approvalFrame(page)
      // Chromium drops a click into the visibility-watching frame while it has just moved: click until it takes.
      const codeField = unlock.getByLabel('Recovery code')
      await expect
        .poll(
          async () => {
            if (!(await codeField.isVisible()))
              await unlock
                .getByRole('button', { name: 'Use a recovery code' })
                .click({ timeout: 5_000 })
                .catch(() => {})
            return codeField.isVisible()
          },
          { timeout: 30_000 },
        )
        .toBe(true)
      await unlock.getByLabel('Recovery code').fill(code.toLowerCase().replaceAll('-', ' '))
      await unlock.getByRole('button', { name: 'Approve' }).and(unlock.locator(':enabled')).waitFor()
      expect(await runAxe(await approvalFrameHandle(page))).toEqual([])
      await approveInFrame(page)
      await waitForStatus(page, 'connected')
      expect(await page.getByTestId('address').textContent()).toBe(address)
      expect(await signDemoMessage(page, address, mainnetRpc())).toBe(true)
      expect(session.blocked).toEqual([])
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await session.close()
    }
  }, 120_000)
})
