import { afterEach, describe, expect, it } from 'vitest'
import { FrameSiteError, startFrameSite } from './startFrameSite.js'

const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})

describe('startFrameSite', () => {
  it('serves the page, its bundled script and its config, with a CSP naming the app origins and the backends', async () => {
    const site = await startFrameSite({
      apiUrl: 'http://127.0.0.1:8787',
      rpcUrls: { '1': 'http://127.0.0.1:8545', '10': 'http://127.0.0.1:8546' },
      allowedOrigins: ['https://app.example.com', 'http://127.0.0.1:*'],
    })
    stops.push(site.stop)
    expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const page = await fetch(`${site.url}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<script type="module" src="./frame.js"></script>')
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('frame-ancestors https://app.example.com http://127.0.0.1:*')
    expect(csp).toContain(
      "connect-src 'self' http://127.0.0.1:8787 http://127.0.0.1:8545 http://127.0.0.1:8546",
    )
    expect(csp).toContain("script-src 'self'")
    // The approval page's look comes from its own stylesheet: styles from 'self' only, none inline.
    expect(csp).toContain("style-src 'self'")
    expect(csp).not.toContain('unsafe')
    const styles = await fetch(`${site.url}/frame.css`)
    expect(styles.headers.get('content-type')).toContain('text/css')
    expect(await styles.text()).toContain('.approval__approve')
    const script = await fetch(`${site.url}/frame.js`)
    expect(script.headers.get('content-type')).toContain('text/javascript')
    expect((await script.text()).length).toBeGreaterThan(1_000)
    expect(await (await fetch(`${site.url}/frame-config.json`)).json()).toEqual({
      apiUrl: 'http://127.0.0.1:8787',
      allowedOrigins: ['https://app.example.com', 'http://127.0.0.1:*'],
      rpcUrls: { '1': 'http://127.0.0.1:8545', '10': 'http://127.0.0.1:8546' },
    })
    expect((await fetch(`${site.url}/secrets`)).status).toBe(404)
    expect((await fetch(`${site.url}/`, { method: 'POST' })).status).toBe(404)
  })

  it('names what is wrong in its options', async () => {
    await expect(startFrameSite({ apiUrl: 'not a url', rpcUrls: {} })).rejects.toBeInstanceOf(FrameSiteError)
    await expect(startFrameSite({ apiUrl: 'not a url', rpcUrls: {} })).rejects.toThrow('apiUrl')
  })
})
