import { createHash, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDemo } from './demoPage.js'
import { type GuardedPage, launchChromium, newGuardedPage } from './launchChromium.js'

/**
 * The attack chain, played against the devnet: an attacker page on another loopback address (127.0.0.2, an
 * origin the frame does not serve) crafts an OAuth link, the victim completes the provider step, and the attacker
 * must end up with no SOCIAL_RESULT message, no code it can redeem, and no keys.
 */
let browser: Browser
let attacker: { server: Server; origin: string; hits: string[] }

const attackerPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Claim your airdrop</title></head>
<body><button id="claim">Claim</button><script>
window.received = [];
addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
document.getElementById('claim').onclick = () => window.open(window.link, 'claim', 'popup,width=500,height=640');
</script></body></html>`

beforeAll(async () => {
  browser = await launchChromium()
  const hits: string[] = []
  const server = createServer((request, response) => {
    hits.push(request.url ?? '')
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(attackerPage)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.2', resolve)
  })
  attacker = { server, origin: `http://127.0.0.2:${(server.address() as AddressInfo).port}`, hits }
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => attacker?.server.close(resolve))
})

const serviceUrl = () => inject('devnet').service?.url ?? ''
const frameUrl = () => inject('devnet').frame?.url ?? ''
const callbackUrl = () => `${frameUrl()}/oauth-callback.html`
const s256 = (text: string) => createHash('sha256').update(text).digest('base64url')

/** A guarded page (loopback only) that may also reach the attacker's 127.0.0.2 server, opened on its page. */
async function openAttackerPage(): Promise<GuardedPage> {
  const guarded = await newGuardedPage(browser)
  await guarded.context.route(`${attacker.origin}/**`, (route) => route.continue())
  await guarded.page.goto(`${attacker.origin}/`)
  return guarded
}

/** The attacker opens `link` in a popup from its page, as a victim's click on "Claim" would. */
async function openFromAttacker({ context, page }: GuardedPage, link: string): Promise<Page> {
  await page.evaluate((href) => {
    ;(window as unknown as { link: string }).link = href
  }, link)
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Claim' }).click(),
  ])
  await popup.waitForLoadState()
  return popup
}

const receivedBy = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: unknown[] }).received)

/** The attacker, outside any browser, asks the service to start a login with its own verifier and secret. */
async function startAsAttacker(fields: Record<string, string>, expectedStatus = 200) {
  const verifier = randomBytes(32).toString('base64url')
  const secret = randomBytes(32).toString('base64url')
  const response = await fetch(`${serviceUrl()}/auth/oauth/start`, {
    method: 'POST',
    // Outside a browser the Origin header is whatever the attacker writes: it claims to be the frame.
    headers: { 'content-type': 'application/json', origin: new URL(frameUrl()).origin },
    body: JSON.stringify({
      provider: 'google',
      projectId: 'foyer-dev',
      redirect_uri: callbackUrl(),
      code_challenge: s256(verifier),
      code_challenge_method: 'S256',
      frameSecretHash: s256(secret),
      ...fields,
    }),
  })
  expect(response.status).toBe(expectedStatus)
  const { url } = (await response.json()) as { url: string }
  return { url, verifier, secret }
}

