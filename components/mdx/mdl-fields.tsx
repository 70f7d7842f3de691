import { mdlFields } from '@/lib/engine-mdl/fields';

/**
 * The fields of one part of an MDL manifest ('manifest', 'model', 'column', 'relationship', …) as a
 * table, read from lib/engine-mdl/engine-mdl.schema.json at build time, so the page and the schema cannot disagree.
 * A server component: it ships no JavaScript.
 */
export function MdlFields({ of }: { of: string }) {
  return (
    <table className="mdl-fields">
      <thead>
        <tr>
          <th>Field</th>
          <th>Type</th>
          <th>Required</th>
          <th>What it holds</th>
        </tr>
      </thead>
      <tbody>
        {mdlFields(of).map((field) => (
          <tr key={field.name}>
            <td>
              <code>{field.name}</code>
            </td>
            <td>{field.type}</td>
            <td>{field.required ? 'yes' : 'no'}</td>
            <td>{field.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
