import { singular } from './inflect.js';

/*
 * The rooms of a place the prompt names (issue 31 §2: "the adventure's rooms come from the prompt's world"): a
 * mansion has a hall, a library and a study, a ship a deck and a hold. The adventure and the mystery lay their
 * rooms out from this table; a place it does not know gets rooms named after the place itself.
 */

/** A room: its name ("library") and what the player sees in it. */
export type PlaceRoom = { name: string; text: string };

const room = (name: string, text: string): PlaceRoom => ({ name, text });

const MANSION = [
  room('entrance hall', 'A chandelier glitters over a chequered floor.'),
  room('library', 'Shelves of old books reach the ceiling; a ladder leans on one.'),
  room('study', 'A desk piled with letters, and a cold cup of tea.'),
  room('dining room', 'The long table is still laid for dinner.'),
  room('conservatory', 'Palms and orchids crowd the glass walls.'),
  room('kitchen', 'Copper pans hang above a warm stove.'),
];

/** Rooms by the place's last word (singular). */
const ROOMS: Record<string, PlaceRoom[]> = {
  mansion: MANSION, manor: MANSION, house: MANSION, estate: MANSION, villa: MANSION, hotel: [
    room('lobby', 'A bell waits on the polished front desk.'), room('ballroom', 'Music stands lean where the band played.'), room('suite', 'An unmade bed and an open suitcase.'),
    room('restaurant', 'Half-finished plates on white tablecloths.'), room('rooftop terrace', 'The city lights spread out below.'), room('laundry', 'Sheets tumble in a humming machine.'),
  ],
  castle: [
    room('great hall', 'Banners hang above a long oak table.'), room('throne room', 'An empty throne on a red carpet.'), room('armoury', 'Racks of swords and dented shields.'),
    room('chapel', 'Candles flicker under stained glass.'), room('tower', 'Wind howls through a narrow window.'), room('dungeon', 'Chains rattle on damp stone.'),
  ],
  ship: [
    room('deck', 'Ropes creak and gulls circle the mast.'), room("captain's cabin", 'Charts and a brass compass on the table.'), room('galley', 'A pot of stew bubbles over the fire.'),
    room('hold', 'Barrels and crates in the dark.'), room('crow’s nest', 'The sea stretches to every side.'), room('engine room', 'Pipes hiss and gauges tremble.'),
  ],
  train: [
    room('dining car', 'Silver cutlery rattles with every bump.'), room('sleeper car', 'Curtained bunks line the corridor.'), room('luggage van', 'Trunks are stacked to the roof.'),
    room('observation car', 'Snowy hills roll past the wide windows.'), room('locomotive', 'Coal glows in the firebox.'), room('first-class lounge', 'Velvet seats and a ticking clock.'),
  ],
  museum: [
    room('main gallery', 'Paintings in gold frames line the walls.'), room('dinosaur hall', 'A skeleton towers over the visitors.'), room('vault', 'A heavy steel door stands ajar.'),
    room('gift shop', 'Postcards and plush toys everywhere.'), room('curator’s office', 'Catalogues and a magnifying glass.'), room('sculpture court', 'Marble figures stand in the skylight.'),
  ],
  school: [
    room('classroom', 'Chalk dust hangs in the air.'), room('library', 'Rows of books and a quiet clock.'), room('gym', 'Balls roll across the shiny floor.'),
    room('cafeteria', 'Trays and spilt juice on the tables.'), room('science lab', 'Beakers bubble on the benches.'), room('principal’s office', 'A stern portrait watches the desk.'),
  ],
  station: [
    room('control room', 'Screens blink with warnings.'), room('airlock', 'The outer door hisses.'), room('hydroponics bay', 'Green leaves under purple lamps.'),
    room('crew quarters', 'Bunks strapped to the wall.'), room('observation deck', 'Stars drift past the window.'), room('cargo bay', 'Crates float in low gravity.'),
  ],
  pyramid: [
    room('entrance passage', 'Sand drifts over carved steps.'), room("king's chamber", 'A stone sarcophagus fills the room.'), room('treasure room', 'Gold glints in the torchlight.'),
    room('hall of statues', 'Jackal-headed guards line the walls.'), room('hidden shaft', 'A narrow shaft leads into the dark.'), room("queen's chamber", 'Painted stars cover the ceiling.'),
  ],
  forest: [
    room('clearing', 'Sunlight falls on soft moss.'), room('old oak', 'A hollow in the trunk is just big enough to hide in.'), room('stream', 'Water chatters over smooth stones.'),
    room('thicket', 'Brambles tug at your sleeves.'), room('ruined shrine', 'Ivy covers a mossy stone altar.'), room('mushroom ring', 'Toadstools stand in a perfect circle.'),
  ],
  village: [
    room('village square', 'A well stands under an old lime tree.'), room('inn', 'A fire crackles and mugs clink.'), room('bakery', 'Warm bread cools on the sill.'),
    room('blacksmith', 'Sparks fly from the anvil.'), room('chapel', 'The bell rope sways gently.'), room('mill', 'The wheel turns in the stream.'),
  ],
  lighthouse: [
    room('lamp room', 'The great lens turns slowly, throwing light over the sea.'), room('spiral stair', 'Iron steps wind up into the dark.'), room("keeper's cottage", 'A kettle and a logbook on the table.'),
    room('store room', 'Oil cans and coils of rope.'), room('gallery', 'Wind tears at the railing high above the waves.'), room('boathouse', 'A rowing boat bobs at the slipway.'),
  ],
  theatre: [
    room('foyer', 'Red carpet and a ticket booth.'), room('stage', 'The curtain is half drawn.'), room('dressing room', 'Costumes and a mirror ringed with bulbs.'),
    room('orchestra pit', 'Music stands and a forgotten violin.'), room('balcony', 'Velvet seats look down on the stage.'), room('prop room', 'Crowns, swords and a stuffed crocodile.'),
  ],
  farm: [
    room('farmyard', 'Hens scratch in the dust.'), room('barn', 'Hay bales are stacked to the rafters.'), room('farmhouse kitchen', 'A pie cools by the window.'),
    room('stable', 'A horse snorts in its stall.'), room('orchard', 'Apples hang heavy on the trees.'), room('duck pond', 'Ducks paddle between the reeds.'),
  ],
  dungeon: [
    room('guard room', 'A table of dice and a snoring guard.'), room('cell block', 'Rusty bars and scratched walls.'), room('torture chamber', 'Chains hang from the ceiling.'),
    room('well', 'A deep shaft echoes with dripping water.'), room('treasury', 'Chests bound in iron.'), room('crypt', 'Stone coffins line the walls.'),
  ],
};
ROOMS.theater = ROOMS.theatre;
ROOMS.barn = ROOMS.farm;
ROOMS.cave = ROOMS.dungeon;
ROOMS.palace = ROOMS.castle;
ROOMS.kingdom = ROOMS.castle;
ROOMS.boat = ROOMS.ship;
ROOMS.yacht = ROOMS.ship;
ROOMS.spaceship = ROOMS.station;
ROOMS.tomb = ROOMS.pyramid;
ROOMS.woods = ROOMS.forest;
ROOMS.town = ROOMS.village;

/** Pure: whether the table knows the place's rooms. */
export const knowsRooms = (place: string): boolean => ROOMS[singular(place.split(' ').at(-1) ?? place)] !== undefined;

/**
 * Pure: `count` rooms of the place, in the table's order (the first is where the story starts), else rooms named
 * after the place ("the arcade's front hall", "the arcade's back room", …).
 */
export const roomsOf = (place: string, count: number): PlaceRoom[] => {
  const known = ROOMS[singular(place.split(' ').at(-1) ?? place)];
  if (known !== undefined) return known.slice(0, count);
  const parts = ['front hall', 'back room', 'upstairs', 'cellar', 'yard', 'attic'];
  return parts.slice(0, count).map((part) => room(`${place} ${part}`, `The ${part} of the ${place}.`));
};
