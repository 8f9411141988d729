// Sidebar groups and their order as the specification (§2, "Sidebar groups") fixes them. The
// site may add groups of its own (Troubleshooting): the checks want these in this order, with
// any others between them, so a new group needs no edit here.
export const docsSidebarGroups = ['Getting Started', 'Features', 'Guides', 'Migration', 'Additional resources'];

export const apiSidebarEntries = ['Overview', 'CLI', 'DevServer', 'Runtime client', 'Loaders', 'Plugins', 'Configuration utilities'];

export const cliSidebarItems = ['Start', 'Bundle', 'Init'];

/** The items of `wanted` found in `actual`, in `actual`'s order: equal to `wanted` when all are there in that order. */
export const inOrder = (actual: string[], wanted: string[]) => actual.filter((item) => wanted.includes(item));
