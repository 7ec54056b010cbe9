'use client'
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { classNames } from './classNames.js'

export type TabItem = { id: string; label: string; disabled?: boolean }

export type TabsProps = {
  /** The tab list's accessible name, e.g. "Connection method". */
  label: string
  tabs: readonly TabItem[]
  /** The selected tab's id. */
  selected: string
  onSelect(id: string): void
  /** The selected tab's panel content; rendered inside a `role="tabpanel"` labelled by its tab. */
  children?: ReactNode
  className?: string
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs (roving tabindex) and
 * select them. Controlled: the caller owns `selected`.
 */
export function Tabs({ label, tabs, selected, onSelect, children, className }: TabsProps) {
  const prefix = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const enabled = tabs.filter((tab) => !tab.disabled)

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = enabled.findIndex((tab) => tab.id === selected)
    const last = enabled.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    const target = next === undefined ? undefined : enabled[next]
    if (!target) return
    event.preventDefault()
    onSelect(target.id)
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []
    for (const button of buttons) if (button.dataset.tabId === target.id) button.focus()
  }

  return (
    <div className={classNames('foyer-tabs', className)}>
      <div className="foyer-tabs__list" role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${prefix}-tab-${tab.id}`}
              data-tab-id={tab.id}
              aria-selected={isSelected}
              // Only the selected tab's panel exists.
              aria-controls={isSelected ? `${prefix}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className={classNames('foyer-tabs__tab', isSelected && 'foyer-tabs__tab--selected')}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        className="foyer-tabs__panel"
        role="tabpanel"
        id={`${prefix}-panel`}
        aria-labelledby={`${prefix}-tab-${selected}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel reachable with Tab
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  )
}
