import { describe, expect, it } from '@jest/globals';
import { cloneFailureMessage, readCloneProgress } from './cloneProgress';

describe('clone progress events', () => {
  it('reads percentDone and message, with the new game id at the end', () => {
    expect(readCloneProgress('{"percentDone":5,"message":"Preparing to clone..."}')).toEqual({ percentDone: 5, message: 'Preparing to clone...' });
    expect(readCloneProgress('{"percentDone":100,"message":"Clone completed successfully!","gameId":"g"}')).toEqual({
      percentDone: 100,
      message: 'Clone completed successfully!',
      gameId: 'g',
    });
  });

  it('keeps the percentage between 0 and 100 and carries a failure', () => {
    expect(readCloneProgress('{"percentDone":140,"message":"x"}')?.percentDone).toBe(100);
    expect(readCloneProgress('{"percentDone":0,"message":"Clone failed: boom","error":"boom"}')).toMatchObject({ error: 'boom' });
  });

  it('ignores anything that is not a progress event', () => {
    expect(readCloneProgress('not json')).toBeNull();
    expect(readCloneProgress('{"percentDone":"5","message":"x"}')).toBeNull();
    expect(readCloneProgress('null')).toBeNull();
  });

  it("says 'Error cloning game:' with the server's reason", () => {
    expect(cloneFailureMessage('Injected clone failure')).toBe('Error cloning game: Injected clone failure');
  });
});
