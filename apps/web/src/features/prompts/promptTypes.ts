// The prompt answers are the shared contract's (`@tempest/contracts`: Prompt, PromptLibraryAnswer,
// PromptAnswer); this is the web app's own.

/** What the prompt editor changes. */
export type PromptFields = { name: string; description: string; content: string };
