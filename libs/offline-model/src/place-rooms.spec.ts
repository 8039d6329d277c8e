import { describe, expect, it } from '@jest/globals';
import { analyzePrompt } from './analyze-prompt.js';
import { buildGame } from './build-game.js';
import { knowsRooms, roomsOf } from './place-rooms.js';

/** The adventure's and the mystery's rooms come from the prompt's place (issue 31 §2), never the template's arcade. */
const roomTitles = (prompt: string): string[] =>
  buildGame(analyzePrompt(prompt))
    .entities.filter((e) => e.entity_type === 'room')
    .map((e) => e.name);

describe('rooms of the prompt’s place', () => {
  it('a mansion has a hall, a library and a study; a castle a great hall and a throne room; a pyramid its chambers', () => {
    expect(roomTitles('A text adventure in a haunted mansion where you collect keys')).toEqual(['The entrance hall', 'The library', 'The study', 'The dining room', 'The conservatory']);
    expect(roomTitles('interactive fiction about a wizard in a castle')).toEqual(['The great hall', 'The throne room', 'The armoury', 'The chapel', 'The tower']);
    expect(roomTitles('explore the rooms of an ancient pyramid and find the treasure')[1]).toBe("The king's chamber");
  });

  it('an adventure that names no place explores a mansion, never "the arcade"', () => {
    const game = buildGame(analyzePrompt('a text adventure where you find the lost buttons'));
    const text = JSON.stringify(game.entities);
    expect(text).not.toMatch(/arcade/i);
    expect(text).toContain('The entrance hall');
  });

  it('a place the table does not know gets rooms named after it', () => {
    expect(knowsRooms('haunted mansion')).toBe(true);
    expect(knowsRooms('bouncy castle')).toBe(true);
    expect(knowsRooms('submarine')).toBe(false);
    expect(roomsOf('submarine', 2)).toEqual([
      { name: 'submarine front hall', text: 'The front hall of the submarine.' },
      { name: 'submarine back room', text: 'The back room of the submarine.' },
    ]);
  });

  it("a mystery's rooms, suspects and stolen thing come from its prompt", () => {
    const game = buildGame(analyzePrompt('question the guests on a cruise ship to find who took the pearl necklace'));
    const c = game.entities[0].component_state.case.fieldData as { rooms: { title: string }[]; suspects: { role: string }[]; item: string };
    expect(c.rooms.map((r) => r.title)).toEqual(['Deck', "Captain's cabin", 'Galley', 'Hold', 'Crow’s nest']);
    expect(c.item).toBe('pearl necklace');
    expect(c.suspects.map((s) => s.role)).toEqual(['guest', 'butler', 'cook', 'gardener']);
  });
});
