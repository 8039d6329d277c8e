/**
 * The offline agent's curated quiz questions (issue 17 item 2): topics a prompt can name, each with the words
 * that recognise it ("dino", "T. rex" → dinosaurs) and fifteen or more questions for young players. Every
 * question has four options and one right answer; written here right answer first, and placed among the
 * options by `QUESTION_BANK` below so the right one is not always first.
 */

/** A written question: its text, the right answer, then three wrong ones. */
type Written = [text: string, right: string, ...wrong: [string, string, string]];
type WrittenTopic = { key: string; name: string; words: string[]; questions: Written[] };

export type BankQuestion = { text: string; options: [string, string, string, string]; answer: 0 | 1 | 2 | 3 };
/** A topic of the bank: `name` as the chat says it ("the human body"), `words` (lower case) recognise it in a prompt. */
export type QuizTopic = { key: string; name: string; words: string[]; questions: BankQuestion[] };

const WRITTEN: WrittenTopic[] = [
  {
    key: 'space',
    name: 'space',
    words: ['space', 'outer space', 'planets', 'planet', 'astronomy', 'solar system', 'stars', 'galaxy', 'galaxies', 'universe', 'cosmos', 'astronauts', 'astronaut', 'rockets', 'moon', 'sun', 'nasa'],
    questions: [
      ['Which planet is closest to the Sun?', 'Mercury', 'Venus', 'Mars', 'Earth'],
      ['What is the largest planet in our solar system?', 'Jupiter', 'Saturn', 'Neptune', 'Earth'],
      ['Which planet is known as the Red Planet?', 'Mars', 'Venus', 'Jupiter', 'Mercury'],
      ['What is at the centre of our solar system?', 'The Sun', 'The Earth', 'The Moon', 'Jupiter'],
      ['How many planets are in our solar system?', 'Eight', 'Seven', 'Nine', 'Ten'],
      ['Which planet is famous for its bright rings?', 'Saturn', 'Mars', 'Mercury', 'Venus'],
      ['Who was the first person to walk on the Moon?', 'Neil Armstrong', 'Yuri Gagarin', 'John Glenn', 'Sally Ride'],
      ['Who was the first person to travel into space?', 'Yuri Gagarin', 'Neil Armstrong', 'Buzz Aldrin', 'Sally Ride'],
      ['What is the name of our galaxy?', 'The Milky Way', 'Andromeda', 'The Whirlpool', 'The Sombrero'],
      ['What do we call a space rock that lands on Earth?', 'A meteorite', 'A comet', 'A nebula', 'A satellite'],
      ['What is the Sun?', 'A star', 'A planet', 'A moon', 'A comet'],
      ['Which planet is the hottest?', 'Venus', 'Mercury', 'Mars', 'Jupiter'],
      ['What pulls things towards the ground?', 'Gravity', 'Magnetism', 'Wind', 'Light'],
      ['What do astronauts wear outside their spacecraft?', 'A spacesuit', 'A raincoat', 'A wetsuit', 'A tuxedo'],
      ['How long does the Earth take to go once around the Sun?', 'About a year', 'About a day', 'About a week', 'About a month'],
    ],
  },
  {
    key: 'dinosaurs',
    name: 'dinosaurs',
    words: ['dinosaurs', 'dinosaur', 'dino', 'dinos', 't rex', 'trex', 'tyrannosaurus', 'jurassic', 'prehistoric', 'fossils', 'fossil', 'palaeontology', 'paleontology', 'triceratops', 'raptors'],
    questions: [
      ['What does the word "dinosaur" mean?', 'Terrible lizard', 'Giant bird', 'Old dragon', 'Big tooth'],
      ['Which dinosaur had three horns on its face?', 'Triceratops', 'Stegosaurus', 'Velociraptor', 'Brachiosaurus'],
      ['Which dinosaur had big bony plates along its back?', 'Stegosaurus', 'Triceratops', 'Tyrannosaurus rex', 'Diplodocus'],
      ['What did Tyrannosaurus rex mainly eat?', 'Meat', 'Leaves', 'Fruit', 'Seaweed'],
      ['What do we call scientists who study fossils?', 'Palaeontologists', 'Astronomers', 'Botanists', 'Chemists'],
      ['What are fossils?', 'Remains or traces of ancient life in rock', 'Crystals that grow in caves', 'Bits of old meteors', 'Dried-up lava'],
      ['Which animals alive today are descended from dinosaurs?', 'Birds', 'Frogs', 'Sharks', 'Bats'],
      ['How did dinosaurs have babies?', 'By laying eggs', 'By growing them on trees', 'By splitting in two', 'From seeds'],
      ['Which of these was a long-necked plant-eater?', 'Brachiosaurus', 'Velociraptor', 'Tyrannosaurus rex', 'Allosaurus'],
      ['About how long ago did most dinosaurs die out?', '66 million years ago', '6,000 years ago', '1,000 years ago', '500 years ago'],
      ['What most likely helped wipe out the dinosaurs?', 'A huge asteroid hitting Earth', 'People hunting them', 'A disease from cats', 'Too much rain'],
      ['Which flying reptile lived at the same time as the dinosaurs?', 'Pteranodon', 'Pigeon', 'Bat', 'Eagle'],
      ['Which dinosaur had a bony club at the end of its tail?', 'Ankylosaurus', 'Diplodocus', 'Velociraptor', 'Triceratops'],
      ['About how big was a Velociraptor?', 'About the size of a turkey', 'About the size of a bus', 'About the size of a house', 'About the size of a mouse'],
      ['In which period did Tyrannosaurus rex live?', 'The Cretaceous', 'The Jurassic', 'The Ice Age', 'The Stone Age'],
    ],
  },
  {
    key: 'history',
    name: 'world history',
    words: ['history', 'world history', 'historical', 'ancient', 'ancient egypt', 'romans', 'roman', 'vikings', 'viking', 'empires', 'empire', 'pharaohs', 'kings and queens', 'the past'],
    questions: [
      ['Which ancient people built the pyramids of Giza?', 'The Egyptians', 'The Romans', 'The Vikings', 'The Aztecs'],
      ['Who was the first President of the United States?', 'George Washington', 'Abraham Lincoln', 'Thomas Jefferson', 'John Adams'],
      ['Which long wall was built to protect northern China?', 'The Great Wall', "Hadrian's Wall", 'The Berlin Wall', 'The Western Wall'],
      ['In which city is the Colosseum?', 'Rome', 'Athens', 'Paris', 'Cairo'],
      ['Which people sailed from Scandinavia in longships?', 'The Vikings', 'The Incas', 'The Egyptians', 'The Mongols'],
      ['In which year did the Second World War end?', '1945', '1918', '1939', '1969'],
      ['Who sailed across the Atlantic to the Americas in 1492?', 'Christopher Columbus', 'Marco Polo', 'James Cook', 'Vasco da Gama'],
      ['Which Roman town was buried when Mount Vesuvius erupted?', 'Pompeii', 'Venice', 'Troy', 'Sparta'],
      ['Where were the ancient Olympic Games held?', 'Olympia', 'Sparta', 'Rome', 'Troy'],
      ['Who was the famous last queen of ancient Egypt?', 'Cleopatra', 'Elizabeth I', 'Victoria', 'Boudica'],
      ['On which continent was the Inca Empire?', 'South America', 'Africa', 'Asia', 'Europe'],
      ['In which year did people first land on the Moon?', '1969', '1949', '1979', '1989'],
      ['Which wall came down in 1989?', 'The Berlin Wall', 'The Great Wall', "Hadrian's Wall", 'The walls of Troy'],
      ["Who led India's peaceful movement for independence?", 'Mahatma Gandhi', 'Nelson Mandela', 'Winston Churchill', 'Martin Luther King Jr.'],
      ['Which ship sank on its first voyage in 1912?', 'The Titanic', 'The Mayflower', 'The Santa Maria', 'The Victory'],
    ],
  },
  {
    key: 'oceans',
    name: 'oceans',
    words: ['ocean', 'oceans', 'sea', 'seas', 'marine', 'sea life', 'sea creatures', 'sea animals', 'underwater', 'coral', 'reef', 'reefs', 'whales', 'marine biology'],
    questions: [
      ['What is the largest ocean on Earth?', 'The Pacific', 'The Atlantic', 'The Indian', 'The Arctic'],
      ['How many arms does an octopus have?', 'Eight', 'Six', 'Ten', 'Twelve'],
      ['Which of these sea animals is a mammal?', 'Dolphin', 'Shark', 'Tuna', 'Eel'],
      ['What is the largest animal that has ever lived?', 'The blue whale', 'The great white shark', 'The giant squid', 'The whale shark'],
      ['What do we call the daily rise and fall of the sea?', 'Tides', 'Currents', 'Reefs', 'Trenches'],
      ['What builds coral reefs?', 'Tiny animals called coral polyps', 'Seaweed', 'Sea turtles', 'Sand from beaches'],
      ['What is the deepest known part of the ocean called?', 'The Mariana Trench', 'The Great Barrier Reef', 'The Bermuda Triangle', 'The Dead Sea'],
      ['What do fish use to breathe underwater?', 'Gills', 'Lungs', 'Fins', 'Scales'],
      ['Which sea creature has no bones and looks like a floating bell?', 'Jellyfish', 'Crab', 'Seahorse', 'Turtle'],
      ['In seahorses, which parent carries the eggs until they hatch?', 'The father', 'The mother', 'The grandmother', 'No parent, they float alone'],
      ["About how much of Earth's surface is covered by oceans?", 'About 70%', 'About 10%', 'About 30%', 'About 95%'],
      ['What is the biggest fish in the sea?', 'The whale shark', 'The great white shark', 'The tuna', 'The swordfish'],
      ['Which shelled animal comes ashore to lay its eggs on beaches?', 'The sea turtle', 'The dolphin', 'The octopus', 'The shark'],
      ["What is the world's largest coral reef?", 'The Great Barrier Reef', 'The Belize Barrier Reef', 'The Florida Reef', 'The Red Sea Reef'],
      ['Which ocean lies around the North Pole?', 'The Arctic', 'The Indian', 'The Pacific', 'The Southern'],
    ],
  },
  {
    key: 'geography',
    name: 'geography',
    words: ['geography', 'countries', 'country', 'capitals', 'capital cities', 'maps', 'map', 'continents', 'world map', 'rivers', 'mountains', 'places of the world'],
    questions: [
      ['What is the largest continent?', 'Asia', 'Africa', 'Europe', 'Antarctica'],
      ['What is the capital of France?', 'Paris', 'Lyon', 'Rome', 'Madrid'],
      ['Which long river flows through Egypt?', 'The Nile', 'The Amazon', 'The Thames', 'The Danube'],
      ['What is the tallest mountain on Earth?', 'Mount Everest', 'K2', 'Kilimanjaro', 'Mont Blanc'],
      ['How many continents are there?', 'Seven', 'Five', 'Six', 'Eight'],
      ['Which country is shaped like a boot?', 'Italy', 'Spain', 'Greece', 'Norway'],
      ['What is the largest hot desert in the world?', 'The Sahara', 'The Gobi', 'The Kalahari', 'The Mojave'],
      ['On which continent is Egypt?', 'Africa', 'Asia', 'Europe', 'South America'],
      ['What is the capital of Japan?', 'Tokyo', 'Kyoto', 'Osaka', 'Beijing'],
      ['Which is the largest rainforest in the world?', 'The Amazon', 'The Congo', 'The Daintree', 'The Black Forest'],
      ['Which is the largest country by area?', 'Russia', 'Canada', 'China', 'Brazil'],
      ['Which line divides Earth into the Northern and Southern Hemispheres?', 'The Equator', 'The Prime Meridian', 'The Tropic of Cancer', 'The Arctic Circle'],
      ['Which continent is almost entirely covered in ice?', 'Antarctica', 'Europe', 'Australia', 'North America'],
      ['What is the capital of Australia?', 'Canberra', 'Sydney', 'Melbourne', 'Perth'],
      ['Which ocean lies between Europe and North America?', 'The Atlantic', 'The Pacific', 'The Indian', 'The Southern'],
    ],
  },
  {
    key: 'body',
    name: 'the human body',
    words: ['human body', 'body', 'anatomy', 'bones', 'organs', 'skeleton', 'muscles', 'health', 'heart and lungs', 'senses'],
    questions: [
      ['How many bones are in an adult human body?', '206', '106', '306', '56'],
      ['Which organ pumps blood around the body?', 'The heart', 'The lungs', 'The liver', 'The stomach'],
      ['What is the largest organ of the human body?', 'The skin', 'The heart', 'The brain', 'The liver'],
      ['Which organs do we breathe with?', 'The lungs', 'The kidneys', 'The stomach', 'The heart'],
      ['What is the hardest material in the human body?', 'Tooth enamel', 'Bone', 'Hair', 'Fingernails'],
      ['Which sense does your nose give you?', 'Smell', 'Sight', 'Hearing', 'Touch'],
      ['Where is the smallest bone in the body?', 'In the ear', 'In the toe', 'In the nose', 'In the finger'],
      ['How many teeth are in a full set of adult teeth?', '32', '20', '24', '40'],
      ['What do red blood cells carry around the body?', 'Oxygen', 'Sound', 'Light', 'Electricity'],
      ['Which organ controls the whole body?', 'The brain', 'The heart', 'The stomach', 'The lungs'],
      ['Which bones curve around your chest to protect it?', 'The ribs', 'The skull', 'The kneecaps', 'The toes'],
      ['What protects the brain?', 'The skull', 'The ribs', 'The kneecap', 'The pelvis'],
      ['Where is the biggest muscle in your body?', 'In your bottom', 'In your finger', 'In your ear', 'In your eyelid'],
      ['How many chambers does the human heart have?', 'Four', 'Two', 'Three', 'Six'],
      ['What is the coloured part of the eye called?', 'The iris', 'The pupil', 'The lens', 'The eyelash'],
    ],
  },
  {
    key: 'music',
    name: 'music',
    words: ['music', 'musical', 'musicians', 'songs', 'instruments', 'instrument', 'composers', 'composer', 'bands', 'orchestra', 'singers'],
    questions: [
      ['How many strings does a standard guitar have?', 'Six', 'Four', 'Five', 'Eight'],
      ['How many keys does a standard piano have?', '88', '52', '66', '100'],
      ['Which instrument do you play by hitting it with sticks?', 'The drum', 'The flute', 'The violin', 'The trumpet'],
      ['Which family of instruments does the trumpet belong to?', 'Brass', 'Strings', 'Woodwind', 'Percussion'],
      ['Which composer kept writing music after he lost his hearing?', 'Ludwig van Beethoven', 'Wolfgang Amadeus Mozart', 'Johann Sebastian Bach', 'Antonio Vivaldi'],
      ['How many musicians play in a quartet?', 'Four', 'Two', 'Three', 'Five'],
      ['What do we call the speed of a piece of music?', 'The tempo', 'The pitch', 'The harmony', 'The volume'],
      ['Which instrument has black and white keys?', 'The piano', 'The guitar', 'The drum', 'The harp'],
      ['Which band was known as the Fab Four?', 'The Beatles', 'The Rolling Stones', 'Queen', 'ABBA'],
      ['How many lines are on a musical staff?', 'Five', 'Four', 'Six', 'Seven'],
      ['Which of these is a woodwind instrument?', 'The flute', 'The trombone', 'The cello', 'The xylophone'],
      ['Which is the biggest string instrument in an orchestra?', 'The double bass', 'The violin', 'The viola', 'The cello'],
      ['Which country does the didgeridoo come from?', 'Australia', 'Mexico', 'Japan', 'Brazil'],
      ['What does "forte" mean in music?', 'Loud', 'Soft', 'Fast', 'Slow'],
      ['What is the person who leads an orchestra called?', 'The conductor', 'The drummer', 'The soloist', 'The usher'],
    ],
  },
  {
    key: 'sports',
    name: 'sports',
    words: ['sport', 'sports', 'football', 'soccer', 'basketball', 'olympics', 'olympic games', 'tennis', 'athletes', 'athletics', 'baseball', 'world cup'],
    questions: [
      ['How many players does a football (soccer) team have on the field?', 'Eleven', 'Nine', 'Ten', 'Twelve'],
      ['Which sport uses a racket and a shuttlecock?', 'Badminton', 'Tennis', 'Squash', 'Table tennis'],
      ['How often are the Summer Olympic Games usually held?', 'Every four years', 'Every year', 'Every two years', 'Every ten years'],
      ['How many rings are on the Olympic flag?', 'Five', 'Four', 'Six', 'Seven'],
      ['In which sport can you score with a slam dunk?', 'Basketball', 'Volleyball', 'Baseball', 'Golf'],
      ['How many holes are played in a standard round of golf?', '18', '9', '12', '24'],
      ['In which sport do you knock down ten pins with a ball?', 'Bowling', 'Cricket', 'Baseball', 'Curling'],
      ['What is a score of zero called in tennis?', 'Love', 'Nil', 'Duck', 'Blank'],
      ['About how long is a marathon?', 'About 42 kilometres', 'About 10 kilometres', 'About 21 kilometres', 'About 100 kilometres'],
      ['Which sport is played with a bat, a ball and wickets?', 'Cricket', 'Baseball', 'Hockey', 'Rugby'],
      ['Which sport is played at Wimbledon?', 'Tennis', 'Golf', 'Cricket', 'Rugby'],
      ['How many players from one team are on a basketball court at once?', 'Five', 'Four', 'Six', 'Seven'],
      ['In which sport do you ride waves on a board?', 'Surfing', 'Skiing', 'Skateboarding', 'Rowing'],
      ['Which swimming stroke is swum on your back?', 'Backstroke', 'Butterfly', 'Breaststroke', 'Front crawl'],
      ['What is the big football tournament between countries held every four years?', 'The World Cup', 'The Super Bowl', 'The Tour de France', 'The Grand Slam'],
    ],
  },
  {
    key: 'animals',
    name: 'animals',
    words: ['animals', 'animal', 'wildlife', 'pets', 'mammals', 'zoo', 'creatures', 'wild animals', 'safari'],
    questions: [
      ['Which animal is the tallest?', 'The giraffe', 'The elephant', 'The camel', 'The horse'],
      ['What do bees make?', 'Honey', 'Milk', 'Silk', 'Butter'],
      ['Which of these birds cannot fly?', 'The penguin', 'The eagle', 'The sparrow', 'The owl'],
      ['What is the fastest land animal?', 'The cheetah', 'The lion', 'The horse', 'The greyhound'],
      ['What is a baby kangaroo called?', 'A joey', 'A cub', 'A kid', 'A calf'],
      ['What is the largest land animal?', 'The African elephant', 'The rhinoceros', 'The hippopotamus', 'The giraffe'],
      ['How many legs does a spider have?', 'Eight', 'Six', 'Ten', 'Four'],
      ['What do giant pandas mostly eat?', 'Bamboo', 'Fish', 'Insects', 'Honey'],
      ['Which animal has black and white stripes?', 'The zebra', 'The leopard', 'The giraffe', 'The cheetah'],
      ['What is a group of wolves called?', 'A pack', 'A herd', 'A school', 'A flock'],
      ['Which animal carries its baby in a pouch?', 'The kangaroo', 'The lion', 'The dog', 'The elephant'],
      ['What do frogs start life as?', 'Tadpoles', 'Caterpillars', 'Chicks', 'Puppies'],
      ['Which animal sleeps hanging upside down?', 'The bat', 'The owl', 'The cat', 'The squirrel'],
      ['What kind of animal is a Komodo dragon?', 'A lizard', 'A snake', 'A dinosaur', 'A bird'],
      ["What does a camel's hump store?", 'Fat', 'Sand', 'Milk', 'Stones'],
    ],
  },
  {
    key: 'inventions',
    name: 'inventions',
    words: ['inventions', 'invention', 'inventors', 'inventor', 'discoveries', 'discovery', 'scientists', 'history of science'],
    questions: [
      ['Who is famous for inventing the telephone?', 'Alexander Graham Bell', 'Thomas Edison', 'Isaac Newton', 'Charles Darwin'],
      ['Who is famous for making a long-lasting electric light bulb?', 'Thomas Edison', 'Galileo Galilei', 'Albert Einstein', 'Charles Darwin'],
      ['Which brothers made the first powered aeroplane flight?', 'The Wright brothers', 'The Lumière brothers', 'The Grimm brothers', 'The Montgolfier brothers'],
      ['Which invention made it easy to print many copies of books?', 'The printing press', 'The telescope', 'The compass', 'The steam engine'],
      ['Who built the first printing press with movable type in Europe?', 'Johannes Gutenberg', 'Leonardo da Vinci', 'Isaac Newton', 'Galileo Galilei'],
      ['What did Alexander Fleming discover in 1928?', 'Penicillin', 'Electricity', 'Gravity', 'X-rays'],
      ['Which invention helps travellers find north?', 'The compass', 'The clock', 'The telescope', 'The thermometer'],
      ['What did Tim Berners-Lee invent?', 'The World Wide Web', 'The telephone', 'The radio', 'The television'],
      ['What does a telescope help us see?', 'Things far away, like stars', 'Tiny germs', 'Sounds', 'Heat'],
      ['What does a microscope help us see?', 'Very tiny things', 'Faraway stars', 'Sounds', 'The weather'],
      ['Which invention uses the wind to grind grain?', 'The windmill', 'The water wheel', 'The plough', 'The kettle'],
      ['What did Karl Benz build in 1885 that changed how people travel?', 'One of the first cars', 'The first bicycle', 'The first train', 'The first aeroplane'],
      ['Who flew a kite in a thunderstorm to study electricity?', 'Benjamin Franklin', 'Isaac Newton', 'Thomas Edison', 'Marie Curie'],
      ['What did Louis Braille invent?', 'A way for blind people to read with their fingers', 'The bicycle', 'A musical instrument', 'A kind of bread'],
      ['Which invention keeps food cold at home?', 'The refrigerator', 'The oven', 'The toaster', 'The kettle'],
    ],
  },
  {
    key: 'art',
    name: 'art',
    words: ['art', 'arts', 'artists', 'artist', 'painting', 'paintings', 'painters', 'painter', 'museum', 'museums', 'drawing', 'famous paintings'],
    questions: [
      ['Who painted the Mona Lisa?', 'Leonardo da Vinci', 'Vincent van Gogh', 'Pablo Picasso', 'Claude Monet'],
      ['Which three colours are the traditional primary colours in painting?', 'Red, yellow and blue', 'Red, green and purple', 'Orange, green and purple', 'Black, white and grey'],
      ['What colour do you get by mixing blue and yellow paint?', 'Green', 'Purple', 'Orange', 'Brown'],
      ['What colour do you get by mixing red and white paint?', 'Pink', 'Orange', 'Purple', 'Grey'],
      ['Who painted "The Starry Night"?', 'Vincent van Gogh', 'Leonardo da Vinci', 'Frida Kahlo', 'Andy Warhol'],
      ['What do we call a picture an artist makes of themselves?', 'A self-portrait', 'A landscape', 'A still life', 'A mural'],
      ['What is a sculpture?', 'A three-dimensional artwork, often carved or shaped', 'A kind of song', 'A flat pencil drawing', 'A dance'],
      ['Which artist painted many pictures of water lilies?', 'Claude Monet', 'Pablo Picasso', 'Michelangelo', 'Salvador Dalí'],
      ['Who painted the ceiling of the Sistine Chapel?', 'Michelangelo', 'Rembrandt', 'Vincent van Gogh', 'Claude Monet'],
      ['What is a painting of the countryside called?', 'A landscape', 'A portrait', 'A self-portrait', 'A still life'],
      ['Which artist helped start the style called Cubism?', 'Pablo Picasso', 'Claude Monet', 'Leonardo da Vinci', 'Rembrandt'],
      ['What is a painting made on wet plaster called?', 'A fresco', 'A mosaic', 'A collage', 'A sketch'],
      ['What is a picture made from small pieces of tile or glass called?', 'A mosaic', 'A fresco', 'A watercolour', 'An etching'],
      ['What does a painter mix colours on?', 'A palette', 'An easel', 'A chisel', 'A kiln'],
      ['Which Mexican artist is famous for her colourful self-portraits?', 'Frida Kahlo', "Georgia O'Keeffe", 'Mary Cassatt', 'Yayoi Kusama'],
    ],
  },
  {
    key: 'food',
    name: 'food',
    words: ['food', 'foods', 'cooking', 'cuisine', 'fruits', 'fruit', 'vegetables', 'veggies', 'recipes', 'snacks', 'meals', 'kitchen'],
    questions: [
      ['What is the main ingredient of guacamole?', 'Avocado', 'Tomato', 'Pea', 'Cucumber'],
      ['Which country does pizza come from?', 'Italy', 'France', 'Greece', 'Mexico'],
      ['What is sushi traditionally made with?', 'Vinegared rice', 'Bread', 'Pasta', 'Potatoes'],
      ['Which of these foods is made from milk?', 'Cheese', 'Bread', 'Rice', 'Jam'],
      ['What is tofu made from?', 'Soybeans', 'Rice', 'Wheat', 'Potatoes'],
      ['What are French fries made from?', 'Potatoes', 'Carrots', 'Apples', 'Bananas'],
      ['Which fruit has its seeds on the outside?', 'The strawberry', 'The apple', 'The banana', 'The orange'],
      ['What is bread mainly made from?', 'Flour', 'Sugar', 'Cheese', 'Butter'],
      ['What is chocolate made from?', 'Cocoa beans', 'Coffee beans', 'Peanuts', 'Vanilla pods'],
      ['Which fruit is dried to make raisins?', 'Grapes', 'Plums', 'Cherries', 'Figs'],
      ['What is popcorn made from?', 'Corn kernels', 'Rice', 'Wheat', 'Potatoes'],
      ['Which vitamin are oranges famous for?', 'Vitamin C', 'Vitamin D', 'Vitamin B12', 'Vitamin K'],
      ['What kind of food is cheddar?', 'A cheese', 'A bread', 'A sausage', 'A fruit'],
      ['Which grain is pasta usually made from?', 'Wheat', 'Rice', 'Oats', 'Corn'],
      ['Which fruit is long, yellow and curved?', 'The banana', 'The apple', 'The grape', 'The cherry'],
    ],
  },
  {
    key: 'weather',
    name: 'weather',
    words: ['weather', 'climate', 'storms', 'storm', 'rain', 'clouds', 'seasons', 'meteorology', 'tornadoes', 'hurricanes', 'forecast'],
    questions: [
      ['What are balls of ice that fall from storm clouds called?', 'Hail', 'Fog', 'Dew', 'Mist'],
      ['What is a scientist who studies the weather called?', 'A meteorologist', 'A geologist', 'A biologist', 'An astronomer'],
      ['What instrument measures temperature?', 'A thermometer', 'A barometer', 'A compass', 'A ruler'],
      ['What makes the sound of thunder?', 'Lightning heating the air very fast', 'Clouds bumping together', 'Rain hitting the ground', 'Wind shaking the trees'],
      ['What can you see when sunlight shines through raindrops?', 'A rainbow', 'A tornado', 'A shooting star', 'Fog'],
      ['How many colours are usually named in a rainbow?', 'Seven', 'Five', 'Six', 'Nine'],
      ['What is a spinning column of air that reaches down to the ground?', 'A tornado', 'A blizzard', 'A heatwave', 'A drizzle'],
      ['What is a strong snowstorm with high winds called?', 'A blizzard', 'A monsoon', 'A drought', 'A heatwave'],
      ['What are clouds made of?', 'Tiny drops of water or bits of ice', 'Cotton', 'Dust only', 'Steam from kettles'],
      ['What is a long time with little or no rain called?', 'A drought', 'A flood', 'A monsoon', 'A blizzard'],
      ['What does a weather vane show?', 'Which way the wind blows', 'The temperature', 'The time', 'How much rain fell'],
      ['What instrument measures air pressure?', 'A barometer', 'A thermometer', 'A speedometer', 'A microscope'],
      ['Which season comes after winter?', 'Spring', 'Summer', 'Autumn', 'Monsoon'],
      ['What is it called when water warms up and turns into vapour?', 'Evaporation', 'Condensation', 'Precipitation', 'Erosion'],
      ['What do we call rain, snow or hail falling from clouds?', 'Precipitation', 'Evaporation', 'Condensation', 'Erosion'],
    ],
  },
  {
    key: 'computers',
    name: 'computers',
    words: ['computers', 'computer', 'computing', 'coding', 'programming', 'internet', 'technology', 'tech', 'software', 'code', 'robots and computers'],
    questions: [
      ['What does CPU stand for?', 'Central Processing Unit', 'Computer Power Unit', 'Central Program Utility', 'Core Printing Unit'],
      ['Which device do you move to point at things on the screen?', 'A mouse', 'A speaker', 'A printer', 'A microphone'],
      ['How many different values can one bit hold?', 'Two (0 or 1)', 'Ten', 'Sixteen', 'A hundred'],
      ['How many bits are in a byte?', 'Eight', 'Four', 'Ten', 'Sixteen'],
      ['Who is often called the first computer programmer?', 'Ada Lovelace', 'Bill Gates', 'Steve Jobs', 'Isaac Newton'],
      ['What do we call a program that spreads and harms computers?', 'A computer virus', 'A web browser', 'A spreadsheet', 'A font'],
      ['What does "www" stand for in a web address?', 'World Wide Web', 'World Wide Wire', 'Web World Wide', 'Wide Web World'],
      ['What is a list of step-by-step instructions to solve a problem called?', 'An algorithm', 'A pixel', 'A cable', 'A byte'],
      ['What is the tiny dot of colour that makes up a screen picture called?', 'A pixel', 'A byte', 'A chip', 'A cursor'],
      ['Which of these is an input device?', 'A keyboard', 'A monitor', 'A speaker', 'A printer'],
      ['What does Wi-Fi let a computer do?', 'Connect to a network without cables', 'Print in colour', 'Cool down', 'Play sounds louder'],
      ['Which company makes the iPhone?', 'Apple', 'Samsung', 'Microsoft', 'Nintendo'],
      ['What does RAM stand for?', 'Random Access Memory', 'Read And Move', 'Rapid Action Machine', 'Remote Access Mode'],
      ['Which computer pioneer helped break secret codes in the Second World War?', 'Alan Turing', 'Albert Einstein', 'Isaac Newton', 'Charles Darwin'],
      ['What does a search engine help you do?', 'Find things on the web', 'Charge batteries', 'Fix broken screens', 'Cool the computer'],
    ],
  },
  {
    key: 'mythology',
    name: 'mythology',
    words: ['mythology', 'myths', 'myth', 'legends', 'legend', 'greek gods', 'gods', 'greek myths', 'norse', 'norse gods', 'olympians', 'mythical creatures'],
    questions: [
      ['Who was the king of the gods in Greek myths?', 'Zeus', 'Poseidon', 'Hades', 'Apollo'],
      ['Who was the Greek god of the sea?', 'Poseidon', 'Zeus', 'Ares', 'Hermes'],
      ['Which Greek hero could only be hurt on his heel?', 'Achilles', 'Heracles', 'Perseus', 'Odysseus'],
      ['Who is the Norse god of thunder?', 'Thor', 'Odin', 'Loki', 'Freyr'],
      ['Which monster had snakes for hair and turned people to stone?', 'Medusa', 'The Minotaur', 'Cerberus', 'The Sphinx'],
      ['Which creature was half man and half bull?', 'The Minotaur', 'The centaur', 'The Cyclops', 'Pegasus'],
      ['What was Pegasus?', 'A winged horse', 'A three-headed dog', 'A giant snake', 'A sea monster'],
      ['Which Greek hero had to complete twelve labours?', 'Heracles (Hercules)', 'Jason', 'Theseus', 'Perseus'],
      ['How many heads did Cerberus, the guard dog of the Underworld, have?', 'Three', 'One', 'Two', 'Seven'],
      ['Who was the Greek goddess of wisdom?', 'Athena', 'Aphrodite', 'Hera', 'Artemis'],
      ['Which mythical bird is reborn from its own ashes?', 'The phoenix', 'The eagle', 'The swan', 'The raven'],
      ['In Norse myths, what is the great tree that links the nine worlds?', 'Yggdrasil', 'Asgard', 'Valhalla', 'Midgard'],
      ['Which Egyptian god had the head of a jackal?', 'Anubis', 'Horus', 'Thoth', 'Bastet'],
      ['What did Pandora open that let troubles out into the world?', 'A jar, often called a box', 'A door', 'A book', 'A cave'],
      ['Who was the Roman god of war?', 'Mars', 'Jupiter', 'Neptune', 'Mercury'],
    ],
  },
  {
    key: 'plants',
    name: 'plants',
    words: ['plants', 'plant', 'trees', 'flowers', 'botany', 'gardening', 'seeds', 'leaves', 'photosynthesis'],
    questions: [
      ['What do plants need from the Sun to make their food?', 'Sunlight', 'Sound', 'Wind', 'Moonlight'],
      ['What is the way plants make food from sunlight called?', 'Photosynthesis', 'Evaporation', 'Digestion', 'Hibernation'],
      ['Which gas do plants take from the air to make food?', 'Carbon dioxide', 'Helium', 'Neon', 'Hydrogen'],
      ['Which gas do plants give out that we breathe?', 'Oxygen', 'Carbon dioxide', 'Helium', 'Hydrogen'],
      ['Which part of a plant takes in water from the soil?', 'The roots', 'The petals', 'The leaves', 'The flowers'],
      ['What makes leaves green?', 'Chlorophyll', 'Iron', 'Salt', 'Sugar'],
      ['What is the tallest kind of tree in the world?', 'The coast redwood', 'The oak', 'The palm', 'The apple tree'],
      ['What do bees carry between flowers that helps plants make seeds?', 'Pollen', 'Sand', 'Leaves', 'Water'],
      ['Which plant snaps its leaves shut to catch insects?', 'The Venus flytrap', 'The sunflower', 'The cactus', 'The daisy'],
      ['Where do most cacti grow?', 'In deserts', 'In the ocean', 'At the North Pole', 'In caves'],
      ['What does a seed need to start growing?', 'Water, air and warmth', 'Salt', 'Only darkness', 'Ice'],
      ['What is a young plant that has just grown from a seed called?', 'A seedling', 'A petal', 'A pinecone', 'A thorn'],
      ['Which part of a flower is often brightly coloured to attract insects?', 'The petals', 'The roots', 'The stem', 'The bark'],
      ['Which of these is a fruit because it holds seeds?', 'The tomato', 'The carrot', 'The potato', 'The lettuce'],
      ['How can you tell the age of a tree that has been cut down?', 'Count the rings in its trunk', 'Count its leaves', 'Measure its shadow', 'Count its branches'],
    ],
  },
  {
    key: 'insects',
    name: 'insects',
    words: ['insects', 'insect', 'bugs', 'bug', 'beetles', 'butterflies', 'ants', 'bees', 'entomology', 'creepy crawlies'],
    questions: [
      ['How many legs does an insect have?', 'Six', 'Four', 'Eight', 'Ten'],
      ['What do caterpillars turn into?', 'Butterflies or moths', 'Beetles', 'Spiders', 'Bees'],
      ['How many main body parts does an insect have?', 'Three', 'Two', 'Four', 'Five'],
      ['Which insect makes honey?', 'The honeybee', 'The ant', 'The wasp', 'The housefly'],
      ['What is the hard outer covering of an insect called?', 'An exoskeleton', 'Fur', 'Feathers', 'A backbone'],
      ['Which insect makes its own light at night?', 'The firefly', 'The ladybird', 'The grasshopper', 'The cricket'],
      ['What does an insect use its antennae for?', 'To feel and smell', 'To fly', 'To chew food', 'To lay eggs'],
      ['Which of these creatures is an insect?', 'The ant', 'The spider', 'The worm', 'The snail'],
      ['What is the bee that lays the eggs in a hive called?', 'The queen', 'The drone', 'The worker', 'The soldier'],
      ['Which beetle is red or orange with black spots?', 'The ladybird (ladybug)', 'The firefly', 'The stag beetle', 'The dung beetle'],
      ['How do crickets make their chirping sound?', 'By rubbing their wings together', 'By singing with their mouths', 'By tapping their feet', 'By clicking their teeth'],
      ['What is the stage between caterpillar and butterfly called?', 'The chrysalis', 'The egg', 'The tadpole', 'The nymph'],
      ['Which insect lives in colonies and can carry many times its own weight?', 'The ant', 'The butterfly', 'The mosquito', 'The moth'],
      ['What do silkworms make?', 'Silk', 'Honey', 'Wax', 'Paper'],
      ['Which insect has four wings and catches other insects in flight?', 'The dragonfly', 'The ladybird', 'The ant', 'The flea'],
    ],
  },
  {
    key: 'languages',
    name: 'languages',
    words: ['languages', 'language', 'words', 'grammar', 'spanish', 'french', 'german', 'vocabulary', 'spelling', 'alphabet', 'linguistics', 'english'],
    questions: [
      ['How do you say "hello" in Spanish?', 'Hola', 'Bonjour', 'Hallo', 'Konnichiwa'],
      ['How do you say "thank you" in French?', 'Merci', 'Gracias', 'Danke', 'Grazie'],
      ['Which language has the most native speakers?', 'Mandarin Chinese', 'English', 'Spanish', 'Hindi'],
      ['Which alphabet is used to write Russian?', 'Cyrillic', 'Latin', 'Greek', 'Arabic'],
      ['What is the main language of Brazil?', 'Portuguese', 'Spanish', 'French', 'Italian'],
      ['How many letters are in the English alphabet?', '26', '24', '28', '30'],
      ['Which language did the ancient Romans speak?', 'Latin', 'Greek', 'Italian', 'French'],
      ['In which language does "Guten Morgen" mean good morning?', 'German', 'Dutch', 'Swedish', 'French'],
      ['What is a word that means the opposite of another word called?', 'An antonym', 'A synonym', 'A homophone', 'A verb'],
      ['What is a word that means the same as another word called?', 'A synonym', 'An antonym', 'A noun', 'A rhyme'],
      ['Which language do most people in Mexico speak?', 'Spanish', 'Portuguese', 'English', 'French'],
      ['What does "arigatō" mean in Japanese?', 'Thank you', 'Goodbye', 'Hello', 'Please'],
      ['Which ancient people wrote in hieroglyphs on their temples and tombs?', 'The Egyptians', 'The Vikings', 'The Romans', 'The Celts'],
      ['Which language does the greeting "ciao" come from?', 'Italian', 'Spanish', 'German', 'Dutch'],
      ['Which of these words is a noun?', 'Elephant', 'Quickly', 'Happy', 'Run'],
    ],
  },
  {
    key: 'film',
    name: 'films',
    words: ['movies', 'movie', 'films', 'film', 'cinema', 'disney', 'pixar', 'cartoons', 'animated films', 'hollywood'],
    questions: [
      ['In "The Lion King", who is Simba\'s father?', 'Mufasa', 'Scar', 'Timon', 'Rafiki'],
      ['What kind of fish is Nemo in "Finding Nemo"?', 'A clownfish', 'A blue tang', 'A shark', 'A pufferfish'],
      ['What is the name of the snowman in "Frozen"?', 'Olaf', 'Sven', 'Kristoff', 'Hans'],
      ['In "Toy Story", what is the name of the space ranger toy?', 'Buzz Lightyear', 'Woody', 'Rex', 'Hamm'],
      ['What is a film made from many drawings shown quickly one after another?', 'An animated film', 'A documentary', 'A podcast', 'A radio play'],
      ['What is the famous golden statue given to the best films in Hollywood?', 'The Oscar', 'The Grammy', 'The Emmy', 'The Tony'],
      ['Which silent film star was famous for his bowler hat and cane?', 'Charlie Chaplin', 'Walt Disney', 'Tom Hanks', 'Elvis Presley'],
      ['Whose studio created Mickey Mouse?', 'Walt Disney', 'Charlie Chaplin', 'Steven Spielberg', 'Jim Henson'],
      ['In "Shrek", what kind of creature is Shrek?', 'An ogre', 'A troll', 'A giant', 'A goblin'],
      ['What does a film director do?', 'Guides how the film is made and acted', 'Sells the tickets', 'Makes the popcorn', 'Cleans the cinema'],
      ['In "The Wizard of Oz", what colour is the brick road Dorothy follows?', 'Yellow', 'Red', 'Green', 'Blue'],
      ['What is the wizard school in the Harry Potter films called?', 'Hogwarts', 'Narnia', 'Neverland', 'Camelot'],
      ['In "Up", what lifts Carl\'s house into the sky?', 'Balloons', 'A rocket', 'A tornado', 'A giant bird'],
      ['In "Moana", which demigod helps Moana on her journey?', 'Maui', 'Hercules', 'Thor', 'Aladdin'],
      ['What is the name of the small green Jedi Master in "Star Wars"?', 'Yoda', 'Chewbacca', 'R2-D2', 'Jabba'],
    ],
  },
  {
    key: 'chemistry',
    name: 'chemistry',
    words: ['chemistry', 'chemicals', 'chemical', 'elements', 'periodic table', 'atoms', 'molecules', 'science', 'experiments'],
    questions: [
      ['What is the chemical formula for water?', 'H2O', 'CO2', 'O2', 'NaCl'],
      ['What is the chemical symbol for gold?', 'Au', 'Ag', 'Go', 'Gl'],
      ['What are the three common states of matter?', 'Solid, liquid and gas', 'Hot, cold and warm', 'Metal, wood and glass', 'Big, small and tiny'],
      ['At what temperature does water boil at sea level?', '100 °C', '50 °C', '0 °C', '200 °C'],
      ['At what temperature does pure water freeze?', '0 °C', '10 °C', '-20 °C', '100 °C'],
      ['Which gas do we need to breathe to stay alive?', 'Oxygen', 'Helium', 'Carbon dioxide', 'Neon'],
      ['Which gas makes party balloons float?', 'Helium', 'Oxygen', 'Carbon dioxide', 'Chlorine'],
      ["Which gas makes up most of Earth's air?", 'Nitrogen', 'Oxygen', 'Carbon dioxide', 'Helium'],
      ['Which two elements make table salt?', 'Sodium and chlorine', 'Sugar and water', 'Iron and gold', 'Carbon and helium'],
      ['What is a substance made of only one kind of atom called?', 'An element', 'A mixture', 'A solution', 'A recipe'],
      ['What tiny particles is everything around us made of?', 'Atoms', 'Pixels', 'Crumbs', 'Bubbles'],
      ['What happens to ice when it warms up?', 'It melts into water', 'It turns into sand', 'It gets harder', 'It turns into metal'],
      ['Which metal is a liquid at room temperature?', 'Mercury', 'Iron', 'Copper', 'Aluminium'],
      ['What does a pH below 7 tell you a liquid is?', 'An acid', 'An alkali', 'Pure water', 'A metal'],
      ['What is the chart of all the chemical elements called?', 'The periodic table', 'The times table', 'The element map', 'The atom list'],
    ],
  },
  {
    key: 'general',
    name: 'general knowledge',
    words: ['general knowledge', 'general', 'random', 'everything', 'anything', 'mixed', 'pub quiz', 'fun facts', 'facts'],
    questions: [
      ['How many days are in a week?', 'Seven', 'Five', 'Six', 'Eight'],
      ['How many sides does a hexagon have?', 'Six', 'Five', 'Seven', 'Eight'],
      ['What is frozen water called?', 'Ice', 'Steam', 'Fog', 'Dew'],
      ['How many hours are in a day?', '24', '12', '20', '30'],
      ['How many minutes are in an hour?', '60', '30', '100', '45'],
      ['Which month has the fewest days?', 'February', 'January', 'June', 'November'],
      ['What is the opposite of "ancient"?', 'Modern', 'Old', 'Antique', 'Dusty'],
      ['What shape has three sides?', 'A triangle', 'A square', 'A circle', 'A pentagon'],
      ['How many months are in a year?', 'Twelve', 'Ten', 'Eleven', 'Thirteen'],
      ['What is a baby cat called?', 'A kitten', 'A puppy', 'A cub', 'A foal'],
      ['What colour is an emerald?', 'Green', 'Red', 'Blue', 'Purple'],
      ['In which direction does the Sun rise?', 'The east', 'The west', 'The north', 'The south'],
      ['How many squares are on a chessboard?', '64', '32', '48', '100'],
      ['What is 10 times 10?', '100', '20', '110', '1,000'],
      ['What do we call a word that reads the same backwards, like "level"?', 'A palindrome', 'An anagram', 'A rhyme', 'A riddle'],
    ],
  },
];

