import { describe, expect, it } from '@jest/globals';
import { EVENT_DATA_CLASSES, PLAY_INDEX_VISITOR_PATTERN, dataClassesOf, hasFieldsOf, mapClassifiedFields } from './data-classes.js';

const mark = (value: unknown, field: { path: string; dataClass: string }): unknown => `<${field.dataClass}:${field.path}:${JSON.stringify(value)}>`;

describe('event data classes', () => {
  it('marks an account holder’s email and username personal and the password hash secret, nothing else', () => {
    const data = { userId: 'u1', username: 'ada', email: 'ada@example.com', passwordHash: 'h', via: 'password', googleSub: null, emailVerified: false, registeredAt: 't' };
    expect(mapClassifiedFields('UserRegistered', data, mark)).toEqual({
      ...data,
      username: '<personal:username:"ada">',
      email: '<personal:email:"ada@example.com">',
      passwordHash: '<secret:passwordHash:"h">',
      googleSub: '<secret:googleSub:null>',
    });
    expect(EVENT_DATA_CLASSES.UserRegistered.subject).toBe('account');
  });

  it('reaches every item of an array path and leaves absent fields absent', () => {
    const data = { sessionId: 's', content: 'hi', hiddenInstructions: '', contextItems: [{ id: 'a', type: 'image', name: 'me.png' }], at: 't' };
    const mapped = mapClassifiedFields('UserMessageReceived', data, mark) as typeof data;
    expect(mapped.contextItems).toEqual([{ id: 'a', type: 'image', name: '<private:contextItems.*.name:"me.png">' }]);
    expect(mapped.content).toBe('<private:content:"hi">');
    expect(mapped.sessionId).toBe('s');
    expect(mapClassifiedFields('PlaySessionRestored', { sessionId: 's', checkpointId: 'c', stateHash: 'x', at: 't' }, mark)).toEqual({ sessionId: 's', checkpointId: 'c', stateHash: 'x', at: 't' });
  });

  it('does not change its input, and returns public-only events as they were', () => {
    const data = { content: 'secret plan', messageId: 'm', streamId: 's', at: 't' };
    const copy = structuredClone(data);
    mapClassifiedFields('AssistantMessageCompleted', data, () => 'x');
    expect(data).toEqual(copy);
    const publicOnly = { gameId: 'g', name: 'n', previousName: 'p', renamedAt: 't' };
    expect(mapClassifiedFields('GameRenamed', publicOnly, () => 'x')).toBe(publicOnly);
  });

  it('knows an asset’s content is private, a rename is public, and an unknown type is unclassified', () => {
    expect(hasFieldsOf('AssetEdited', 'private')).toBe(true);
    expect(hasFieldsOf('GameRenamed', 'private')).toBe(false);
    expect(hasFieldsOf('UserRegistered', 'secret')).toBe(true);
    expect(dataClassesOf('NoSuchEvent')).toBeNull();
    expect(dataClassesOf('toString')).toBeNull();
  });

  it('gives every type with a classified field a subject', () => {
    for (const [type, classes] of Object.entries(EVENT_DATA_CLASSES)) {
      if (Object.keys(classes.fields).length > 0) expect([type, classes.subject]).toEqual([type, expect.any(String)]);
    }
  });

  it('finds the visitor part of a play index stream id', () => {
    expect('play-index-g1-published-visitor-abc'.replace(PLAY_INDEX_VISITOR_PATTERN, '$1')).toBe('play-index-g1-published-');
    expect(PLAY_INDEX_VISITOR_PATTERN.test('play-index-g1-published-user-u1')).toBe(false);
  });
});
