import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

export const repository = new URL('../../../', import.meta.url).pathname

/** Props whose text a person reads or hears. */
const textProps = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'loadingLabel',
  'hint',
  'error',
  'ariaLabel',
  'message',
])

/** Text that is the same in every language: brand names, symbols and units. */
const allowed = new Set([
  'WalletConnect',
  'Foyer',
  'Farcaster',
  'Google',
  'X',
  'GitHub',
  'Discord',
  'Apple',
  'ETH',
  'USD',
  '…',
  '·',
  '→',
  '—',
  '-',
  '/',
  '%',
  '@',
  '0x…',
  '0.0',
])

export type EnglishLiteral = { file: string; line: number; text: string }

/** Every view and component source: react's and each plugin's React views. */
export function viewSources(): string[] {
  const folders = [
    join(repository, 'react/src'),
    ...readdirSync(join(repository, 'plugins')).map((plugin) =>
      join(repository, 'plugins', plugin, 'src/react'),
    ),
  ]
  return folders.flatMap((folder) => {
    try {
      return readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.tsx') && !file.includes('.test.') && !file.includes('test-utils'))
        .map((file) => join(folder, file))
    } catch {
      return []
    }
  })
}

function hasWords(text: string): boolean {
  return /\p{L}{2,}/u.test(text) && !allowed.has(text.trim())
}

/** JSX text and the literal values of user-visible props in one TSX source. */
export function findEnglishLiterals(file: string): EnglishLiteral[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  const found: EnglishLiteral[] = []
  const report = (node: ts.Node, text: string) => {
    if (!hasWords(text)) return
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
    found.push({ file, line: line + 1, text: text.trim() })
  }
  const literalTexts = (expression: ts.Expression | undefined): ts.Node[] => {
    if (!expression) return []
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression]
    if (ts.isTemplateExpression(expression)) return [expression]
    if (ts.isConditionalExpression(expression))
      return [...literalTexts(expression.whenTrue), ...literalTexts(expression.whenFalse)]
    if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind
      // `a === 'x' && <b />` compares; `a && 'text'`, `a ?? 'text'` and `'text' + a` show text.
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return literalTexts(expression.right)
      if (
        operator === ts.SyntaxKind.PlusToken ||
        operator === ts.SyntaxKind.QuestionQuestionToken ||
        operator === ts.SyntaxKind.BarBarToken
      )
        return [...literalTexts(expression.left), ...literalTexts(expression.right)]
      return []
    }
    if (ts.isParenthesizedExpression(expression)) return literalTexts(expression.expression)
    return []
  }
  const textOf = (node: ts.Node): string =>
    ts.isTemplateExpression(node)
      ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
      : (node as ts.StringLiteral).text
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text)
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const literal of literalTexts(node.expression)) report(literal, textOf(literal))
    } else if (ts.isJsxAttribute(node) && textProps.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer
      const expressions = ts.isStringLiteral(value)
        ? [value]
        : ts.isJsxExpression(value)
          ? literalTexts(value.expression)
          : []
      for (const literal of expressions) report(literal, textOf(literal))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
