import { describe, expect, it } from 'vitest'
import { scaledRateLimits, serviceLimitsSchema } from './serviceLimits.js'

describe('serviceLimitsSchema: rateLimits', () => {
  it('fills every group and every field left out with its default', () => {
    const { rateLimits } = serviceLimitsSchema.parse({ rateLimits: { siwx: { max: 5 } } })
    expect(rateLimits.siwx).toEqual({ max: 5, windowSeconds: 60 })
    expect(rateLimits.analytics).toEqual({ max: 600, windowSeconds: 60 })
    expect(rateLimits.names).toEqual({ max: 30, windowSeconds: 3600 })
    expect(serviceLimitsSchema.parse({}).rateLimits.emailConnect).toEqual({ max: 20, windowSeconds: 60 })
  })

  it('refuses an unknown group, an unknown field and a window that is not 1 s to a day, naming it', () => {
    const issues = (input: unknown) =>
      serviceLimitsSchema.safeParse({ rateLimits: input }).error?.issues.map((issue) => issue.path.join('.'))
    expect(issues({ sixx: { max: 5 } })).toEqual(['rateLimits'])
    expect(issues({ siwx: { limit: 5 } })).toEqual(['rateLimits.siwx'])
    expect(issues({ siwx: { windowSeconds: 0 } })).toEqual(['rateLimits.siwx.windowSeconds'])
    expect(issues({ siwx: { windowSeconds: 86_401 } })).toEqual(['rateLimits.siwx.windowSeconds'])
    expect(issues({ siwx: { max: 1.5 } })).toEqual(['rateLimits.siwx.max'])
  })

  it('scaledRateLimits multiplies every default max and keeps the windows', () => {
    const scaled = scaledRateLimits(100)
    expect(scaled.emailConnect).toEqual({ max: 2000, windowSeconds: 60 })
    expect(scaled.names).toEqual({ max: 3000, windowSeconds: 3600 })
    expect(serviceLimitsSchema.parse({ rateLimits: scaled }).rateLimits).toEqual(scaled)
  })
})