/** Pure: a small stable hash of a text (FNV-1a, 32 bits). */
export const textHash = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
};

const placed = ([text, right, ...wrong]: Written): BankQuestion => {
  const answer = (textHash(text) % 4) as BankQuestion['answer'];
  const options = [...wrong];
  options.splice(answer, 0, right);
  return { text, options: options as BankQuestion['options'], answer };
};

/** Every topic with its questions, the right answer at a position taken from the question's text. */
export const QUESTION_BANK: QuizTopic[] = WRITTEN.map(({ questions, ...topic }) => ({ ...topic, questions: questions.map(placed) }));

/** The text as words separated by single spaces, padded ("T. rex!" → " t rex "). */
const spaced = (text: string): string => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;

/** Where a topic's earliest word occurs in the (spaced) text, or -1. */
const firstAt = (text: string, topic: QuizTopic): number => {
  const at = topic.words.map((word) => text.indexOf(spaced(word))).filter((i) => i >= 0);
  return at.length === 0 ? -1 : Math.min(...at);
};

/** Pure: the topic a text names, by its earliest word; null when none is named. */
export const topicIn = (text: string): QuizTopic | null => {
  const padded = spaced(text);
  let best: { topic: QuizTopic; at: number } | null = null;
  for (const topic of QUESTION_BANK) {
    const at = firstAt(padded, topic);
    if (at >= 0 && (best === null || at < best.at)) best = { topic, at };
  }
  return best?.topic ?? null;
};

