// Sidebar groups and their order as the specification (§2, "Sidebar groups") fixes them.
export const docsSidebarGroups = ['Getting Started', 'Features', 'Guides', 'Migration', 'Troubleshooting', 'Additional resources'];

export const apiSidebarEntries = ['Overview', 'CLI', 'DevServer', 'Runtime client', 'Loaders', 'Plugins', 'Configuration utilities'];

export const cliSidebarItems = ['Start', 'Bundle', 'Init'];
