import { describe, expect, it } from 'vitest'
import { smartSessionGrantMessage } from './smartSessionGrantMessage.js'

const grant = {
  account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  projectId: 'foyer-dev',
  expiry: 1_760_003_600,
  permissions: [{ type: 'contract-call', data: { functions: ['transfer'], address: '0x01' } }],
  policies: [{ type: 'spend-limit', data: { token: 'USDC', limit: '100' } }],
  project: { name: 'Demo', url: 'http://localhost:5173' },
  nonce: 'a1b2c3d4e5f6a7b8',
  validUntil: 1_760_000_300,
}

describe('smartSessionGrantMessage', () => {
  it('is readable lines with the grant as canonical JSON', () => {
    expect(smartSessionGrantMessage(grant)).toBe(
      [
        'Foyer smart-session grant',
        'Account: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        'Project: foyer-dev',
        'Expiry: 1760003600',
        'Nonce: a1b2c3d4e5f6a7b8',
        'Valid until: 1760000300',
        'Grant: {"permissions":[{"data":{"address":"0x01","functions":["transfer"]},"type":"contract-call"}],' +
          '"policies":[{"data":{"limit":"100","token":"USDC"},"type":"spend-limit"}],' +
          '"project":{"name":"Demo","url":"http://localhost:5173"}}',
      ].join('\n'),
    )
  })

  it('does not depend on key order, and spells absent policies and project the same way every time', () => {
    const reordered = {
      ...grant,
      permissions: [{ data: { address: '0x01', functions: ['transfer'] }, type: 'contract-call' }],
      project: { url: 'http://localhost:5173', name: 'Demo', iconUrl: undefined },
    }
    expect(smartSessionGrantMessage(reordered)).toBe(smartSessionGrantMessage(grant))
    const bare = { ...grant, policies: undefined, project: undefined }
    expect(smartSessionGrantMessage(bare)).toContain('"policies":[],"project":null}')
    expect(smartSessionGrantMessage({ ...bare, policies: [] })).toBe(smartSessionGrantMessage(bare))
  })
})
