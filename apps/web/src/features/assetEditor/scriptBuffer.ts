/**
 * Editor buffers for scripts, one per script id, kept while the panel is open so switching scripts
 * loses nothing. `base` is the server content the buffer was started from; `sent` the last content we
 * saved ourselves, so our own save coming back is never mistaken for a change made elsewhere.
 */
export type ScriptBuffer = { base: string; text: string; sent: string | null };
export type ScriptBuffers = Record<string, ScriptBuffer>;

export type BufferAction =
  | { type: 'server'; id: string; content: string }
  | { type: 'edit'; id: string; text: string }
  | { type: 'sent'; id: string; content: string }
  | { type: 'reload'; id: string; content: string }
  /** Our save of `sent` answered with `content` (the server may normalise what it stores). */
  | { type: 'saved'; id: string; sent: string; content: string }
  | { type: 'drop'; id: string };

/** What the server copy means for a buffer: adopt it when clean, keep the user's text when dirty. */
function withServer(buffer: ScriptBuffer | undefined, content: string): ScriptBuffer {
  if (!buffer) return { base: content, text: content, sent: null };
  if (content === buffer.base) return buffer;
  if (buffer.text === buffer.base) return { base: content, text: content, sent: buffer.sent };
  // The user's text already is the server's (typed the same, or our save landed): clean again.
  if (content === buffer.text || content === buffer.sent) return { ...buffer, base: content };
  return buffer;
}

export function bufferReducer(state: ScriptBuffers, action: BufferAction): ScriptBuffers {
  const current = state[action.id];
  switch (action.type) {
    case 'server': {
      const next = withServer(current, action.content);
      return next === current ? state : { ...state, [action.id]: next };
    }
    case 'edit':
      return current ? { ...state, [action.id]: { ...current, text: action.text } } : state;
    case 'sent':
      return current ? { ...state, [action.id]: { ...current, sent: action.content } } : state;
    case 'reload':
      return { ...state, [action.id]: { base: action.content, text: action.content, sent: null } };
    case 'saved': {
      if (!current) return state;
      const text = current.text === action.sent ? action.content : current.text;
      return { ...state, [action.id]: { base: action.content, text, sent: action.content } };
    }
    case 'drop': {
      const { [action.id]: _dropped, ...rest } = state;
      return rest;
    }
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

export function isDirty(buffer: ScriptBuffer | undefined): boolean {
  return buffer !== undefined && buffer.text !== buffer.base;
}

/** The server copy moved on while the user holds unsaved text: offer to reload. */
export function changedElsewhere(buffer: ScriptBuffer | undefined, serverContent: string | undefined): boolean {
  return buffer !== undefined && serverContent !== undefined && serverContent !== buffer.base && isDirty(buffer);
}
