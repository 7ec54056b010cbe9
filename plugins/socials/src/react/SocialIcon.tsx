'use client'
import type { SocialProvider } from '../frame/socialProviders.js'

/** A social login's mark: 'farcaster' too, and 'more' for the button that shows the rest. */
export type SocialIconName = SocialProvider | 'farcaster' | 'more'

/**
 * Simple monochrome marks (24×24, `currentColor`), drawn for Foyer: recognisable shapes, not the brands' artwork.
 * `fill` shapes use the even-odd rule so inner holes (eyes, letters) stay cut out; `stroke` lines are 2 px.
 */
const marks: Record<SocialIconName, { fill?: string; stroke?: string }> = {
  google: { stroke: 'M19.5 12.5h-7M19.5 12.5a7.5 7.5 0 1 1-2.2-5.8' },
  github: {
    fill: 'M5.5 3.5l3 2.7a9 9 0 0 1 7 0l3-2.7c.7 1.6.9 3.3.6 5A7 7 0 0 1 20.5 12c0 3.8-2.6 6-6 6.4V21h-5v-2.6c-3.4-.4-6-2.6-6-6.4a7 7 0 0 1 1.4-3.5c-.3-1.7-.1-3.4.6-5zM9 11.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm6 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  discord: {
    fill: 'M7 5.5c1.5-.7 2.8-1 3.8-1l.5 1.2h1.4l.5-1.2c1 0 2.3.3 3.8 1 2.2 3 3 6.3 2.9 10-1.5 1.3-3.2 2.2-4.9 2.5l-.9-1.7H9.9L9 18c-1.7-.3-3.4-1.2-4.9-2.5-.1-3.7.7-7 2.9-10zM9.2 10.5a1.5 1.7 0 1 0 0 3.4 1.5 1.7 0 0 0 0-3.4zm5.6 0a1.5 1.7 0 1 0 0 3.4 1.5 1.7 0 0 0 0-3.4z',
  },
  x: { fill: 'M4 4h4.5L20 20h-4.5z', stroke: 'M19 4.5l-5.4 6.1M10.4 13.4L5 19.5' },
  apple: {
    fill: 'M12 7.6c-1.3-1-3.7-1.3-5.3.3-1.8 1.8-1.5 5.3-.1 8 1 1.9 2.3 3.6 3.5 3.6.9 0 1.1-.5 1.9-.5s1 .5 1.9.5c1.2 0 2.4-1.6 3.4-3.5-1.5-.8-2.3-2.1-2.3-3.6 0-1.4.7-2.6 1.9-3.3-1.6-1.9-3.6-2-4.9-1.2zM12.2 6.6c-.1-1.8 1.2-3.4 2.9-3.6.2 1.8-1.2 3.5-2.9 3.6z',
  },
  facebook: {
    fill: 'M12 2.5a9.5 9.5 0 0 0-1.5 18.9V14.8H8.2v-2.8h2.3V9.9c0-2.4 1.4-3.7 3.6-3.7 1 0 2 .2 2 .2v2.3h-1.1c-1.2 0-1.5.7-1.5 1.4v1.9h2.6l-.4 2.8h-2.2v6.6A9.5 9.5 0 0 0 12 2.5z',
  },
  farcaster: {
    fill: 'M5 4h14v3h-1.5v10.5H19V20h-5.5v-2.5H15V13a3 3 0 0 0-6 0v4.5h1.5V20H5v-2.5h1.5V7H5z',
  },
  more: {
    fill: 'M5 10.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  },
}

/** A social login's mark, decorative: the button holding it carries the name ("Continue with Google"). */
export function SocialIcon({ name }: { name: SocialIconName }) {
  const { fill, stroke } = marks[name]
  return (
    <svg className="foyer-socials__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {fill ? <path d={fill} fill="currentColor" fillRule="evenodd" /> : null}
      {stroke ? (
        <path d={stroke} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : null}
    </svg>
  )
}
