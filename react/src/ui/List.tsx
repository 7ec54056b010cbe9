'use client'
import type { ComponentPropsWithRef } from 'react'
import { classNames } from './classNames.js'

export type ListProps = ComponentPropsWithRef<'ul'> & {
  /** 'rows' (default): one item per row; 'grid': the wallet grid of AllWallets. */
  layout?: 'rows' | 'grid'
}

/** A `<ul>` for `<ListItem>`s; give it `aria-label` when no heading names it. */
export function List({ layout = 'rows', className, ...rest }: ListProps) {
  return <ul {...rest} className={classNames('foyer-list', `foyer-list--${layout}`, className)} />
}
