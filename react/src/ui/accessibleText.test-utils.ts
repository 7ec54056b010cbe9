/** The text a screen reader reads for `element`: aria-label, else its text without aria-hidden parts. */
export function accessibleText(element: Element | null | undefined): string | undefined {
  if (!element) return undefined
  const label = element.getAttribute('aria-label')
  if (label !== null) return label
  let text = ''
  for (const node of element.childNodes) {
    if (node.nodeType === 3) text += node.textContent ?? ''
    else if (node.nodeType === 1 && (node as Element).getAttribute('aria-hidden') !== 'true') {
      text += accessibleText(node as Element) ?? ''
    }
  }
  return text
}
