/** Keyboard hints, and where the results came from when that is not the usual place. */
export function SearchFooter({ servedBy }: { servedBy?: string }) {
  return (
    <footer className="search-footer">
      {servedBy === 'embedded-fallback' ? (
        <p className="search-fallback" role="status">
          The search service is unreachable: showing results from the offline index.
        </p>
      ) : (
        <ul className="search-keys" aria-label="Keyboard shortcuts">
          <li>
            <kbd>↵</kbd> to select
          </li>
          <li>
            <kbd>↑</kbd>
            <kbd>↓</kbd> to navigate
          </li>
          <li>
            <kbd>Esc</kbd> to close
          </li>
        </ul>
      )}
    </footer>
  );
}
