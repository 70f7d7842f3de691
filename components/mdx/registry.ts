/**
 * Components any .mdx doc page may use without importing them: the name a page writes, and its file
 * under components/mdx/ (which exports that name). The content build adds the import to each page that
 * uses one, so a page still loads only the components it renders.
 */
export const MDX_GLOBAL_COMPONENTS: Record<string, string> = {
  MdlFields: 'mdl-fields',
};
