import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { dialog, waitForAnimations } from './demoActions.js'
import { openDemo } from './demoPage.js'
import { latestMailedCode } from './devMailbox.js'
import { launchChromium } from './launchChromium.js'
import { runAxe } from './runAxe.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const latestCode = (email: string) => latestMailedCode(inject('devnet').service?.url ?? '', email)

describe('email login in the demo (socials plugin, the devnet frame, Chromium)', () => {
  it('loads the frame only when the user asks, signs in with the mailed code, and signs out', async () => {
    const session = await openDemo(browser, { demoDist: inject('demoDist') })
    const { page } = session
    const frameOrigin = new URL(inject('devnet').frame?.url ?? '').origin
    const frameRequests = () => session.requests.filter((url) => new URL(url).origin === frameOrigin)
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      const modal = dialog(page)
      await modal.getByLabel('Email').waitFor()
      const email = `demo-${Date.now()}@example.com`
      await modal.getByLabel('Email').fill(email)
      await waitForAnimations(page)
      expect(await runAxe(page)).toEqual([])
      // The view's code loaded with the Connect view; the frame waits for the user.
      expect(frameRequests()).toEqual([])

      await modal.getByRole('button', { name: 'Continue with email' }).click()
      const codeInput = modal.getByLabel(`Code sent to ${email}`)
      await codeInput.waitFor()
      expect(frameRequests().length).toBeGreaterThan(0)
      expect(await page.locator('iframe[data-foyer-frame]').getAttribute('src')).toContain(
        'projectId=foyer-dev',
      )
      await codeInput.fill(await latestCode(email))
      await modal.getByRole('button', { name: 'Verify code' }).click()
      const address = modal.locator('.foyer-email__address')
      await expect.poll(() => address.textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
      await expect.poll(() => modal.textContent()).toContain(`Embedded wallet of ${email}`)
      await waitForAnimations(page)
      expect(await runAxe(page)).toEqual([])

      await modal.getByRole('button', { name: 'Sign out' }).click()
      await modal.getByLabel('Email').waitFor()
      expect(session.blocked).toEqual([])
    } finally {
      await session.close()
    }
  })

  it('a wrong code is refused with the service message, and the user can try again', async () => {
    const session = await openDemo(browser, { demoDist: inject('demoDist') })
    const { page } = session
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      const modal = dialog(page)
      await modal.getByLabel('Email').waitFor()
      const email = `demo-wrong-${Date.now()}@example.com`
      await modal.getByLabel('Email').fill(email)
      await modal.getByRole('button', { name: 'Continue with email' }).click()
      const codeInput = modal.getByLabel(`Code sent to ${email}`)
      const code = await (async () => {
        await codeInput.waitFor()
        return latestCode(email)
      })()
      const wrong = code === '000000' ? '111111' : '000000'
      await codeInput.fill(wrong)
      await modal.getByRole('button', { name: 'Verify code' }).click()
      await expect.poll(() => modal.textContent()).toContain('Invalid code')
      await codeInput.fill(code)
      await modal.getByRole('button', { name: 'Verify code' }).click()
      await expect.poll(() => modal.locator('.foyer-email__address').count()).toBe(1)
    } finally {
      await session.close()
    }
  })
})
