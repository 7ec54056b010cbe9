import { createKernel, destroyKernel, getConnectMethods, ValidationError } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { describe, expect, it } from 'vitest'
import { socials } from './socials.js'

describe('socials', () => {
  it("fills the Connect view's email and social sections and starts signed out", () => {
    const plugin = socials({ frameUrl: 'http://127.0.0.1:8789/index.html' })
    expect(plugin).toMatchObject({
      name: 'socials',
      views: [
        { id: 'ConnectEmail', feature: 'email' },
        { id: 'ConnectSocial' },
        { id: 'EmbeddedWallet' },
        { id: 'UpdateEmail' },
        { id: 'ConnectingFarcaster' },
        { id: 'ApproveInFrame' },
      ],
      accountEntry: { id: 'embeddedWallet', view: 'EmbeddedWallet', connectors: ['ID_AUTH'] },
    })
    // Set up whatever `features.email` says: social login does not depend on it.
    expect(plugin).not.toHaveProperty('feature')
    expect(plugin.state?.()).toEqual({ frameUrl: 'http://127.0.0.1:8789/index.html', user: undefined })
  })

  it('features.email: false drops the email section only; social login stays', () => {
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet],
      features: { email: false, socials: ['google'] },
      plugins: [socials({ frameUrl: 'http://127.0.0.1:8789/index.html' })],
    })
    expect(getConnectMethods(kernel)).toEqual(['social', 'wallet'])
    expect(Object.keys(kernel.views)).toContain('ConnectSocial')
    expect(Object.keys(kernel.views)).not.toContain('ConnectEmail')
    destroyKernel(kernel)
  })

  it('names a bad frameUrl', () => {
    expect(() => socials({ frameUrl: 'javascript:alert(1)' })).toThrow(ValidationError)
    expect(() => socials({ frameUrl: 'frame' })).toThrow('Invalid socials options at "frameUrl"')
  })
})
