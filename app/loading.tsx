/** Shown while a route's code or data is still on its way. */
export default function Loading() {
  return (
    <div className="route-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>Loading page…</span>
    </div>
  );
}
