import { approvalIdSchema, localeTagSchema } from '@foyer/plugin-socials/protocol'
import * as z from 'zod/mini'

/** The BroadcastChannel between the frame that signs and its approval page: both on the frame's origin alone. */
export const approvalChannelName = 'foyer-frame-approvals'

const text = z.string().check(z.maxLength(2_000))
const rowSchema = z.object({ label: text, value: text, warning: z.optional(z.boolean()) })

/** What the approval page shows of a request: a title, sections of labelled values, and the raw request. */
export const approvalDisplaySchema = z.object({
  title: text,
  sections: z.array(z.object({ heading: text, rows: z.array(rowSchema).check(z.maxLength(64)) })),
  raw: z.string().check(z.maxLength(200_000)),
})
export type ApprovalDisplay = z.infer<typeof approvalDisplaySchema>
export type ApprovalRow = z.infer<typeof rowSchema>

/**
 * The app's theme as the approval page may use it (SYNC_THEME, checked by the frame): the mode picks the page's own
 * palette; an accent reaches only the Approve button and the focus ring, and only with WCAG AA contrast.
 */
export const approvalThemeSchema = z.object({
  mode: z.enum(['light', 'dark']),
  accent: z.optional(z.string().check(z.regex(/^#[0-9a-f]{6}$/))),
  accentForeground: z.optional(z.enum(['#ffffff', '#000000'])),
})
export type ApprovalTheme = z.infer<typeof approvalThemeSchema>

const base64url = z.string().check(z.regex(/^[A-Za-z0-9_-]+$/), z.maxLength(1366))

/**
 * A passkey ceremony the approval page runs on the user's Approve click (WebAuthn needs the click, in a visible page
 * of the frame's origin): `create` makes the wallet's passkey, `get` asks for it; both evaluate the PRF extension on
 * `prfSalt`.
 */
export const passkeyCeremonySchema = z.object({
  ceremony: z.enum(['create', 'get']),
  prfSalt: base64url,
  userId: z.optional(base64url),
  userName: z.optional(z.string().check(z.maxLength(300))),
  credentialIds: z.optional(z.array(base64url).check(z.maxLength(16))),
  /** `get` only: the page also offers "Use a recovery code", typed into the page instead of the passkey. */
  offerRecoveryCode: z.optional(z.boolean()),
})
export type PasskeyCeremony = z.infer<typeof passkeyCeremonySchema>

/** The ceremony's outcome: the passkey used and its PRF output (32 bytes), base64url. */
export const passkeyAnswerSchema = z.object({ credentialId: base64url, prfOutput: base64url })
export type PasskeyAnswer = z.infer<typeof passkeyAnswerSchema>
/** What the user gave the page: the passkey's answer, or the recovery code they typed. */
export type PasskeyDecision = { passkey: PasskeyAnswer } | { recoveryCode: string }

/**
 * The page asks for its request (`hello`), the signing frame shows it (`show`), the page answers with the user's
 * decision (`decide`), and the frame says when it is done (`done`).
 */
export const approvalMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), approvalId: approvalIdSchema }),
  z.object({
    type: z.literal('show'),
    approvalId: approvalIdSchema,
    display: approvalDisplaySchema,
    theme: z.optional(approvalThemeSchema),
    /** The locale the display is written in (one of the page's catalogs): the page's own texts follow it. */
    locale: z.optional(localeTagSchema),
    passkey: z.optional(passkeyCeremonySchema),
  }),
  z.object({
    type: z.literal('decide'),
    approvalId: approvalIdSchema,
    approved: z.boolean(),
    passkey: z.optional(passkeyAnswerSchema),
    recoveryCode: z.optional(z.string().check(z.maxLength(200))),
  }),
  z.object({ type: z.literal('done'), approvalId: approvalIdSchema, ok: z.boolean() }),
])
export type ApprovalMessage = z.infer<typeof approvalMessageSchema>

export type ApprovalPort = {
  postMessage(message: ApprovalMessage): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}
