'use client'
import { classNames } from './classNames.js'
import { type IconName, iconPaths } from './iconPaths.js'

export type IconProps = {
  name: IconName
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

/** Icons that point along the reading direction: mirrored in right-to-left text. */
const directional = new Set<IconName>(['back', 'chevronRight', 'external'])

/** A decorative icon (always `aria-hidden`): name the control that holds it instead. */
export function Icon({ name, size = 'md', className }: IconProps) {
  return (
    <svg
      className={classNames(
        'foyer-icon',
        `foyer-icon--${size}`,
        directional.has(name) && 'foyer-icon--directional',
        className,
      )}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  )
}
