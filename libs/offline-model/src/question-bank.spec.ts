import { describe, expect, it } from '@jest/globals';
import { analyzePrompt } from './analyze-prompt.js';
import { buildNotes } from './build-game.js';
import { questionsFor, quizSource, worldQuestions } from './kinds/quiz.js';
import { askedTopic, QUESTION_BANK, quizTopicOf, seededShuffle } from './question-bank.js';

const quizPlan = (prompt: string) => ({ ...analyzePrompt(prompt), kind: 'quiz' as const });

describe('the question bank', () => {
  it('has at least 20 topics of at least 15 questions, each with its own key', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(20);
    expect(new Set(QUESTION_BANK.map((t) => t.key)).size).toBe(QUESTION_BANK.length);
    for (const topic of QUESTION_BANK) expect(topic.questions.length).toBeGreaterThanOrEqual(15);
  });

  it.each(QUESTION_BANK.map((t) => [t.key, t] as const))('%s: four distinct options, one answer 0-3, no question twice', (_key, topic) => {
    expect(new Set(topic.questions.map((q) => q.text)).size).toBe(topic.questions.length);
    for (const question of topic.questions) {
      expect(question.text).toMatch(/\?$/);
      expect(question.options).toHaveLength(4);
      expect(new Set(question.options.map((o) => o.toLowerCase())).size).toBe(4);
      expect([0, 1, 2, 3]).toContain(question.answer);
      for (const option of question.options) expect(option.trim()).not.toBe('');
    }
    for (const word of topic.words) expect(word).toBe(word.toLowerCase());
  });

  it('puts the right answer in every position somewhere', () => {
    const positions = new Set(QUESTION_BANK.flatMap((t) => t.questions.map((q) => q.answer)));
    expect([...positions].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('topic recognition', () => {
  it.each([
    ['a trivia game about dinosaurs', 'dinosaurs'],
    ['dino quiz for my little brother', 'dinosaurs'],
    ['quiz me on the T. rex and friends', 'dinosaurs'],
    ['a quiz about the planets', 'space'],
    ['astronomy trivia', 'space'],
    ['a space quiz about dinosaurs', 'dinosaurs'],
    ['questions about the human body', 'body'],
    ['a trivia game about ancient Egypt and the pharaohs', 'history'],
    ['capital cities quiz', 'geography'],
    ['a quiz about Greek gods and monsters', 'mythology'],
    ['trivia about Pixar movies', 'film'],
    ['an insect quiz: bugs, beetles and butterflies', 'insects'],
    ['a quiz about the periodic table', 'chemistry'],
    ['football and basketball trivia', 'sports'],
    ['a quiz about coding and computers', 'computers'],
  ])('"%s" → %s', (prompt, key) => {
    expect(quizTopicOf(prompt)?.key).toBe(key);
  });

  it('finds no topic in a prompt that names none', () => {
    expect(quizTopicOf('a trivia game about volcanoes')).toBeNull();
    expect(quizTopicOf('a quiz about Roblox')).toBeNull();
  });

  it('reads what a quiz is asked to be about', () => {
    expect(askedTopic('a trivia game about volcanoes')).toBe('volcanoes');
    expect(askedTopic('make a quiz on the Roman emperors for my class')).toBe('roman emperors');
    expect(askedTopic('a volcano quiz')).toBe('volcano');
    expect(askedTopic('a fun quiz')).toBeNull();
    expect(askedTopic('quiz with a 45 second timer')).toBeNull();
  });

  it('shuffles deterministically, differently for different seeds', () => {
    const list = Array.from({ length: 15 }, (_, i) => i);
    expect(seededShuffle(list, 7)).toEqual(seededShuffle(list, 7));
    expect(seededShuffle(list, 7)).not.toEqual(seededShuffle(list, 8));
    expect([...seededShuffle(list, 7)].sort((a, b) => a - b)).toEqual(list);
  });
});

describe('the quiz the offline agent builds', () => {
  it('asks about the topic the prompt names, as many questions as its levels need', () => {
    const plan = quizPlan('a trivia game about dinosaurs');
    const questions = questionsFor(plan, 3);
    const bank = QUESTION_BANK.find((t) => t.key === 'dinosaurs')!.questions.map((q) => q.text);
    expect(questions).toHaveLength(4 + plan.levels);
    for (const [text] of questions) expect(bank).toContain(text);
    expect(questions.some(([text]) => /^What is \d+ [+×] \d+\?$/.test(text))).toBe(false);
    expect(questionsFor(quizPlan('a dinosaur quiz with three levels'), 3)).toHaveLength(7);
  });

  it('picks a different set for a different prompt, and the same for the same one', () => {
    const a = questionsFor(quizPlan('a trivia game about dinosaurs'), 3);
    expect(questionsFor(quizPlan('a trivia game about dinosaurs'), 3)).toEqual(a);
    expect(questionsFor(quizPlan('dinosaur trivia for kids'), 3)).not.toEqual(a);
  });

  it('says plainly when it has no questions about the topic, and asks about the game itself instead', () => {
    const plan = quizPlan('a trivia game about volcanoes where a knight collects gems');
    expect(quizSource(plan).note).toBe("I don't have questions about volcanoes yet, so the questions are about the game's own world.");
    expect(buildNotes(plan)).toEqual(["I don't have questions about volcanoes yet, so the questions are about the game's own world."]);
    const questions = questionsFor(plan, 3);
    expect(questions.some(([text]) => text.includes(plan.title))).toBe(true);
    expect(questions.some(([text]) => /^What is \d+ [+×] \d+\?$/.test(text))).toBe(false);
    const collect = questions.find(([text]) => text.startsWith('What does the knight collect'));
    if (collect !== undefined) expect(collect[1][collect[2]]).toBe('Gems');
  });

  it('writes world questions with four distinct options and the right one among them', () => {
    const plan = quizPlan('a quiz about Roblox where a pirate avoids sharks and grabs pearls, red');
    const questions = worldQuestions(plan, 3, 9);
    expect(questions.length).toBeGreaterThanOrEqual(8);
    for (const [, options, answer] of questions) {
      expect(new Set(options).size).toBe(4);
      expect(answer).toBeGreaterThanOrEqual(0);
      expect(answer).toBeLessThan(4);
    }
    const hero = questions.find(([text]) => text.startsWith('Who is the hero'))!;
    expect(hero[1][hero[2]]).toBe('A pirate');
  });

  it('names the nearest topic when the asked one is missing but the setting has one', () => {
    expect(quizSource(quizPlan('a quiz about penguins')).note).toBe("I don't have questions about penguins yet, so the questions are about animals.");
  });

  it('keeps arithmetic for a maths quiz, and general knowledge when no topic is asked', () => {
    expect(questionsFor(quizPlan('a maths quiz'), 3)[0][0]).toMatch(/^What is \d+ [+×] \d+\?$/);
    expect(quizSource(quizPlan('a maths quiz')).note).toBeNull();
    const general = quizSource(quizPlan('make me a quiz game'));
    expect(general.note).toBeNull();
    expect(general.source).toMatchObject({ kind: 'topic', topic: { key: 'general' } });
    expect(buildNotes(analyzePrompt('a snake game about volcanoes'))).toEqual([]);
  });
});
