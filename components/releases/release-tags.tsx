export function ReleaseTags({ tags }: { tags: string[] }) {
  if (!tags.length) return null;
  return (
    <ul className="release-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="release-tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
