import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { connectDevWallet, dialog, openConnectView, waitForStatus } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { approvalFrameHandle, signDemoMessage, signInWithEmail } from './embeddedWalletActions.js'
import { launchChromium } from './launchChromium.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** Records every CSP violation the page sees, before any page script runs. */
const recordViolations = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI + ' ' + (event.sourceFile || '') + ':' + event.lineNumber);
  });
`

/**
 * The host's policy: no inline script or style, no eval; the Foyer service is reached through the page's origin.
 * Token icons in Blockchain API answers are absolute URLs on the service's own origin, which the host allows for
 * images as it would an image CDN. `extra` adds directives (the embedded wallet's `frame-src`).
 */
function strictPolicy(extra: string[] = []): string {
  const devnet = inject('devnet')
  const rpcOrigins = Object.values(devnet.evm.rpcUrls).map((url) => new URL(url).origin)
  const serviceOrigin = new URL(devnet.service?.url ?? '').origin
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${serviceOrigin}`,
    `connect-src 'self' ${rpcOrigins.join(' ')}`,
    ...extra,
    'report-uri /__csp-report',
  ].join('; ')
}

it('under a strict Content-Security-Policy the modal opens, looks as designed and connects, with zero violations', async () => {
  const devnet = inject('devnet')
  const policy = strictPolicy()
  const reports: unknown[] = []
  const session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: [
      recordViolations,
      ...(await devWalletScripts(devnet, inject('walletsDir'), { account: 6 })),
    ],
    headers: { 'content-security-policy': policy },
    violations: reports,
    query: '?api=same-origin',
    proxy: { prefix: '/foyer-api', target: devnet.service?.url ?? '' },
  })
  const { page } = session

  await openConnectView(page)
  const modal = dialog(page)
  // As designed: the stylesheet applied (360 px card, themed background, rounded corners), images loaded.
  const look = await modal.evaluate((element) => {
    const card = element.closest('[class*="foyer-modal"]') ?? element
    const style = getComputedStyle(card)
    return {
      width: card.getBoundingClientRect().width,
      background: style.backgroundColor,
      radius: style.borderTopLeftRadius,
    }
  })
  expect(look.width).toBe(360)
  expect(look.background).not.toBe('rgba(0, 0, 0, 0)')
  expect(look.radius).not.toBe('0px')
  await page.screenshot({ path: '/tmp/demo-csp-connect.png' })

  // Connect by mouse.
  await modal
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .first()
    .click()
  await page
    .getByTestId('status')
    .filter({ hasText: /^connected$/ })
    .waitFor()
  await page.getByRole('button', { name: 'Open modal' }).click()
  await modal.getByRole('button', { name: 'Disconnect' }).waitFor()
  await page.screenshot({ path: '/tmp/demo-csp-account.png' })

  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  )
  expect(violations).toEqual([])
  expect(reports).toEqual([])
  expect(session.blocked).toEqual([])
  await session.close()
})

it("with the frame's origin in frame-src, email login into the embedded wallet and its signing see zero violations", async () => {
  const devnet = inject('devnet')
  const frameOrigin = new URL(devnet.frame?.url ?? '').origin
  const reports: unknown[] = []
  const session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: [recordViolations],
    headers: { 'content-security-policy': strictPolicy([`frame-src ${frameOrigin}`]) },
    violations: reports,
    query: '?api=same-origin',
    proxy: { prefix: '/foyer-api', target: devnet.service?.url ?? '' },
  })
  const { page } = session
  try {
    await signInWithEmail(page, {
      inboxUrl: devnet.mail?.url ?? '',
      email: `csp-${Date.now()}@example.com`,
    })
    await waitForStatus(page, 'connected')
    const address = (await page.getByTestId('address').textContent()) ?? ''
    // The frame's approval page keeps the frame site's strict policy too (no inline script or style, no eval): the
    // recorder runs in every frame, and sees nothing there while the page shows the request, styled by its own sheet.
    const signed = signDemoMessage(page, address, devnet.evm.rpcUrls['1'] ?? '')
    const approval = await (async () => {
      await dialog(page).locator('iframe[data-foyer-approval]').waitFor()
      const frame = await approvalFrameHandle(page)
      await frame.getByRole('button', { name: 'Approve' }).waitFor()
      return frame.evaluate(() => ({
        violations: (window as unknown as { __cspViolations: string[] }).__cspViolations,
        styled: getComputedStyle(document.querySelector('.approval') as Element).display,
      }))
    })()
    expect(approval).toEqual({ violations: [], styled: 'flex' })
    expect(await signed).toBe(true)
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )
    expect(violations).toEqual([])
    expect(reports).toEqual([])
    expect(session.blocked).toEqual([])
  } finally {
    await session.close()
  }
})

it('connectDevWallet helper still works without a policy (control)', async () => {
  const devnet = inject('devnet')
  const session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: await devWalletScripts(devnet, inject('walletsDir'), { account: 7 }),
  })
  await connectDevWallet(session.page)
  await session.close()
})
