import { describe, expect, it } from '@jest/globals';
import { contextItemsKey, creationDashboardUrl } from './promptNavigation';

describe('after generation', () => {
  const id = '5b0e7c1e-3f5a-4c59-9d38-0a4c4f7a7b10';

  it('opens the creation dashboard with the agent started on the prompt', () => {
    const url = creationDashboardUrl(id, 'A cat & dog game', false);
    expect(url).toBe(`/create/creation-dashboard/${id}/?auto_start_agent=true&user_prompt=A%20cat%20%26%20dog%20game`);
    const query = new URL(url, 'http://x').searchParams;
    expect(query.get('user_prompt')).toBe('A cat & dog game');
    expect(query.has('has_context_items')).toBe(false);
  });

  it('says so when attachments wait in session storage', () => {
    const query = new URL(creationDashboardUrl(id, 'Quiz', true), 'http://x').searchParams;
    expect(query.get('has_context_items')).toBe('true');
    expect(query.get('auto_start_agent')).toBe('true');
    expect(contextItemsKey(id)).toBe(`game_context_items_${id}`);
  });
});
