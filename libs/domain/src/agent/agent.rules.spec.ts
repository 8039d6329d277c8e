import { describe, expect, it } from '@jest/globals';
import {
  AGENT_INTERRUPT_ABORT_MS,
  AGENT_ATTACHMENT_MAX_BYTES,
  AGENT_PROGRAMMATIC_TIMEOUT_MS,
  attachmentTooLargeText,
  AGENT_TOOL_RESULT_DEDUP_WINDOW,
  failureCheckpointTitle,
  isOutOfTokensError,
  messagePreview,
  normaliseUsage,
  programmaticSessionExpired,
  streamErrorText,
  tokensForUsage,
  toolFailedText,
} from '../index.js';

describe('agent rules', () => {
  it('holds the documented constants', () => {
    expect([AGENT_PROGRAMMATIC_TIMEOUT_MS, AGENT_INTERRUPT_ABORT_MS, AGENT_TOOL_RESULT_DEDUP_WINDOW]).toEqual([300_000, 3_000, 20]);
    expect(AGENT_ATTACHMENT_MAX_BYTES).toBe(10485760);
    expect(attachmentTooLargeText('notes.txt')).toBe('File "notes.txt" is too large. Maximum size is 10MB.');
  });

  it('previews a message as its first 100 characters on one line', () => {
    expect(messagePreview('  Make a\n\nsnake   game  ')).toBe('Make a snake game');
    expect(messagePreview('a'.repeat(150))).toBe('a'.repeat(100));
    expect(messagePreview(`${'a'.repeat(99)}🐍🐍`)).toBe(`${'a'.repeat(99)}🐍`);
  });

  it("titles a failure checkpoint 'Agent Failure: ' and up to 120 characters of the message", () => {
    expect(failureCheckpointTitle('Rate limit reached')).toBe('Agent Failure: Rate limit reached');
    const long = 'e'.repeat(300);
    expect(failureCheckpointTitle(long)).toBe(`Agent Failure: ${'e'.repeat(120)}`);
    expect(failureCheckpointTitle(long)).toHaveLength('Agent Failure: '.length + 120);
    expect(failureCheckpointTitle('line one\n  line two')).toBe('Agent Failure: line one line two');
    expect(failureCheckpointTitle('  \n ')).toBe('Agent Failure');
  });

  it("writes a failing tool as 'Tool executed: {tool} - Failed' and a stream error as 'Error: {message}'", () => {
    expect(toolFailedText('edit_asset')).toBe('Tool executed: edit_asset - Failed');
    expect(streamErrorText('Model unavailable')).toBe('Error: Model unavailable');
    expect(streamErrorText(undefined)).toBe('Error: An error occurred while generating a response.');
  });

  it('recognises an out-of-tokens error by its code or its message', () => {
    expect(isOutOfTokensError({ code: 'out_of_tokens', message: 'whatever' })).toBe(true);
    expect(isOutOfTokensError({ code: 'x', message: "You've run out of tokens." })).toBe(true);
    expect(isOutOfTokensError({ message: 'Insufficient tokens for this request' })).toBe(true);
    expect(isOutOfTokensError({ code: 'model.provider_error', message: 'Rate limit reached' })).toBe(false);
    expect(isOutOfTokensError({ code: 'tokens.other', message: 'tokens left: 3' })).toBe(false);
    expect(isOutOfTokensError(null)).toBe(false);
    expect(isOutOfTokensError(undefined)).toBe(false);
  });

  it('normalises usage and charges its total, at least 1 token', () => {
    expect(normaliseUsage({ inputTokens: 10.4, outputTokens: 5, totalTokens: 3 })).toEqual({ inputTokens: 10, outputTokens: 5, totalTokens: 15 });
    expect(normaliseUsage({ inputTokens: -1, outputTokens: Number.NaN })).toEqual({ inputTokens: 0, outputTokens: 0, totalTokens: 0 });
    expect(tokensForUsage({ inputTokens: 100, outputTokens: 20, totalTokens: 130 })).toBe(130);
    expect(tokensForUsage(undefined)).toBe(1);
    expect(tokensForUsage({})).toBe(1);
  });

  it('expires a programmatic session 300000 ms after its start', () => {
    expect(programmaticSessionExpired('2026-11-23T09:00:00.000Z', '2026-11-23T09:04:59.999Z')).toBe(false);
    expect(programmaticSessionExpired('2026-11-23T09:00:00.000Z', '2026-11-23T09:05:00.000Z')).toBe(true);
  });
});
