import { ValidationError } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { socials } from './socials.js'

describe('socials', () => {
  it("fills the Connect view's email and social sections and starts signed out", () => {
    const plugin = socials({ frameUrl: 'http://127.0.0.1:8789/index.html' })
    expect(plugin).toMatchObject({
      name: 'socials',
      feature: 'email',
      views: [
        { id: 'ConnectEmail' },
        { id: 'ConnectSocial' },
        { id: 'EmbeddedWallet' },
        { id: 'UpdateEmail' },
        { id: 'ConnectingFarcaster' },
        { id: 'ApproveInFrame' },
      ],
      accountEntry: { id: 'embeddedWallet', view: 'EmbeddedWallet', connectors: ['ID_AUTH'] },
    })
    expect(plugin.state?.()).toEqual({ frameUrl: 'http://127.0.0.1:8789/index.html', user: undefined })
  })

  it('names a bad frameUrl', () => {
    expect(() => socials({ frameUrl: 'javascript:alert(1)' })).toThrow(ValidationError)
    expect(() => socials({ frameUrl: 'frame' })).toThrow('Invalid socials options at "frameUrl"')
  })
})
