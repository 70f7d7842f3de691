import { describe, expect, it } from 'vitest';
import { findBrokenLinks } from '@/lib/content/link-check';

const pages = [
  { route: '/cp/a', file: 'content/cp/a.md', anchors: ['setup'], links: [
    { href: '/cp/b#steps', written: './b.md#steps', line: 7 },
    { href: '/cp/b#nowhere', written: '/cp/b#nowhere', line: 8 },
    { href: '/cp/gone', written: '/cp/gone', line: 9 },
    { href: '/img/diagram.png', written: '/img/diagram.png', line: 10 },
    { href: '/search', written: '/search' },
    { href: '/cp/a#setup', written: '#setup', line: 11 },
  ] },
  { route: '/cp/b', file: 'content/cp/b.md', anchors: ['steps'], links: [{ href: '/cp/a.html', written: '/cp/a.html', line: 3 }] },
];

describe('findBrokenLinks', () => {
  it('names the page, the line and the target of each broken link or anchor', () => {
    const broken = findBrokenLinks(pages, { appRoutes: ['/', '/search'], publicFileExists: (path) => path === '/img/diagram.png' });
    expect(broken).toEqual([
      "content/cp/a.md:8 (/cp/a): broken anchor '/cp/b#nowhere': /cp/b has no heading with id 'nowhere'",
      "content/cp/a.md:9 (/cp/a): broken link '/cp/gone': no page or file at /cp/gone",
    ]);
  });
});
