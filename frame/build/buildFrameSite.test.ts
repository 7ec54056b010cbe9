import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { startFrameSite } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FrameConfig } from '../src/frameConfig.js'
import { buildFrameSite, FrameBuildError, readFrameConfig } from './buildFrameSite.js'
import { frameContentSecurityPolicy } from './frameSiteHeaders.js'

const config: FrameConfig = {
  apiUrl: 'http://127.0.0.1:8787',
  allowedOrigins: ['https://app.example.com', 'http://127.0.0.1:*'],
  rpcUrls: { '1': 'http://127.0.0.1:8545', '10': 'http://127.0.0.1:8546' },
  smartAccounts: {
    '1': {
      entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
      factory: '0x1111111111111111111111111111111111111111',
      bundlerUrl: 'http://127.0.0.1:4337/1',
    },
  },
}

let workDir: string
let outDir: string
let files: string[]
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'foyer-frame-build-'))
  outDir = join(workDir, 'site')
  ;({ files } = await buildFrameSite({ outDir, config }))
}, 60_000)
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true })
})

/** The `src` and `href` of a page's scripts and stylesheets, and the bodies of its script and style elements. */
function references(html: string) {
  return {
    scripts: [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, body]) => ({
      src: /\bsrc="([^"]+)"/.exec(attributes ?? '')?.[1],
      body: body ?? '',
    })),
    styles: [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => href),
  }
}

describe('buildFrameSite', () => {
  it('writes the pages with their hashed scripts and stylesheet, and nothing inline', async () => {
    for (const page of ['index.html', 'oauth-callback.html']) {
      const html = await readFile(join(outDir, page), 'utf8')
      const { scripts, styles } = references(html)
      expect(scripts.length, page).toBe(1)
      for (const reference of [...scripts.map(({ src }) => src), ...styles]) {
        expect(reference, page).toMatch(/^\.\/assets\/[a-z-]+-[A-Z0-9]{8}\.(js|css)$/)
        expect(existsSync(join(outDir, reference ?? '')), `${page} → ${reference}`).toBe(true)
      }
      // No inline script, event handler attribute or style element: the CSP allows none.
      expect(scripts.map(({ body }) => body.trim())).toEqual([''])
      expect(html).not.toMatch(/\son[a-z]+=|<style|javascript:/i)
    }
    const index = references(await readFile(join(outDir, 'index.html'), 'utf8'))
    expect(index.styles).toHaveLength(1)
    expect(await readFile(join(outDir, index.styles[0] ?? ''), 'utf8')).toContain('.approval__approve')
    expect(files).toEqual(expect.arrayContaining(['frame-config.example.json', '_headers', 'headers.json']))
    const example = await readFrameConfig(join(outDir, 'frame-config.example.json'))
    expect(example.allowedOrigins.length).toBeGreaterThan(0)
  })

  it("splits the approval page's locales off the frame's script: English inside, each other locale a file of its own", async () => {
    const locales = files.filter((file) => /^assets\/locale-[A-Za-z-]+-[A-Z0-9]{8}\.js$/.test(file))
    expect(locales).toHaveLength(26)
    const arabic = locales.find((file) => file.startsWith('assets/locale-ar-')) ?? ''
    const catalog = (await import(/* @vite-ignore */ pathToFileURL(join(outDir, arabic)).href)).default
    expect(catalog['page.approve']).toBe('موافقة')
    const index = references(await readFile(join(outDir, 'index.html'), 'utf8'))
    const script = await readFile(join(outDir, index.scripts[0]?.src ?? ''), 'utf8')
    expect(script).toContain('Approve request')
    for (const arabicText of ['موافقة', '\\u0645\\u0648\\u0627\\u0641\\u0642\\u0629'])
      expect(script).not.toContain(arabicText)
    expect(script).toContain(`import("./${arabic.slice('assets/'.length)}")`)
    // The oauth callback's page stays one file: no chunk is shared between the pages.
    expect(files.filter((file) => file.startsWith('assets/') && file.endsWith('.js'))).toHaveLength(28)
  })

  it('writes the headers for the config: the CSP in _headers and headers.json, cache rules by path', async () => {
    const csp = frameContentSecurityPolicy(config)
    expect(csp).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self' http://127.0.0.1:8787 " +
        'http://127.0.0.1:8545 http://127.0.0.1:8546 http://127.0.0.1:4337; frame-ancestors https://app.example.com ' +
        "http://127.0.0.1:*; base-uri 'none'; form-action 'none'",
    )
    const headersFile = await readFile(join(outDir, '_headers'), 'utf8')
    expect(headersFile).toContain(`/*\n  Content-Security-Policy: ${csp}\n`)
    expect(headersFile).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n')
    const byPath: Record<string, Record<string, string>> = JSON.parse(
      await readFile(join(outDir, 'headers.json'), 'utf8'),
    )
    const asset = files.find((file) => file.startsWith('assets/frame-') && file.endsWith('.js'))
    expect(byPath['/']).toEqual({
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-cache',
    })
    expect(byPath[`/${asset}`]?.['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(byPath['/oauth-callback.html']?.['Content-Security-Policy']).toBe(csp)
  })

  it("is served by the devnet with the headers file's headers", async () => {
    const byPath: Record<string, Record<string, string>> = JSON.parse(
      await readFile(join(outDir, 'headers.json'), 'utf8'),
    )
    const site = await startFrameSite({ ...config, siteDir: outDir })
    try {
      for (const path of [
        '/',
        '/oauth-callback.html',
        '/frame-config.json',
        ...files.filter((file) => file.startsWith('assets/')).map((file) => `/${file}`),
      ]) {
        const response = await fetch(`${site.url}${path}`)
        expect(response.status, path).toBe(200)
        for (const [name, value] of Object.entries(byPath[path] ?? {}))
          expect(response.headers.get(name), `${path} ${name}`).toBe(value)
      }
      expect(await (await fetch(`${site.url}/frame-config.json`)).json()).toEqual(config)
      for (const path of ['/_headers', '/headers.json', '/../package.json'])
        expect((await fetch(`${site.url}${path}`)).status, path).toBe(404)
    } finally {
      await site.stop()
    }
  })

  it('names what is wrong in a config', async () => {
    const path = join(workDir, 'bad-config.json')
    await writeFile(path, JSON.stringify({ ...config, allowedOrigins: ['app.example.com'] }))
    const error = await readFrameConfig(path).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FrameBuildError)
    expect(String((error as Error).message)).toMatch(/bad-config\.json[\s\S]*allowedOrigins/)
  })
})
