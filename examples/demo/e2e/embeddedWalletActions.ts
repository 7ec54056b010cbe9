import type { Frame, FrameLocator, Page } from 'playwright-core'
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

/** Approves the pending request by a click in the frame's approval page, as the user does. */
export async function approveInFrame(page: Page): Promise<void> {
  await approvalFrame(page).getByRole('button', { name: 'Approve' }).click()
}
