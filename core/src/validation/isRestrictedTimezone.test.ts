import { describe, expect, it } from 'vitest'
import { isRestrictedTimezone } from './isRestrictedTimezone.js'

describe('isRestrictedTimezone', () => {
  it.each([
    'Asia/Shanghai',
    'Asia/Urumqi',
    'Asia/Chongqing',
    'Asia/Harbin',
    'Asia/Kashgar',
    'Asia/Macau',
    'Asia/Hong_Kong',
    'Asia/Macao',
    'Asia/Beijing',
    'Asia/Hongkong',
  ])('restricts %s', (zone) => {
    expect(isRestrictedTimezone(zone)).toBe(true)
  })

  it('ignores case and surrounding spaces', () => {
    expect(isRestrictedTimezone('ASIA/SHANGHAI')).toBe(true)
    expect(isRestrictedTimezone(' asia/hong_kong ')).toBe(true)
  })

  it('does not restrict other zones or missing values', () => {
    for (const zone of ['Asia/Taipei', 'Asia/Tokyo', 'Europe/Paris', 'UTC', '', undefined, null]) {
      expect(isRestrictedTimezone(zone)).toBe(false)
    }
  })
})
