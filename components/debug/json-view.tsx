/** Data as pretty-printed JSON under a heading. */
export function JsonView({ title, data }: { title: string; data: unknown }) {
  return (
    <section className="debug-json" aria-label={title}>
      <h2>{title}</h2>
      <pre>
        <code>{JSON.stringify(data, null, 2)}</code>
      </pre>
    </section>
  );
}