async function redeemAndReadKeys(code: string, verifier: string, secret: string) {
  const token = await fetch(`${serviceUrl()}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'google', code, code_verifier: verifier, frame_secret: secret }),
  })
  const session = (await token.json()) as { token?: string }
  const keys = await fetch(`${serviceUrl()}/auth/keys`, {
    headers: { authorization: `Bearer ${session.token ?? ''}` },
  })
  return { token: token.status, keys: keys.status }
}

describe('a crafted OAuth link does not hand the attacker the victim’s login (devnet, frame, Chromium)', () => {
  it('the issue’s hand-built link (its own state and challenge) stops at the service', async () => {
    const guarded = await openAttackerPage()
    try {
      const verifier = randomBytes(32).toString('base64url')
      const state = Buffer.from(
        JSON.stringify({
          nonce: 'n'.repeat(22),
          origin: attacker.origin,
          returnUrl: `${attacker.origin}/steal`,
        }),
      ).toString('base64url')
      const link = `${serviceUrl()}/auth/oauth/google?${new URLSearchParams({
        redirect_uri: callbackUrl(),
        state,
        code_challenge: s256(verifier),
        code_challenge_method: 'S256',
      })}`
      const popup = await openFromAttacker(guarded, link)
      expect(await popup.textContent('body')).toContain('Expected a state this service issued')
      expect(await popup.getByRole('heading', { name: 'Sign in with google' }).count()).toBe(0)
      expect(await receivedBy(guarded.page)).toEqual([])
      expect(attacker.hits.filter((hit) => hit.startsWith('/steal'))).toEqual([])
    } finally {
      await guarded.context.close()
    }
  })

  it('the attacker’s page cannot start a login at the service (it is not the frame)', async () => {
    const guarded = await openAttackerPage()
    try {
      const status = await guarded.page.evaluate(
        async ({ service, redirectUri, origin }) =>
          (
            await fetch(`${service}/auth/oauth/start`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                provider: 'google',
                projectId: 'foyer-dev',
                appOrigin: origin,
                redirect_uri: redirectUri,
                code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
                code_challenge_method: 'S256',
                frameSecretHash: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
              }),
            })
          ).status,
        { service: serviceUrl(), redirectUri: callbackUrl(), origin: attacker.origin },
      )
      expect(status).toBe(403)
    } finally {
      await guarded.context.close()
    }
  })

  it('popup and redirect mode: a login the attacker binds to its own origin is refused at the start', async () => {
    // The devnet's project allows the demo's loopback origins only: the attacker's 127.0.0.2 never gets a state, so no
    // provider page, no code and no redirect to its return URL (the frame's callback page would refuse it next).
    for (const fields of [{}, { returnUrl: `${attacker.origin}/steal` }] as Record<string, string>[]) {
      const refused = await startAsAttacker({ appOrigin: attacker.origin, ...fields }, 403)
      expect(refused.url).toBeUndefined()
    }
    expect(attacker.hits.filter((hit) => hit.startsWith('/steal'))).toEqual([])
  })

  it('popup: a login bound to an origin the frame serves posts only there, never to the attacker opener', async () => {
    const guarded = await openAttackerPage()
    try {
      const { url } = await startAsAttacker({ appOrigin: 'http://127.0.0.1:9' })
      const popup = await openFromAttacker(guarded, url)
      await popup.getByRole('heading', { name: 'Sign in with google' }).waitFor()
      await popup.getByLabel('Username').fill('victim')
      await popup.getByRole('button', { name: 'Continue' }).click()
      await popup.getByText('Signed in. You can close this window.').waitFor()
      // Messages from one window arrive in the order it posted them: once a marker posted after the page's own
      // message has arrived, that message would have too (without an opener, nothing can reach the attacker).
      const marker = { origin: new URL(popup.url()).origin, data: 'marker' }
      const posted = await popup.evaluate(() => {
        window.opener?.postMessage('marker', '*')
        return Boolean(window.opener)
      })
      if (posted) await expect.poll(() => receivedBy(guarded.page)).toContainEqual(marker)
      expect(await receivedBy(guarded.page)).toEqual(posted ? [marker] : [])
    } finally {
      await guarded.context.close()
    }
  })

  it('redirect mode: a login the attacker bound to the real app comes back there, and the app’s frame kills its code', async () => {
    const session = await openDemo(browser, { demoDist: inject('demoDist') })
    const { page } = session
    try {
      const { url, verifier, secret } = await startAsAttacker({
        appOrigin: new URL(session.url).origin,
        returnUrl: session.url,
      })
      await page.goto(url)
      await page.getByRole('heading', { name: 'Sign in with google' }).waitFor()
      await page.getByLabel('Username').fill('victim')
      await page.getByRole('button', { name: 'Continue' }).click()
      // Back on the app with `result_uri`: its frame started no such login, says so, and cancels it.
      await page.getByText('Start the social login first').waitFor()
      const callback = session.requests.find((request) => request.startsWith(`${callbackUrl()}?`)) ?? ''
      const code = new URL(callback).searchParams.get('code') ?? ''
      expect(code).toMatch(/^[0-9a-f]{32}$/)
      expect(await redeemAndReadKeys(code, verifier, secret)).toEqual({ token: 401, keys: 401 })
      expect(session.blocked).toEqual([])
    } finally {
      await session.close()
    }
  })
})
