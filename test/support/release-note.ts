/** A release note's source file, as the content loader reads it: a valid note unless the test passes other frontmatter or body. */
export const releaseNote = (
  version: string,
  frontmatter = `title: Wren AI Cloud ${version}\nversion: ${version}\nsources: [https://example.com/changelog]`,
  body = 'Summary.\n\n<!-- truncate -->\n\n## New\n\n- A thing.',
) => ({
  relativePath: `releases/${version}.md`,
  displayPath: `content/releases/${version}.md`,
  text: `---\n${frontmatter}\n---\n${body}`,
});
