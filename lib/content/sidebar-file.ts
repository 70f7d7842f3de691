/** Where a sidebar's whole tree is published, for groups that load their links when opened. */
export const sidebarFileUrl = (name: string) => `/sidebars/${name}.json`;
