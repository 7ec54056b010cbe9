import { describe, expect, it } from 'vitest'
import { checkFrameSentUrl, UnsafeFrameUrlError } from './checkFrameSentUrl.js'

describe('checkFrameSentUrl', () => {
  it('passes https anywhere and http on loopback', () => {
    for (const url of [
      'https://api.foyer.example/auth/oauth/github?state=abc',
      'https://farcaster.xyz/~/siwf?channelToken=t',
      'http://127.0.0.1:8787/auth/oauth/github?state=abc',
      'http://127.0.0.2:9/x',
      'http://localhost:5173/',
      'http://[::1]:8787/',
    ])
      expect(checkFrameSentUrl(url, 'social login'), url).toBe(new URL(url).href)
  })

  it('refuses OS handler schemes, script and data URLs, plain http off loopback, credentials and non-URLs', () => {
    for (const url of [
      'ms-msdt:/id PCWDiagnostic /skip force /param "IT_RebrowseForFile=cal?c"',
      'search-ms:query=invoice&crumb=location:\\\\evil.example\\share',
      'ms-officecmd:{"id":3,"LocalProviders.LaunchOfficeAppForResult":{}}',
      'ms-settings:windowsupdate',
      'intent://scan/#Intent;scheme=zxing;package=com.evil;end',
      'shell:startup',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'blob:https://app.example/0b1c',
      'ftp://files.example/x',
      'http://evil.example/',
      'http://127.0.0.1.evil.example/',
      'https://user:pass@api.foyer.example/',
      'not a url',
      '',
    ])
      expect(() => checkFrameSentUrl(url, 'social login'), url).toThrow(UnsafeFrameUrlError)
  })

  it('refuses a URL that is not on the expected origin', () => {
    const origin = 'http://127.0.0.1:8787'
    expect(checkFrameSentUrl(`${origin}/auth/oauth/x?state=s`, 'social login', { origin })).toBe(
      `${origin}/auth/oauth/x?state=s`,
    )
    for (const url of [
      'http://127.0.0.1:8788/auth/oauth/x',
      'https://127.0.0.1:8787/',
      'http://localhost:8787/',
    ])
      expect(() => checkFrameSentUrl(url, 'social login', { origin }), url).toThrow('not safe to open')
  })
})
