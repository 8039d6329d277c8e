import { describe, expect, it } from '@jest/globals';
import { playVersionFor } from '../index.js';

const CP = '4a0a6f96-9d5c-4a5c-8b8c-7d5f6a7b8c92';
const OLD = '5b1b7aa7-ae6d-4b6d-9c9d-8e6a7b8c9da3';

describe('which version a play session plays', () => {
  it('gives editors on the canvas the working tree, and the creator of a draft too', () => {
    expect(playVersionFor({ editor: true, onCanvas: true, published: CP, travel: null })).toEqual({ source: 'working', checkpointId: null });
    expect(playVersionFor({ editor: true, onCanvas: false, published: null, travel: null })).toEqual({ source: 'working', checkpointId: null });
  });

  it('gives everyone else the published checkpoint, and nothing for a draft', () => {
    expect(playVersionFor({ editor: false, onCanvas: true, published: CP, travel: null })).toEqual({ source: 'published', checkpointId: CP });
    expect(playVersionFor({ editor: true, onCanvas: false, published: CP, travel: null })).toEqual({ source: 'published', checkpointId: CP });
    expect(playVersionFor({ editor: false, onCanvas: false, published: null, travel: null })).toBeNull();
  });

  it('lets editors travel to any checkpoint of the game, on the canvas or off it', () => {
    expect(playVersionFor({ editor: true, onCanvas: true, published: CP, travel: { checkpointId: OLD, found: true } })).toEqual({ source: 'checkpoint', checkpointId: OLD });
    expect(playVersionFor({ editor: true, onCanvas: false, published: null, travel: { checkpointId: OLD, found: true } })).toEqual({ source: 'checkpoint', checkpointId: OLD });
  });

  it('refuses time travel to others as if the game were not there, and an unknown checkpoint as not found', () => {
    expect(playVersionFor({ editor: false, onCanvas: true, published: CP, travel: { checkpointId: OLD, found: true } })).toBeNull();
    expect(() => playVersionFor({ editor: true, onCanvas: true, published: CP, travel: { checkpointId: OLD, found: false } })).toThrow(
      expect.objectContaining({ code: 'checkpoint.not_found', category: 'not_found', message: 'Checkpoint not found' }),
    );
  });

  it('lets travellers (editors and analysts) play any moment up to the newest event, and only them', () => {
    const moment = (position: string, traveller = true) => ({ position, traveller, latest: 40n });
    expect(playVersionFor({ editor: false, onCanvas: false, published: null, travel: null, moment: moment('12') })).toEqual({ source: 'moment', checkpointId: null, position: '12' });
    expect(playVersionFor({ editor: true, onCanvas: true, published: CP, travel: null, moment: moment('40') })).toEqual({ source: 'moment', checkpointId: null, position: '40' });
    expect(playVersionFor({ editor: false, onCanvas: false, published: CP, travel: null, moment: moment('12', false) })).toBeNull();
    expect(() => playVersionFor({ editor: true, onCanvas: true, published: CP, travel: null, moment: moment('41') })).toThrow(
      expect.objectContaining({ code: 'play.moment_not_reached', category: 'validation', message: 'momentPosition 41 is after the newest event (position 40)' }),
    );
  });
});
