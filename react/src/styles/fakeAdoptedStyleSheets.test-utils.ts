/**
 * Gives jsdom the constructed-stylesheet API real browsers have (`replaceSync`, `adoptedStyleSheets` on documents and
 * shadow roots), recording the text. Returns a function that takes it away again.
 */
export function fakeAdoptedStyleSheets(): () => void {
  const sheetPrototype = CSSStyleSheet.prototype as CSSStyleSheet & { text?: string }
  const owners = [Document.prototype, ShadowRoot.prototype]
  const adopted = new WeakMap<object, CSSStyleSheet[]>()
  Object.defineProperty(sheetPrototype, 'replaceSync', {
    configurable: true,
    value(this: { text?: string }, text: string) {
      this.text = text
    },
  })
  for (const owner of owners) {
    Object.defineProperty(owner, 'adoptedStyleSheets', {
      configurable: true,
      get(this: object) {
        return adopted.get(this) ?? []
      },
      set(this: object, sheets: CSSStyleSheet[]) {
        adopted.set(this, sheets)
      },
    })
  }
  return () => {
    delete (sheetPrototype as { replaceSync?: unknown }).replaceSync
    for (const owner of owners) delete (owner as { adoptedStyleSheets?: unknown }).adoptedStyleSheets
  }
}

/** The text of the constructed sheets `root` adopts. */
export function adoptedText(root: Document | ShadowRoot): string[] {
  return root.adoptedStyleSheets.map((sheet) => (sheet as CSSStyleSheet & { text?: string }).text ?? '')
}
