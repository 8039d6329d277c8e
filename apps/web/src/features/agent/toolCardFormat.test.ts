import { describe, expect, it } from '@jest/globals';
import type { ToolEndResult } from '@tempest/contracts';
import { assetKind, commandLabel, commandState, deleteKind, failureText, formatDuration, shortId, toolTitle, truncate } from './toolCardFormat';

const result = (fields: Partial<ToolEndResult> = {}): ToolEndResult => ({
  success: true, message: 'ok', operation_type: 'x', error: null, asset_type: null, asset_name: null, asset_id: null, timestamp: '', ...fields,
});

describe('tool card texts', () => {
  it('labels the frontend commands and falls back to Unknown command', () => {
    expect(commandLabel('npm run build')).toBe('Frontend Build');
    expect(commandLabel('npm  run validate')).toBe('Frontend Validation');
    expect(commandLabel('grep -r speed')).toBe('grep -r speed');
    expect(commandLabel(undefined)).toBe('Unknown command');
  });

  it('shows the run command badge: error when success is false or status error', () => {
    expect(commandState(undefined)).toBe('running');
    expect(commandState(result({ status: 'success' }))).toBe('success');
    expect(commandState(result({ status: 'queued' }))).toBe('queued');
    expect(commandState(result({ success: false, status: 'success' }))).toBe('error');
    expect(commandState(result({ status: 'error' }))).toBe('error');
  });

  it('cuts, rounds and shortens as the tool cards should', () => {
    expect(truncate('x'.repeat(200), 140)).toHaveLength(140);
    expect(truncate('short', 140)).toBe('short');
    expect(formatDuration(0.12345)).toBe('0.12s');
    expect(formatDuration(undefined)).toBeNull();
    expect(shortId('0123456789abcdef')).toBe('01234567');
  });

  it("calls a soft delete 'Soft' and anything else 'Permanent'", () => {
    expect(deleteKind(result({ operation: 'soft_deleted' }))).toBe('Soft');
    expect(deleteKind(result({ operation: 'permanent' }))).toBe('Permanent');
  });

  it('shows a failure as its error, else its message, else Unknown error', () => {
    expect(failureText(result({ success: false, error: 'No asset', message: 'm' }))).toBe('No asset');
    expect(failureText(result({ success: false, error: null, message: 'Failed to parse' }))).toBe('Failed to parse');
    expect(failureText(result({ success: false, error: null, message: '' }))).toBe('Unknown error');
  });

  it('titles cards from the result, the input, or Unknown', () => {
    expect(toolTitle('create_asset', result({ asset_type: 'frontend_file', asset_name: 'index.tsx' }), null)).toBe('Create index.tsx');
    expect(assetKind('create_asset', result({ asset_type: 'frontend_file' }), null)).toBe('frontend file');
    expect(toolTitle('edit_asset', undefined, { asset_type: 'script' })).toBe('Edit Unknown');
    expect(assetKind('edit_asset', undefined, { asset_type: 'script' })).toBe('script');
    expect(assetKind('run_command', undefined, { asset_type: 'script' })).toBeNull();
    expect(toolTitle('run_command', undefined, { command: 'npm run build' })).toBe('Frontend Build');
    expect(toolTitle('stop_conversation', result({ success: false }), null)).toBe('Task completion failed');
  });
});
