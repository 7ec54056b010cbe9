import { afterEach, describe, expect, it } from 'vitest'
import { FrameSiteError, startFrameSite } from './startFrameSite.js'

const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})

describe('startFrameSite', () => {
  it('serves the built site (pnpm --filter @foyer/embedded-frame build) and its config, with a CSP naming the app origins and the backends', async () => {
    const site = await startFrameSite({
      apiUrl: 'http://127.0.0.1:8787',
      rpcUrls: { '1': 'http://127.0.0.1:8545', '10': 'http://127.0.0.1:8546' },
      allowedOrigins: ['https://app.example.com', 'http://127.0.0.1:*'],
    })
    stops.push(site.stop)
    expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const page = await fetch(`${site.url}/`)
    expect(page.status).toBe(200)
    const html = await page.text()
    const script = /<script type="module" src="\.\/(assets\/frame-[A-Z0-9]+\.js)"><\/script>/.exec(html)?.[1]
    const stylesheet = /<link rel="stylesheet" href="\.\/(assets\/frame-[A-Z0-9]+\.css)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    expect(stylesheet).toBeDefined()
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('frame-ancestors https://app.example.com http://127.0.0.1:*')
    expect(csp).toContain(
      "connect-src 'self' http://127.0.0.1:8787 http://127.0.0.1:8545 http://127.0.0.1:8546",
    )
    expect(csp).toContain("script-src 'self'")
    // The approval page's look comes from its own stylesheet: styles from 'self' only, none inline.
    expect(csp).toContain("style-src 'self'")
    expect(csp).not.toContain('unsafe')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    const styles = await fetch(`${site.url}/${stylesheet}`)
    expect(styles.headers.get('content-type')).toContain('text/css')
    expect(await styles.text()).toContain('.approval__approve')
    const bundle = await fetch(`${site.url}/${script}`)
    expect(bundle.headers.get('content-type')).toContain('text/javascript')
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await bundle.text()).length).toBeGreaterThan(1_000)
    expect(await (await fetch(`${site.url}/frame-config.json`)).json()).toEqual({
      apiUrl: 'http://127.0.0.1:8787',
      allowedOrigins: ['https://app.example.com', 'http://127.0.0.1:*'],
      rpcUrls: { '1': 'http://127.0.0.1:8545', '10': 'http://127.0.0.1:8546' },
    })
    expect((await fetch(`${site.url}/secrets`)).status).toBe(404)
    expect((await fetch(`${site.url}/`, { method: 'POST' })).status).toBe(404)
  })

  it('names what is wrong in its options, and a site that is not built', async () => {
    await expect(startFrameSite({ apiUrl: 'not a url', rpcUrls: {} })).rejects.toBeInstanceOf(FrameSiteError)
    await expect(startFrameSite({ apiUrl: 'not a url', rpcUrls: {} })).rejects.toThrow('apiUrl')
    await expect(
      startFrameSite({ apiUrl: 'http://127.0.0.1:8787', rpcUrls: {}, siteDir: '/nonexistent/site' }),
    ).rejects.toThrow('pnpm --filter @foyer/embedded-frame build')
  })
})
