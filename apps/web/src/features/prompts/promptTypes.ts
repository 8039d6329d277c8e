// The prompt shapes of docs/api-assets.md ("Prompts").

export type PromptVariable = { key: string; name: string };

export type Prompt = {
  id: string;
  name: string;
  description: string;
  content: string;
  variables: PromptVariable[];
  revision: number;
  updatedAt: string;
  pendingChanges: number;
};

export type PromptLibrary = { data: Record<string, Prompt> };

export type PromptFields = { name: string; description: string; content: string };

export type PromptWrite = { data: Prompt; position: string };
