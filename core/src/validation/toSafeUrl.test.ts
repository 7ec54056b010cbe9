import { describe, expect, it } from 'vitest'
import { checkUrl, maxDataImageLength, type UrlUse } from './checkUrl.js'
import { toSafeUrl } from './toSafeUrl.js'
import { toWalletLink } from './toWalletLink.js'

const uses: readonly UrlUse[] = ['link', 'deepLink', 'image', 'http', 'webSocket']

/** Inputs no use may accept: each is script, local data, or a URL whose target depends on the page. */
const nasty = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '\tjava\nscript:alert(1)',
  'java\r\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001\u001f javascript:alert(1)',
  ' javascript:alert(1)',
  'javascript:alert(1)\u0000 ',
  'java&#x09;script:alert(1)',
  'javascript&colon;alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'livescript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' DATA:text/html,x',
  'file:///etc/passwd',
  'FILE://host/share',
  'filesystem:https://example.com/temporary/x',
  'about:blank',
  'view-source:https://example.com',
  '//evil.example/path',
  '\\\\evil.example/path',
  '/\\evil.example/path',
  '/\t/evil.example/path',
  'relative/path',
  '?query',
  '#fragment',
  '',
  ' \t\n',
  'not a url',
  'https://',
]

describe('checkUrl / toSafeUrl', () => {
  it.each(nasty.flatMap((input) => uses.map((use) => [JSON.stringify(input), use, input] as const)))(
    'refuses %s as %s',
    (_label, use, input) => {
      expect(toSafeUrl(input, use)).toBeUndefined()
      const result = checkUrl(input, use)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.reason).toMatch(/\w/)
    },
  )

  it('allows a path from the site root for links and images only', () => {
    for (const use of ['link', 'image'] as const) {
      expect(toSafeUrl('/terms', use)).toBe('/terms')
      expect(toSafeUrl(' /icons/app.png?v=1\n', use)).toBe('/icons/app.png?v=1')
    }
    for (const use of ['deepLink', 'http', 'webSocket'] as const)
      expect(toSafeUrl('/terms', use)).toBeUndefined()
    expect(checkUrl('terms', 'link')).toEqual({
      ok: false,
      reason: "Expected an absolute URL (scheme included) or a path from the site's root",
    })
  })

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 1, {}, ['https://example.com'], new URL('https://example.com')]) {
      expect(toSafeUrl(value, 'link')).toBeUndefined()
    }
  })

  it('allows http(s) for every use but WebSockets', () => {
    for (const use of ['link', 'deepLink', 'image', 'http'] as const) {
      expect(toSafeUrl('https://example.com/a?b=c#d', use)).toBe('https://example.com/a?b=c#d')
      expect(toSafeUrl('HTTP://127.0.0.1:8545', use)).toBe('HTTP://127.0.0.1:8545')
    }
    expect(toSafeUrl('https://example.com', 'webSocket')).toBeUndefined()
  })

  it('returns the string the browser parses, with the characters it drops removed', () => {
    expect(toSafeUrl('  https://exa\tmple.com/pa\nth\u0000', 'link')).toBe('https://example.com/path')
    expect(toSafeUrl('\u0000metamask://wc', 'deepLink')).toBe('metamask://wc')
  })

  it("allows wallets' own schemes, written name://, for deep links only", () => {
    for (const link of ['metamask://', 'trust://wc?uri=x', 'rainbow://', 'ledgerlive://wc?uri=x']) {
      expect(toSafeUrl(link, 'deepLink')).toBe(link)
      expect(toSafeUrl(link, 'link')).toBeUndefined()
      expect(toSafeUrl(link, 'image')).toBeUndefined()
      expect(toSafeUrl(link, 'http')).toBeUndefined()
    }
    expect(checkUrl('javascript:alert(1)', 'deepLink')).toEqual({
      ok: false,
      reason: 'The scheme "javascript:" is not allowed for a wallet link',
    })
  })

  it('refuses operating-system handler schemes as wallet links, in any case, with or without slashes', () => {
    const handlers = [
      'ms-msdt:/id PCWDiagnostic /skip force /param "IT_RebrowseForFile=?"',
      'ms-msdt://id',
      'search-ms:query=invoice&crumb=location:\\\\attacker\\share',
      'SEARCH-MS://query=x',
      'ms-officecmd:{"id":1}',
      'ms-settings:privacy',
      'MS-Settings://x',
      'ms-word:ofe|u|https://evil.example/a.docx',
      'intent://scan/#Intent;scheme=zxing;package=com.evil;end',
      'Intent:#Intent;end',
      'shell:startup',
      'shell://startup',
      'file:///etc/passwd',
      'FILE://server/share',
      'javascript://%0aalert(1)',
      'JavaScript:alert(1)',
      'data://text/html,x',
      'vbscript:msgbox',
      'search:query=x',
      'microsoft-edge:https://evil.example',
      'smb://attacker/share',
      'itms-services://?action=download-manifest&url=https://evil.example',
      'android-app://com.evil',
      'vscode://evil.extension',
    ]
    for (const link of handlers) {
      const result = checkUrl(link, 'deepLink')
      expect(result.ok, link).toBe(false)
      if (!result.ok) expect(result.reason).toMatch(/is not allowed for a wallet link$/)
    }
  })

  it('refuses a wallet scheme without slashes and http away from loopback', () => {
    expect(checkUrl('metamask:', 'deepLink')).toEqual({
      ok: false,
      reason: 'A wallet\'s own scheme must be written "metamask://", not "metamask:"',
    })
    expect(checkUrl('wc:abc@2?relay-protocol=irn', 'deepLink').ok).toBe(false)
    expect(checkUrl('http://wallet.example/wc', 'deepLink')).toEqual({
      ok: false,
      reason: 'A wallet link must be https (http only on a loopback host)',
    })
    expect(toSafeUrl('http://localhost:3000/wc', 'deepLink')).toBe('http://localhost:3000/wc')
    expect(toSafeUrl('https://link.wallet.example/wc?uri=x', 'deepLink')).toBe(
      'https://link.wallet.example/wc?uri=x',
    )
  })

  it('toWalletLink turns a bare registry scheme into name:// and refuses the rest as toSafeUrl does', () => {
    expect(toWalletLink('metamask:')).toBe('metamask://')
    expect(toWalletLink(' trust:/ ')).toBe('trust://')
    expect(toWalletLink('rainbow://')).toBe('rainbow://')
    expect(toWalletLink('https://link.wallet.example')).toBe('https://link.wallet.example')
    for (const link of [
      'ms-msdt:',
      'search-ms:',
      'intent:',
      'shell:',
      'file:',
      'javascript:',
      'ms-settings:',
    ])
      expect(toWalletLink(link), link).toBeUndefined()
    expect(toWalletLink(null)).toBeUndefined()
  })

  it('allows data images, blobs and SVG for images only', () => {
    const images = [
      'data:image/png;base64,iVBORw0KGgo=',
      'DATA:IMAGE/JPEG;base64,/9j/',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
      'blob:https://app.example/3b1e2b4a-0000-4000-8000-000000000000',
    ]
    for (const image of images) {
      expect(toSafeUrl(image, 'image')).toBe(image)
      for (const use of ['link', 'deepLink', 'http', 'webSocket'] as const)
        expect(toSafeUrl(image, use)).toBeUndefined()
    }
    for (const use of ['link', 'deepLink', 'http', 'webSocket'] as const) {
      expect(toSafeUrl('blob:null/3b1e2b4a-0000-4000-8000-000000000000', use)).toBeUndefined()
    }
    for (const other of [
      'data:text/plain,hi',
      'data:,hi',
      'data:application/xhtml+xml,x',
      'data:text/xml,x',
    ]) {
      expect(toSafeUrl(other, 'image')).toBeUndefined()
    }
  })

  it('allows ws(s) for WebSockets only', () => {
    expect(toSafeUrl('wss://relay.example', 'webSocket')).toBe('wss://relay.example')
    expect(toSafeUrl('ws://127.0.0.1:8080', 'webSocket')).toBe('ws://127.0.0.1:8080')
    expect(toSafeUrl('wss://relay.example', 'link')).toBeUndefined()
  })

  it('caps the length per use', () => {
    const long = `https://example.com/${'a'.repeat(2048)}`
    for (const use of ['link', 'image', 'http'] as const) {
      expect(checkUrl(long, use)).toEqual({ ok: false, reason: 'Expected a URL of at most 2048 characters' })
    }
    expect(toSafeUrl(long, 'deepLink')).toBe(long)
    expect(toSafeUrl(`${long}${'a'.repeat(4096)}`, 'deepLink')).toBeUndefined()
    const dataImage = `data:image/png;base64,${'A'.repeat(4096)}`
    expect(toSafeUrl(dataImage, 'image')).toBe(dataImage)
    expect(toSafeUrl(`data:image/png;base64,${'A'.repeat(maxDataImageLength)}`, 'image')).toBeUndefined()
    expect(toSafeUrl(`https://example.com/${'a'.repeat(5_000_000)}`, 'deepLink')).toBeUndefined()
  })
})
