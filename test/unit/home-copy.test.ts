import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOME_FILE, parseHome, readHome } from '@/lib/content/home';

const source = readFileSync(HOME_FILE, 'utf8');
/** The real file with one line replaced. */
const edited = (from: string, to: string) => {
  expect(source).toContain(from);
  return source.replace(from, to);
};

describe('the home page copy (content/home.yml)', () => {
  it('reads the three editions, the product tiles and the popular links in their order', () => {
    const home = readHome();
    expect(home.start_paths.map((path) => path.id)).toEqual(['cloud', 'core', 'oss']);
    expect(home.start_paths[1].steps[0].code?.split('\n')).toEqual([
      'python3 -m venv ~/.venvs/wren',
      'source ~/.venvs/wren/bin/activate',
      'pip install "wrenai[postgres,memory,ui]"',
    ]);
    expect(home.product_tiles.map((tile) => tile.icon)).toEqual(['ask', 'model', 'connect', 'secure', 'api', 'engine']);
    expect(home.popular_links[0]).toEqual({ label: 'Connect BigQuery', href: '/cp/guide/connect/bigquery' });
  });

  it('names the file and the field of a bad value', () => {
    expect(() => parseHome(HOME_FILE, edited('  - icon: secure', '  - icon: shield'))).toThrow(
      /^content\/home\.yml: product_tiles\.3\.icon: Invalid option: expected one of "ask"\|"model"/,
    );
    expect(() => parseHome(HOME_FILE, edited('href: /cp/getting_started/create_project', 'href: cp/create_project'))).toThrow(
      "content/home.yml: start_paths.0.steps.2.href: must be a path on this site, like '/cp/overview', or an https:// address",
    );
    expect(() =>
      parseHome(HOME_FILE, edited('    title: Start in the cloud\n', '    title: Start in the cloud\n    subtitle: x\n')),
    ).toThrow(/^content\/home\.yml: start_paths\.0: Unrecognized key: "subtitle"/);
  });

  it('names the file of text that is not YAML, and a field missing or out of bounds', () => {
    expect(() => parseHome(HOME_FILE, 'start_paths: [')).toThrow(/^content\/home\.yml: is not valid YAML: /);
    expect(() => parseHome(HOME_FILE, 'start_paths: []\nproduct_tiles: []')).toThrow(/^content\/home\.yml: start_paths: /);
    const fourSteps = edited(
      '      - text: Sign in at cloud.getwren.ai.\n',
      '      - text: Sign in at cloud.getwren.ai.\n      - text: Wait.\n      - text: Wait again.\n',
    );
    expect(() => parseHome(HOME_FILE, fourSteps)).toThrow('content/home.yml: start_paths.0.steps: must have at most 3 steps');
  });
});
