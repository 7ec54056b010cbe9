import type { Locator } from 'playwright-core'

/**
 * What in `root` still wears the browser's defaults, from computed styles: a fieldset's border, a list's bullets,
 * a button or form field with no class of ours (the browser's grey button, the bare input). Each finding names the
 * element and its text, so a failure says where to look. Works inside a shadow root (the locator's own tree).
 */
export function findUnstyledElements(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const found: string[] = []
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
    const visible = (node: Element) => {
      const box = node.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(node).visibility !== 'hidden'
    }
    for (const fieldset of element.querySelectorAll('fieldset')) {
      const style = getComputedStyle(fieldset)
      const bordered = (['Top', 'Right', 'Bottom', 'Left'] as const).some(
        (side) =>
          Number.parseFloat(style[`border${side}Width`]) > 0 &&
          !['none', 'hidden'].includes(style[`border${side}Style`]),
      )
      if (bordered && visible(fieldset)) found.push(`fieldset border: ${describe(fieldset)}`)
    }
    for (const item of element.querySelectorAll('li')) {
      const style = getComputedStyle(item)
      const bulleted =
        style.display === 'list-item' && (style.listStyleType !== 'none' || style.listStyleImage !== 'none')
      if (bulleted && visible(item)) found.push(`list bullet: ${describe(item)}`)
    }
    for (const control of element.querySelectorAll('button, input, select, textarea')) {
      if (!control.className && visible(control)) found.push(`unstyled control: ${describe(control)}`)
    }
    return found
  })
}

/** Elements of `root` whose text is cut off: wider than their box with no ellipsis, or spilling out of `root`. */
export function findClippedText(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const found: string[] = []
    const limit = element.getBoundingClientRect()
    for (const node of element.querySelectorAll<HTMLElement>('*')) {
      if (!node.childNodes.length || ![...node.childNodes].some((child) => child.nodeType === 3)) continue
      const style = getComputedStyle(node)
      const box = node.getBoundingClientRect()
      if (box.width === 0 || style.visibility === 'hidden' || node.closest('.foyer-visually-hidden')) continue
      const text = (node.textContent ?? '').trim().slice(0, 40)
      if (
        node.scrollWidth > node.clientWidth + 1 &&
        style.textOverflow !== 'ellipsis' &&
        style.overflowX !== 'visible'
      )
        found.push(`cut off: ${node.tagName.toLowerCase()} "${text}"`)
      if (box.right > limit.right + 1 || box.left < limit.left - 1)
        found.push(`outside the modal: ${node.tagName.toLowerCase()} "${text}"`)
    }
    return found
  })
}
