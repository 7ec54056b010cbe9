import { contrastRatio } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { approvalMessageSchema } from './approvalMessages.js'
import { approvalThemeOf } from './approvalThemeOf.js'

describe('approvalThemeOf', () => {
  it("takes the app's mode, light when it sends none", () => {
    expect(approvalThemeOf({ themeMode: 'dark' })).toEqual({ mode: 'dark' })
    expect(approvalThemeOf({})).toEqual({ mode: 'light' })
  })

  it('takes an accent (ours, then --apkt-, then --w3m-) that keeps 3:1 on the page, with AA text on it', () => {
    expect(approvalThemeOf({ themeMode: 'light', themeVariables: { '--w3m-accent': '#2B8A3E' } })).toEqual({
      mode: 'light',
      accent: '#2b8a3e',
      accentForeground: '#000000',
    })
    const theme = approvalThemeOf({
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#000000', '--foyer-accent': '#4263eb' },
    })
    expect(theme).toEqual({ mode: 'dark', accent: '#4263eb', accentForeground: '#ffffff' })
    expect(contrastRatio(theme.accent ?? '', theme.accentForeground ?? '')).toBeGreaterThanOrEqual(4.5)
  })

  it('ignores an accent that would not show on the page, and anything that is not a hex colour', () => {
    expect(approvalThemeOf({ themeMode: 'light', themeVariables: { '--foyer-accent': '#ffe066' } })).toEqual({
      mode: 'light',
    })
    expect(approvalThemeOf({ themeMode: 'dark', themeVariables: { '--foyer-accent': '#101010' } })).toEqual({
      mode: 'dark',
    })
    expect(
      approvalThemeOf({
        themeMode: 'dark',
        themeVariables: { '--foyer-accent': 'url(https://evil.example/x)' },
      }),
    ).toEqual({ mode: 'dark' })
  })

  it('the page accepts only a checked theme in show', () => {
    const show = { type: 'show', approvalId: 'a'.repeat(32), display: { title: 't', sections: [], raw: '' } }
    expect(approvalMessageSchema.safeParse({ ...show, theme: { mode: 'dark' } }).success).toBe(true)
    expect(approvalMessageSchema.safeParse({ ...show, theme: { mode: 'dim' } }).success).toBe(false)
    expect(
      approvalMessageSchema.safeParse({ ...show, theme: { mode: 'dark', accent: 'red;x' } }).success,
    ).toBe(false)
  })
})
