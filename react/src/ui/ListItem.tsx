'use client'
import { toSafeUrl } from '@foyer/core'
import type { CSSProperties, MouseEventHandler, ReactNode } from 'react'
import { classNames } from './classNames.js'
import { Spinner } from './Spinner.js'

export type ListItemProps = {
  /** The main text: part of the button's accessible name. */
  label: ReactNode
  /** A second line (a balance, "Installed", a date). */
  description?: ReactNode
  /** A picture before the text, usually `<WalletImage decorative>` since the label names it. */
  image?: ReactNode
  /** Content at the end: a `<Tag>`, an amount, a chevron. */
  end?: ReactNode
  /** Makes the row a button. Without it (and without `href`) the row is static content. */
  onClick?: MouseEventHandler<HTMLButtonElement>
  /**
   * Makes the row a link (opens in a new tab): http(s), a path from the site root or a wallet's own scheme. A URL
   * `toSafeUrl` refuses (`javascript:`, `data:`, ...) is left out: the row is then a button or plain content.
   */
  href?: string
  /** Marks the current choice (`aria-current="true"`), e.g. the active network. */
  selected?: boolean
  disabled?: boolean
  loading?: boolean
  /** Overrides the accessible name when the visible text is not enough. */
  ariaLabel?: string
  /** Extra hooks for preloading (the row of a wallet about to be chosen). */
  onPointerEnter?: () => void
  onFocus?: () => void
  className?: string
  /** Where the row sits in its whole list when only some rows are in the DOM (a windowed list): 1-based. */
  posInSet?: number
  /** The whole list's length when only some rows are in the DOM. */
  setSize?: number
  /** Placement in a windowed list (the grid row and column). */
  style?: CSSProperties
}

/** One row of a `<List>`: an `<li>` holding a button, a link or plain content. */
export function ListItem({
  label,
  description,
  image,
  end,
  onClick,
  href: url,
  selected = false,
  disabled = false,
  loading = false,
  ariaLabel,
  onPointerEnter,
  onFocus,
  className,
  posInSet,
  setSize,
  style,
}: ListItemProps) {
  const href = toSafeUrl(url, 'link') ?? toSafeUrl(url, 'deepLink')
  const content = (
    <>
      {image ? <span className="foyer-list-item__image">{image}</span> : null}
      <span className="foyer-list-item__text">
        <span className="foyer-list-item__label">{label}</span>
        {description ? <span className="foyer-list-item__description">{description}</span> : null}
      </span>
      {loading ? <Spinner size="sm" /> : end ? <span className="foyer-list-item__end">{end}</span> : null}
    </>
  )
  const classes = classNames('foyer-list-item__control', selected && 'foyer-list-item__control--selected')
  const shared = {
    className: classes,
    'aria-label': ariaLabel,
    'aria-current': selected ? ('true' as const) : undefined,
    onPointerEnter,
    onFocus,
  }
  return (
    <li
      className={classNames('foyer-list-item', className)}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      style={style}
    >
      {href ? (
        <a {...shared} href={href} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : onClick ? (
        <button
          {...shared}
          type="button"
          onClick={onClick}
          disabled={disabled || loading}
          aria-busy={loading || undefined}
        >
          {content}
        </button>
      ) : (
        <div {...shared}>{content}</div>
      )}
    </li>
  )
}
