import { describe, expect, it } from '@jest/globals';
import { groupEntities, normalizeFolderPath } from './entityTree';
import type { Entity } from '@tempest/contracts';

const entity = (name: string, entity_type: string, folder_path = ''): Entity => ({
  id: name, name, entity_type, folder_path, trigger_state: { triggers: [], fired_triggers: {} }, component_state: {},
  revision: 0, updatedAt: '', pendingChanges: 0,
});

describe('the entity list', () => {
  it('groups by type and nests folders by path', () => {
    const groups = groupEntities([
      entity('orc', 'npc', 'enemies/forest'),
      entity('hero', 'player'),
      entity('bat', 'npc', 'enemies'),
      entity('elder', 'npc'),
    ]);
    expect(groups.map((g) => g.type)).toEqual(['npc', 'player']);
    const npc = groups[0].root;
    expect(npc.entities.map((e) => e.name)).toEqual(['elder']);
    expect(npc.folders[0].path).toBe('enemies');
    expect(npc.folders[0].entities.map((e) => e.name)).toEqual(['bat']);
    expect(npc.folders[0].folders[0].path).toBe('enemies/forest');
  });
  it('normalises folder paths', () => {
    expect(normalizeFolderPath(' a//b/ ')).toBe('a/b');
    expect(normalizeFolderPath('/')).toBe('');
  });
});