const QUIZ_NOUN = '(?:quiz|trivia|questions?|test|exam|flashcards|game|challenge)';
const ABOUT = new RegExp(`\\b${QUIZ_NOUN}\\b[^.!?]*?\\b(?:about|on|of)\\s+(?:the\\s+|a\\s+|an\\s+)?([a-z][a-z' -]*)`, 'i');
const BEFORE = new RegExp(`\\b(?:a|an|the|some|my)\\s+([a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*)?)\\s+(?:quiz|trivia)\\b`, 'i');
// Words that end a topic phrase, or say how the quiz is rather than what it is about.
const PHRASE_END = new Set(['for', 'with', 'where', 'that', 'which', 'and', 'in', 'to', 'game', 'quiz', 'please', 'so', 'but', 'while', 'using', 'called', 'named', 'who', 'like']);
const NOT_TOPICS = new Set(['fun', 'easy', 'hard', 'quick', 'short', 'long', 'simple', 'little', 'big', 'new', 'kids', 'timed', 'multiple', 'choice', 'multiple choice', 'trivia', 'quiz', 'great', 'cool', 'tricky', 'difficult', 'challenging', 'fast', 'small', 'silly', 'mode', 'level', 'levels', 'difficulty', 'questions', 'rounds', 'timer', 'time']);

