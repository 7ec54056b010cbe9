export type SmartSessionGrant = {
  /** The checksummed EVM address that grants. */
  account: string
  projectId: string
  /** Unix seconds when the grant ends. */
  expiry: number
  permissions: { type: string; data: unknown }[]
  policies?: { type: string; data: unknown }[] | undefined
  project?: { name: string; url?: string | undefined; iconUrl?: string | undefined } | undefined
  /** Chosen by the client, used once. */
  nonce: string
  /** Unix seconds after which the signature is refused (at most 10 minutes ahead). */
  validUntil: number
}

/**
 * The text an account signs (EIP-191 personal_sign) to create a smart-session grant with
 * `POST /v1/sessions/{account}`. The grant's permissions, policies and project are canonical JSON (keys sorted,
 * no spaces), so the client and the service build the same bytes.
 */
export function smartSessionGrantMessage(grant: SmartSessionGrant): string {
  return [
    'Foyer smart-session grant',
    `Account: ${grant.account}`,
    `Project: ${grant.projectId}`,
    `Expiry: ${grant.expiry}`,
    `Nonce: ${grant.nonce}`,
    `Valid until: ${grant.validUntil}`,
    `Grant: ${canonicalJson({
      permissions: grant.permissions,
      policies: grant.policies ?? [],
      project: grant.project ?? null,
    })}`,
  ].join('\n')
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * The text an account signs (EIP-191 personal_sign) to list its smart-session grants with
 * `GET /v1/sessions/{account}?validUntil=&signature=`: nobody else learns which apps hold which permissions.
 */
export function smartSessionListMessage(listing: {
  account: string
  projectId: string
  validUntil: number
}): string {
  return [
    'Foyer smart-session list',
    `Account: ${listing.account}`,
    `Project: ${listing.projectId}`,
    `Valid until: ${listing.validUntil}`,
  ].join('\n')
}
