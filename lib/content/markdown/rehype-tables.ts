import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Tables: each is focusable, so a keyboard reader can scroll one wider than the page (as Shiki makes
 * code blocks focusable), and the inline code in their cells may wrap, but only at a space or, past the
 * first column, after `_`, `.` or `/` (see breakableCode), so a long name or path no longer pushes its
 * column off the page.
 */
export function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'table') node.properties.tabIndex = 0;
      if (node.tagName !== 'tr') return;
      node.children
        .filter((cell): cell is Element => cell.type === 'element' && (cell.tagName === 'td' || cell.tagName === 'th'))
        .forEach((cell, column) => {
          visit(cell, 'element', (code) => {
            if (code.tagName !== 'code' || code.children.length !== 1 || code.children[0].type !== 'text') return;
            // The first column names things (a key, a flag): a name there stays whole, only its spaces break.
            const pieces = breakableCode(code.children[0].value, column > 0);
            if (pieces.length === 1) return;
            code.children = pieces;
            code.properties.className = ['code-pieces'];
          });
        });
    });
  };
}

const BREAK_AFTER = /(?<=[_./])(?=[^_./])/;

/**
 * Inline code as pieces that each stay on one line (<span>, white-space: nowrap in shell.css), with a
 * line-break opportunity after `_`, `.` or `/` (<wbr>) and at spaces. A `-` inside a piece never breaks
 * it, so `--no-validate` stays whole.
 */
export function breakableCode(text: string, insideWords = true): ElementContent[] {
  const out: ElementContent[] = [];
  text.split(/( +)/).forEach((word) => {
    if (!word) return;
    if (word.startsWith(' ')) {
      out.push({ type: 'text', value: word });
      return;
    }
    (insideWords ? word.split(BREAK_AFTER) : [word]).forEach((piece, i) => {
      if (i > 0) out.push(element('wbr', []));
      out.push(element('span', [{ type: 'text', value: piece }]));
    });
  });
  return out;
}

const element = (tagName: string, children: ElementContent[]): Element => ({ type: 'element', tagName, properties: {}, children });
