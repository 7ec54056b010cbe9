import { describe, expect, it } from 'vitest'
import { readServiceConfig } from './readServiceConfig.js'
import { createServiceProjects } from './serviceProjects.js'
import { startReferenceService } from './startReferenceService.js'

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return `${(error as Error).message}`
  }
  return 'accepted'
}

describe('project configuration', () => {
  it('stops the start on a bad entry, naming the project and what is wrong', async () => {
    await expect(
      startReferenceService({
        projects: [{ projectId: 'shop', allowedOrigins: ['https://shop.example/checkout'] }],
      }),
    ).rejects.toThrow(
      /project "shop" 0\.allowedOrigins\.0: https:\/\/shop\.example\/checkout: expected an origin/,
    )
    expect(
      refusal(() =>
        createServiceProjects([{ projectId: 'shop', allowedOrigins: ['https://shop.example:*'] }]),
      ),
    ).toContain('any port (:*) is for loopback hosts only')
    expect(
      refusal(() => createServiceProjects([{ projectId: 'shop', signInDomains: ['shop.example/login'] }])),
    ).toContain('expected a host such as app.example[:port]')
    expect(refusal(() => createServiceProjects([{ projectId: 'a' }, { projectId: 'a' }]))).toContain(
      'a is listed twice',
    )
    expect(
      refusal(() =>
        createServiceProjects([{ projectId: 'a', allowedOrigin: ['https://a.example'] } as never]),
      ),
    ).toContain('allowedOrigin')
    await expect(
      readServiceConfig({ FOYER_PROJECTS: '[{"projectId":"shop","allowedOrigins":["ftp://shop.example"]}]' }),
    ).rejects.toMatchObject({ details: expect.stringContaining('ftp://shop.example') })
  })

  it('takes sign-in domains from the allowed origins by default', () => {
    const projects = createServiceProjects([
      { projectId: 'shop', allowedOrigins: ['https://shop.example/', 'http://localhost:*'] },
    ])
    const shop = projects.find('shop')
    if (!shop) throw new TypeError('no project')
    expect(shop.allowedOrigins).toEqual(['https://shop.example', 'http://localhost:*'])
    expect(projects.allowsOrigin(shop, 'https://shop.example')).toBe(true)
    expect(projects.allowsOrigin(shop, 'http://localhost:5173')).toBe(true)
    expect(projects.allowsOrigin(shop, 'http://shop.example')).toBe(false)
    const target = (domain: string, uri: string) =>
      refusal(() => projects.requireSignInTarget(shop, { domain, uri }))
    expect(target('shop.example', 'https://shop.example/login')).toBe('accepted')
    expect(target('localhost:5173', 'http://localhost:5173/')).toBe('accepted')
    expect(target('evil.example', 'https://shop.example/')).toContain('not a sign-in domain of project shop')
    expect(target('shop.example', 'https://evil.example/')).toContain('is not on a sign-in domain')
    expect(target('shop.example', 'http://shop.example/')).toContain('is not on a sign-in domain')
    expect(target('shop.example@evil.example', 'https://shop.example/')).toContain('not a sign-in domain')
  })

  it('never allows any origin without dev conveniences: a project without origins takes loopback ones only', () => {
    for (const devConveniences of [false, true]) {
      const projects = createServiceProjects(undefined, { devConveniences })
      const dev = projects.find('foyer-dev')
      if (!dev) throw new TypeError('no default project')
      expect(projects.allowsOrigin(dev, 'https://evil.example')).toBe(devConveniences)
      expect(projects.allowsOrigin(dev, 'http://127.0.0.1:5173')).toBe(true)
      // Sign-in messages name loopback hosts only, dev conveniences or not.
      expect(
        refusal(() =>
          projects.requireSignInTarget(dev, { domain: 'evil.example', uri: 'https://evil.example' }),
        ),
      ).toContain('not a sign-in domain')
      expect(
        refusal(() =>
          projects.requireSignInTarget(dev, { domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173/' }),
        ),
      ).toBe('accepted')
    }
  })
})
