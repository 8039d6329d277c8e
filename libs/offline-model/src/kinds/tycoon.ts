import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital, tickSeconds } from '../frontend-common.js';
import { plural, singular } from '../inflect.js';
import { placeOf } from '../prompt-words.js';
import type { GamePlan } from '../game-plan.js';
import { entity, type KindBuilder } from './kind.js';
import { nounAfter, nounBefore } from './prompt-nouns.js';
import { emojiOf } from '../sprite-emoji.js';
import { worldOfPrompt } from '../prompt-grammar.js';
import { namedPlace } from '../analyze-prompt.js';

const SHOPS = ['shop', 'store', 'stand', 'stall', 'truck', 'bakery', 'cafe', 'restaurant', 'zoo', 'workshop', 'market', 'boutique', 'diner', 'parlour', 'parlor', 'cart', 'kiosk', 'booth', 'van', 'bar', 'deli', 'pizzeria', 'farm'];

/** Pure: what the shop sells and what it is: the prompt's "lemonade stand", or what it buys and sells ("bake bread" in a shop), or the plan's first item. */
export const shopOf = (plan: GamePlan): { product: string; shop: string } => {
  // The business the prompt runs, read by its grammar ("run an ice cream parlour" → ice cream, parlour), else the noun before a shop word.
  const business = worldOfPrompt(plan.prompt).place?.split(' ') ?? [];
  const run = business.length >= 2 && SHOPS.includes(business.at(-1) ?? '') ? { noun: business.slice(0, -1).join(' '), place: business.at(-1) ?? 'shop' } : null;
  const named = run ?? nounBefore(plan.prompt, SHOPS);
  const shop = named?.place ?? SHOPS.find((s) => plan.prompt.toLowerCase().split(/[^a-z]+/).includes(s)) ?? 'shop';
  // What it sells, when the prompt says ("a coffee cart that sells lattes"), before what its name says.
  const sold = named === null ? null : (nounAfter(plan.prompt, ['sell', 'sells', 'selling']) ?? named.noun);
  const product = sold ?? nounAfter(plan.prompt, ['sell', 'sells', 'selling', 'bake', 'baking', 'buy', 'order', 'brew', 'cook']) ?? plan.items[0];
  return { product, shop };
};

/** Tycoon: a shop over N days; buy stock in the morning, set the price, open, and customers buy more when it is cheap. */
export const buildTycoon: KindBuilder = (plan) => {
  const { product, shop } = shopOf(plan);
  const item = plural(product);
  const days = 7 + (plan.levels - 1) * 2;
  const goal = (plan.difficulty === 'easy' ? 160 : plan.difficulty === 'hard' ? 300 : 240) + (plan.levels - 1) * 60;
  const crowd = 10;
  // The first morning's customers at the fair price (rules.py, _demand, on day 1).
  const forecast = crowd + (5 % 4) - 1;
  const place = namedPlace(plan.prompt, ['on', 'in', 'at', 'by']) ?? placeOf(plan.themeWords, plan.setting);
  const keymap = {
    b: { action: 'buy', args: { amount: 1 } },
    B: { action: 'buy', args: { amount: 5 } },
    ArrowUp: { action: 'set_price', args: { delta: 1 } },
    '+': { action: 'set_price', args: { delta: 1 } },
    '=': { action: 'set_price', args: { delta: 1 } },
    ArrowDown: { action: 'set_price', args: { delta: -1 } },
    '-': { action: 'set_price', args: { delta: -1 } },
    o: { action: 'open_shop' },
    Enter: { action: 'open_shop' },
    ' ': { action: 'open_shop' },
    n: { action: 'sleep' },
  };
  return {
    entities: [
      entity('shop', capital(`${singular(item)} ${shop}`), {
        shop: {
          item, shop, item_sprite: emojiOf(item, '📦'), keeper_sprite: emojiOf(plan.hero, '🧑‍💼'), place, day: 1, days, money: 40, start_money: 40, goal, cost: 4,
          fair_price: 8, price: 8, crowd, stock: 0, forecast, phase: 'morning', queue: 0, served: 0, sold_today: 0,
          over: false, won: false, message: 'Day 1: buy stock and set your price.',
        },
      }),
    ],
    python: templateText('tycoon/rules.py'),
    actions: ['open_shop', 'buy', 'set_price', 'sleep', 'tick', 'reset'],
    files: [
      templateFile('index.tsx', 'tycoon/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        TICK_SECONDS: tickSeconds(plan.speed),
        HERO_NAME: plan.hero,
        SCORE_LABEL: capital(item),
        HELP: `Run your ${singular(item)} ${shop}${plan.setting === 'arcade' && place === placeOf(plan.themeWords, plan.setting) ? '' : ` ${['on', 'at'].some((cue) => plan.prompt.toLowerCase().includes(`${cue} the ${place}`)) ? 'on' : 'in'} the ${place}`}: B buys ${item} (Shift+B five), ↑/↓ set the price, Space opens the shop, then Space again for the next day. Cheaper ${item} sell to more customers.`,
        WIN_TEXT: `${capital(plan.hero)}, your ${singular(item)} ${shop} is a success!`,
        GAME_OVER_TEXT: `The ${singular(item)} ${shop} closes.`,
      }),
    ],
    onScreenKeys: [],
    controls: 'buy stock with B, set the price with the up/down arrows and open the shop with Space (or use the buttons)',
    goal: `earn ${goal} money by day ${days} selling ${item} at your ${shop}`,
  };
};
