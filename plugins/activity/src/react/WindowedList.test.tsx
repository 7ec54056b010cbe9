// @vitest-environment jsdom
import { ListItem } from '@foyer/react/ui'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { WindowedList } from './WindowedList.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const rows = Array.from({ length: 600 }, (_, index) => ({
  id: `transaction-${index + 1}`,
  name: `Row ${index + 1}`,
}))
// jsdom lays nothing out: the window's 768 px stand in for the scroller, rows at their 58 px estimate 8 px apart,
// so 12 rows in view and 6 more either side.
const mostRows = 12 + 6 + 6
const rowPitch = 66

describe('WindowedList', () => {
  it('keeps a bounded number of rows in the DOM for 600 transactions, wherever the list is scrolled', async () => {
    const container = document.createElement('div')
    container.style.overflowY = 'auto'
    document.body.append(container)
    const root = createRoot(container)
    await act(async () =>
      root.render(
        <WindowedList
          label="May 2026"
          items={rows}
          getKey={(row) => row.id}
          renderItem={(row, position) => <ListItem label={row.name} {...position} />}
        />,
      ),
    )
    const list = container.querySelector('ul[aria-label="May 2026"]') as HTMLUListElement
    const items = () => [...list.querySelectorAll('li')]
    expect(items().length).toBeGreaterThan(0)
    expect(items().length).toBeLessThanOrEqual(mostRows)
    expect(items()[0]?.textContent).toBe('Row 1')
    expect(items()[0]?.getAttribute('aria-posinset')).toBe('1')
    expect(items()[0]?.getAttribute('aria-setsize')).toBe('600')
    // The rows left out stand in as padding: the list keeps its whole height.
    expect(list.style.paddingTop).toBe('0px')
    expect(Number.parseFloat(list.style.paddingBottom)).toBe((600 - items().length) * rowPitch)

    await act(async () => {
      container.scrollTop = 599 * rowPitch
      container.dispatchEvent(new Event('scroll'))
    })
    // The virtualiser reads the scroll position on the next frame.
    for (let frame = 0; frame < 20 && items().at(-1)?.textContent !== 'Row 600'; frame++)
      await act(() => new Promise((resolve) => setTimeout(resolve, 25)))
    expect(items().at(-1)?.textContent).toBe('Row 600')
    expect(items().at(-1)?.getAttribute('aria-posinset')).toBe('600')
    expect(items().length).toBeLessThanOrEqual(mostRows)
    expect(list.style.paddingBottom).toBe('0px')
    expect(Number.parseFloat(list.style.paddingTop)).toBe((600 - items().length) * rowPitch)
    await act(async () => root.unmount())
    container.remove()
  })
})
