import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

describe('isOriginAllowed', () => {
  it('matches exact origins, and a host on any port with :*', () => {
    const allowed = ['https://app.example.com', 'http://127.0.0.1:*']
    expect(isOriginAllowed('https://app.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://app.example.com:8443', allowed)).toBe(false)
    expect(isOriginAllowed('http://app.example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://evil.example.com', allowed)).toBe(false)
    expect(isOriginAllowed('http://127.0.0.1:5173', allowed)).toBe(true)
    expect(isOriginAllowed('https://127.0.0.1:5173', allowed)).toBe(false)
    expect(isOriginAllowed('http://127.0.0.2:5173', allowed)).toBe(false)
    expect(isOriginAllowed('null', allowed)).toBe(false)
  })
})