/**
 * Pure: what a prompt asks a quiz to be about, in its own words ("a trivia game about volcanoes" → "volcanoes",
 * "a volcano quiz" → "volcano"), or null when it names nothing.
 */
export const askedTopic = (prompt: string): string | null => {
  const about = ABOUT.exec(prompt);
  const raw = about?.[1] ?? BEFORE.exec(prompt)?.[1] ?? null;
  if (raw === null) return null;
  const picked: string[] = [];
  for (const word of raw.toLowerCase().split(/\s+/)) {
    if (word === '' || PHRASE_END.has(word) || picked.length === 4) break;
    picked.push(word);
  }
  const phrase = picked.join(' ').replace(/[-' ]+$/, '');
  return phrase === '' || NOT_TOPICS.has(phrase) || picked.every((w) => NOT_TOPICS.has(w)) ? null : phrase;
};

/** Pure: the prompt's quiz topic: the one its asked-about phrase names, else any the prompt names. */
export const quizTopicOf = (prompt: string): QuizTopic | null => {
  const asked = askedTopic(prompt);
  return (asked === null ? null : topicIn(asked)) ?? topicIn(prompt);
};

/** Pure: a deterministic shuffle of a list, seeded (mulberry32); the same seed always gives the same order. */
export const seededShuffle = <T>(list: readonly T[], seed: number): T[] => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};
