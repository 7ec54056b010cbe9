import { errors, type Frame, type FrameLocator, type Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import { dialog } from './demoActions.js'
import { latestMailedCode } from './devMailbox.js'

/**
 * Email login into the embedded wallet through the Connect view, as a person would: the email, then the code the
 * service mailed (read from the devnet's SMTP server at `inboxUrl`); resolves once the modal has closed. `openButton` opens the modal (the multichain page has its own).
 */
export async function signInWithEmail(
  page: Page,
  {
    inboxUrl,
    email,
    openButton = 'Connect Wallet',
  }: { inboxUrl: string; email: string; openButton?: string },
): Promise<void> {
  await page.getByRole('button', { name: openButton }).first().click()
  const modal = dialog(page)
  await modal.getByLabel('Email').fill(email)
  await modal.getByRole('button', { name: 'Continue with email' }).click()
  const codeInput = modal.getByLabel(`Code sent to ${email}`)
  await codeInput.waitFor()
  // The sixth digit sends the code by itself.
  await codeInput.fill(await latestMailedCode(inboxUrl, email))
  await modal.waitFor({ state: 'detached' })
}

/**
 * The demo's Sign message, approved in the modal; true when viem verifies the signature for `address` on the chain at
 * `rpcUrl`: an EOA's by recovery, a smart account's by ERC-1271 (or ERC-6492 before it is deployed).
 */
export async function signDemoMessage(page: Page, address: string, rpcUrl: string): Promise<boolean> {
  const shown = page.getByTestId('signature')
  // A signature from an earlier request may be on the page: wait for this request's.
  const previous = (await shown.count()) ? await shown.textContent() : null
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approveInFrame(page)
  await page.waitForFunction((earlier) => {
    const text = document.querySelector('[data-testid="signature"]')?.textContent
    return Boolean(text) && text !== earlier
  }, previous)
  return createPublicClient({ transport: http(rpcUrl) }).verifyMessage({
    address: address as `0x${string}`,
    message: 'Hello from the Foyer demo',
    signature: ((await shown.textContent()) ?? '') as `0x${string}`,
  })
}

/**
 * The embedded wallet's approval page in the modal: the secure frame's own document (its origin), where only the
 * user's click approves.
 */
export function approvalFrame(page: Page): FrameLocator {
  return dialog(page).frameLocator('iframe[data-foyer-approval]')
}

/** The approval page's frame itself (for axe), once it has loaded. */
export async function approvalFrameHandle(page: Page): Promise<Frame> {
  const element = await dialog(page).locator('iframe[data-foyer-approval]').elementHandle()
  const frame = await element?.contentFrame()
  if (!frame) throw new Error('The approval page is not shown')
  return frame
}

/**
 * Decides the pending request by a click on `button` in the frame's approval page, as the user does. Chromium drops
 * a click into a visibility-watching frame that has just appeared or moved, and the page ignores an Approve while
 * the browser does not vouch that it is fully visible (it can flip between Playwright's check and its click on a busy
 * machine): like a user whose click did nothing, click again until the page has taken a decision (its buttons turn
 * off, or the page has gone with the settled request).
 */
export async function decideInFrame(page: Page, button: string): Promise<void> {
  const frame = approvalFrame(page)
  const target = frame.getByRole('button', { name: button })
  const undecided = target.and(frame.locator(':enabled'))
  for (let attempt = 1; attempt <= 4; attempt++) {
    await target.click()
    const decided = await undecided
      .waitFor({ state: 'detached', timeout: 3_000 })
      .then(() => true)
      .catch((error: unknown) => !(error instanceof errors.TimeoutError))
    if (decided) return
  }
}

/** Approves the pending request in the frame's approval page (see `decideInFrame`). */
export function approveInFrame(page: Page): Promise<void> {
  return decideInFrame(page, 'Approve')
}

/** Rejects the pending request in the frame's approval page (see `decideInFrame`). */
export function rejectInFrame(page: Page): Promise<void> {
  return decideInFrame(page, 'Reject')
}

/**
 * Waits for the modal to close once a request shown in it settled; if it stays open, fails saying what it shows and
 * what the approval page says (the two differ when the app, not the frame, kept it open).
 */
export async function waitForModalToClose(page: Page, timeout = 15_000): Promise<void> {
  const modal = dialog(page)
  const closed = await modal
    .waitFor({ state: 'detached', timeout })
    .then(() => true)
    .catch(() => false)
  if (closed) return
  const shows = await modal.textContent({ timeout: 2_000 }).catch(() => '(gone)')
  const says = await approvalFrame(page)
    .getByRole('status')
    .textContent({ timeout: 2_000 })
    .catch(() => '(no approval page)')
  throw new Error(
    `The modal stayed open ${timeout} ms after the request settled. It shows: ${shows}. The approval page says: ${says}`,
  )
}
