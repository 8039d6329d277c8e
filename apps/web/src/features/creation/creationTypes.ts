/** An attached file (a context item: docs/api-agent.md, Attachments): its content travels as a data URL. */
export type Attachment = {
  id: string;
  name: string;
  type: 'file_upload';
  data: {
    filename: string;
    mimeType: string;
    size: number;
    content: string;
  };
};

/** POST /create/api/creation/generate-game-from-prompt/ (docs/api-agent.md). */
export type GenerateGameRequest = {
  prompt: string;
  /** Omitted when there are no attachments. */
  context_items?: Attachment[];
};

export type GenerateGameResponse = { gameId: string };

/** The body of a 429 out_of_tokens answer. */
export type OutOfTokensBody = {
  error: string;
  code?: string;
  error_code?: string;
  next_allocation_days?: number | null;
};

export type PromptVariant = 'full' | 'embedded';
