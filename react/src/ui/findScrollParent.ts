/** The nearest ancestor that scrolls vertically (the modal's scroller), else the document's. */
export function findScrollParent(element: Element): HTMLElement {
  const view = element.ownerDocument.defaultView
  for (let node = element.parentElement; node && view; node = node.parentElement) {
    const { overflowY } = view.getComputedStyle(node)
    if (overflowY === 'auto' || overflowY === 'scroll') return node
  }
  return (element.ownerDocument.scrollingElement ?? element.ownerDocument.documentElement) as HTMLElement
}
