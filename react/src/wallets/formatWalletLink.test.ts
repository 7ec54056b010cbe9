import { describe, expect, it } from 'vitest'
import { formatWalletLink } from './formatWalletLink.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=123'

describe('formatWalletLink', () => {
  it('builds pairing deep links for native and universal links', () => {
    expect(formatWalletLink('metamask://', uri)).toBe(`metamask://wc?uri=${encodeURIComponent(uri)}`)
    expect(formatWalletLink('rainbow:', uri)).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
    expect(formatWalletLink('https://link.trustwallet.com', uri)).toBe(
      `https://link.trustwallet.com/wc?uri=${encodeURIComponent(uri)}`,
    )
  })

  it('never doubles a slash and keeps a universal link on its origin path', () => {
    const encoded = encodeURIComponent(uri)
    expect(formatWalletLink('https://metamask.app.link/', uri)).toBe(
      `https://metamask.app.link/wc?uri=${encoded}`,
    )
    expect(formatWalletLink('ledgerlive:', uri)).toBe(`ledgerlive://wc?uri=${encoded}`)
    expect(formatWalletLink('https://app.wallet.example/connect', uri)).toBe(
      `https://app.wallet.example/connect/wc?uri=${encoded}`,
    )
  })

  it('passes a link through without a pairing URI and refuses unsafe schemes', () => {
    expect(formatWalletLink('https://wallet.example/app')).toBe('https://wallet.example/app')
    expect(formatWalletLink('javascript:alert(1)', uri)).toBeUndefined()
    expect(formatWalletLink(' data:text/html,hi')).toBeUndefined()
    expect(formatWalletLink(undefined)).toBeUndefined()
  })

  it.each([
    'JaVaScRiPt:alert(1)',
    '\tjava\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    ' javascript:alert(1)',
    'java&#x09;script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'blob:https://app.example/1',
    '//evil.example/wc',
    `https://wallet.example/${'a'.repeat(5000)}`,
    'ms-msdt:/id PCWDiagnostic /skip force',
    'MS-MSDT://id',
    'search-ms:query=x&crumb=location:\\\\evil\\share',
    'ms-officecmd:{}',
    'ms-settings:',
    'intent://x#Intent;package=com.evil;end',
    'shell:startup',
    'file:',
    'http://wallet.example/not-https',
    'wc:abc@2?relay-protocol=irn',
  ])('refuses %j with and without a pairing URI', (link) => {
    expect(formatWalletLink(link)).toBeUndefined()
    expect(formatWalletLink(link, uri)).toBeUndefined()
  })
})
