// The creation feature's own types; the server's (attachments, generate-game-from-prompt, the
// out-of-tokens answer) come from @tempest/contracts.

/** Which prompt screen: the /create page, or the one inside the home hero. */
export type PromptVariant = 'full' | 'embedded';
