// No imports: the web app may import these types directly.

/** A project's settings (docs/api-frontends.md §1). */
export type FrontendSettingsView = { enable_websocket: boolean; tailwind_config: Record<string, unknown> };

/**
 * A frontend project without its files. `updatedAt` is the later of the project's own last change and
 * its files' last change (computed when read, from the `assets` working tree).
 */
export type FrontendProjectView = {
  id: string;
  gameId: string;
  name: string;
  description: string;
  entryPoint: string;
  settings: FrontendSettingsView;
  updatedAt: string;
};
