import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AUTO_COMMIT_OFF, autoCommitMessage, autoCommitSettingOf, intervalLabel, startAutoCommit } from './autoCommit';

describe('the auto-commit timer', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('saves a version once per interval, only when something changed', async () => {
    let changed = false;
    const commit = jest.fn(async () => {
      changed = false;
    });
    const stop = startAutoCommit({ interval: 300, hasChanges: () => changed, commit });
    await jest.advanceTimersByTimeAsync(299_999);
    changed = true;
    expect(commit).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(commit).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(300_000); // nothing changed since
    expect(commit).toHaveBeenCalledTimes(1);
    changed = true;
    await jest.advanceTimersByTimeAsync(300_000);
    expect(commit).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops when stopped (the dashboard closed), and never runs two saves at once', async () => {
    let finish: () => void = () => undefined;
    const commit = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const stop = startAutoCommit({ interval: 60, hasChanges: () => true, commit });
    await jest.advanceTimersByTimeAsync(180_000);
    expect(commit).toHaveBeenCalledTimes(1); // the first is still saving
    finish();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(commit).toHaveBeenCalledTimes(2);
    finish();
    stop();
    await jest.advanceTimersByTimeAsync(600_000);
    expect(commit).toHaveBeenCalledTimes(2);
  });

  it('goes on after a failed save', async () => {
    const commit = jest.fn(() => Promise.reject(new Error('offline')));
    const stop = startAutoCommit({ interval: 60, hasChanges: () => true, commit });
    await jest.advanceTimersByTimeAsync(120_000);
    expect(commit).toHaveBeenCalledTimes(2);
    stop();
  });

  it('passes the time of the tick to the save', async () => {
    const commit = jest.fn(async (_at: Date) => undefined);
    const stop = startAutoCommit({ interval: 300, hasChanges: () => true, commit, now: () => new Date('2026-11-28T07:00:00Z') });
    await jest.advanceTimersByTimeAsync(300_000);
    expect(commit.mock.calls[0][0].toISOString()).toBe('2026-11-28T07:00:00.000Z');
    stop();
  });
});

describe('the auto-commit setting', () => {
  it('is off with 300 s by default and for anything malformed', () => {
    expect(AUTO_COMMIT_OFF).toEqual({ enabled: false, interval: 300, lastAutoCommit: null });
    expect(autoCommitSettingOf(null)).toEqual(AUTO_COMMIT_OFF);
    expect(autoCommitSettingOf('on')).toEqual(AUTO_COMMIT_OFF);
    expect(autoCommitSettingOf({ enabled: 'yes', interval: 7, lastAutoCommit: 'yesterday' })).toEqual(AUTO_COMMIT_OFF);
  });
  it('keeps what was stored', () => {
    const stored = { enabled: true, interval: 600, lastAutoCommit: '2026-11-28T07:00:00.000Z' };
    expect(autoCommitSettingOf(stored)).toEqual(stored);
  });
  it('names the interval in minutes and the version by its time', () => {
    expect(intervalLabel(300)).toBe('5 min');
    expect(autoCommitMessage(new Date('2026-11-28T07:00:00Z'))).toMatch(/^Auto-commit .*2026/);
  });
});
