'use client'
import type { ReactNode } from 'react'
import { useTranslate } from '../../i18n/useTranslate.js'
import { modalMessages } from '../../locales/modalMessages.js'

// Stand-ins for the links inside the translated sentence, split back out when rendering.
const termsMark = '\u0001'
const privacyMark = '\u0002'
const markPattern = new RegExp(`(${termsMark}|${privacyMark})`)

export type LegalTextProps = {
  /** The sentence: the checkbox's label, or the notice under the Connect view. */
  sentence: 'legal.agree' | 'legal.byConnecting'
  termsUrl: string | undefined
  privacyUrl: string | undefined
}

/** The host's terms and privacy policy (`termsConditionsUrl`, `privacyPolicyUrl`) as links in a translated sentence. */
export function LegalText({ sentence, termsUrl, privacyUrl }: LegalTextProps) {
  const t = useTranslate(modalMessages)
  const documents =
    termsUrl && privacyUrl
      ? t('legal.both', { terms: termsMark, privacy: privacyMark })
      : termsUrl
        ? termsMark
        : privacyMark
  const text = t(sentence, { documents })
  const parts: ReactNode[] = []
  for (const [index, piece] of text.split(markPattern).entries()) {
    if (piece === termsMark || piece === privacyMark) {
      const terms = piece === termsMark
      parts.push(
        <a
          key={index}
          className="foyer-connect__legal-link"
          href={terms ? termsUrl : privacyUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t(terms ? 'legal.terms' : 'legal.privacy')}
        </a>,
      )
    } else if (piece) parts.push(piece)
  }
  return <>{parts}</>
}
