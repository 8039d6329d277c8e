/** The CSS a style preset applies (React style names). */
export type PresetStyle = {
  readonly label: string;
  /** A highlight colour that suits the preset (progress fill, divider line). */
  readonly accent: string;
  readonly border: string;
  readonly background: string;
  readonly color: string;
  readonly boxShadow: string;
  readonly fontFamily: string;
  readonly borderRadius: string;
  readonly filter?: string;
  readonly textTransform?: 'uppercase' | 'lowercase' | 'capitalize';
  readonly letterSpacing?: string;
  readonly textShadow?: string;
  readonly fontWeight?: number;
};

/** The 15 style presets every building block accepts as `preset`. */
export const STYLE_PRESETS = {
  modern: {
    label: 'Modern',
    accent: '#3b82f6',
    border: '1px solid #d1d5db',
    background: '#ffffff',
    color: '#111827',
    boxShadow: '0 1px 2px rgba(16,24,40,0.06), 0 1px 3px rgba(16,24,40,0.1)',
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    borderRadius: '8px',
    fontWeight: 500,
  },
  fantasy: {
    label: 'Fantasy',
    accent: '#c9a227',
    border: '2px solid #b8860b',
    background: 'linear-gradient(180deg, #fdf6e3 0%, #f1dca4 100%)',
    color: '#4a2c0a',
    boxShadow: 'inset 0 0 0 1px #f8e7a1, 0 3px 8px rgba(74,44,10,0.35)',
    fontFamily: '"Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
    borderRadius: '10px',
    letterSpacing: '0.02em',
    fontWeight: 600,
  },
  scifi: {
    label: 'Sci-fi',
    accent: '#22d3ee',
    border: '1px solid #22d3ee',
    background: 'linear-gradient(135deg, rgba(8,47,73,0.96), rgba(15,23,42,0.96))',
    color: '#a5f3fc',
    boxShadow: '0 0 0 1px rgba(34,211,238,0.25), 0 0 14px rgba(34,211,238,0.45)',
    fontFamily: 'Orbitron, Eurostile, "Segoe UI", "Roboto Mono", monospace',
    borderRadius: '2px',
    textTransform: 'uppercase',
    letterSpacing: '0.12em',
  },
  retro: {
    label: 'Retro',
    accent: '#ef4444',
    border: '3px solid #000000',
    background: '#fde047',
    color: '#000000',
    boxShadow: '4px 4px 0 #000000',
    fontFamily: '"Press Start 2P", "Courier New", Courier, monospace',
    borderRadius: '0',
    textTransform: 'uppercase',
    fontWeight: 700,
  },
  cyberpunk: {
    label: 'Cyberpunk',
    accent: '#ff2a6d',
    border: '2px solid #ff2a6d',
    background: 'linear-gradient(90deg, #0d0221 0%, #1a0536 100%)',
    color: '#fcee0a',
    boxShadow: '0 0 10px rgba(255,42,109,0.7), inset 0 0 8px rgba(5,217,232,0.5)',
    fontFamily: '"Share Tech Mono", Consolas, "Lucida Console", monospace',
    borderRadius: '0 10px 0 10px',
    textTransform: 'uppercase',
    textShadow: '1px 0 #05d9e8, -1px 0 #ff2a6d',
    letterSpacing: '0.08em',
  },
  vintage: {
    label: 'Vintage',
    accent: '#8b6f47',
    border: '1px solid #8b6f47',
    background: '#f4ecd8',
    color: '#5b4636',
    boxShadow: '0 2px 4px rgba(91,70,54,0.25), inset 0 0 12px rgba(139,111,71,0.2)',
    fontFamily: 'Baskerville, "Baskerville Old Face", "Times New Roman", serif',
    borderRadius: '4px',
    filter: 'sepia(0.35)',
    letterSpacing: '0.03em',
  },
  horror: {
    label: 'Horror',
    accent: '#b91c1c',
    border: '1px solid #450a0a',
    background: 'radial-gradient(circle at 50% 30%, #2a0a0a 0%, #0a0000 100%)',
    color: '#dc2626',
    boxShadow: '0 0 12px rgba(127,29,29,0.8), inset 0 0 10px rgba(0,0,0,0.9)',
    fontFamily: 'Creepster, Chiller, "Papyrus", fantasy',
    borderRadius: '3px',
    textShadow: '0 0 6px #7f1d1d',
    letterSpacing: '0.05em',
    filter: 'contrast(1.15)',
  },
  postApocalyptic: {
    label: 'Post Apocalyptic',
    accent: '#ea580c',
    border: '2px dashed #78716c',
    background: 'linear-gradient(180deg, #57534e 0%, #3f3a36 100%)',
    color: '#fed7aa',
    boxShadow: 'inset 0 0 12px rgba(0,0,0,0.6), 0 2px 0 #292524',
    fontFamily: 'Stencil, Impact, "Arial Narrow", sans-serif',
    borderRadius: '2px',
    textTransform: 'uppercase',
    filter: 'saturate(0.7) contrast(1.1)',
    letterSpacing: '0.06em',
  },
  cartoon: {
    label: 'Cartoon',
    accent: '#facc15',
    border: '3px solid #1f2937',
    background: '#60a5fa',
    color: '#ffffff',
    boxShadow: '0 5px 0 #1f2937',
    fontFamily: '"Comic Sans MS", "Chalkboard SE", "Comic Neue", cursive',
    borderRadius: '16px',
    textShadow: '1px 1px 0 #1f2937',
    fontWeight: 700,
  },
  military: {
    label: 'Military',
    accent: '#8a9a3b',
    border: '2px solid #3f4a2a',
    background: '#4b5320',
    color: '#e7e5c9',
    boxShadow: 'inset 0 0 0 2px rgba(0,0,0,0.25), 0 2px 4px rgba(0,0,0,0.4)',
    fontFamily: '"Courier New", Courier, monospace',
    borderRadius: '2px',
    textTransform: 'uppercase',
    letterSpacing: '0.15em',
    fontWeight: 700,
  },
  noir: {
    label: 'Noir',
    accent: '#d4d4d4',
    border: '1px solid #e5e5e5',
    background: '#111111',
    color: '#f5f5f5',
    boxShadow: '0 8px 24px rgba(0,0,0,0.7)',
    fontFamily: 'Didot, "Bodoni MT", "Times New Roman", serif',
    borderRadius: '0',
    filter: 'grayscale(1) contrast(1.2)',
    letterSpacing: '0.08em',
  },
  elemental: {
    label: 'Elemental',
    accent: '#f97316',
    border: '2px solid rgba(255,255,255,0.6)',
    background: 'linear-gradient(135deg, #f97316 0%, #ef4444 25%, #3b82f6 60%, #10b981 100%)',
    color: '#ffffff',
    boxShadow: '0 4px 14px rgba(59,130,246,0.45)',
    fontFamily: '"Trebuchet MS", "Segoe UI", sans-serif',
    borderRadius: '12px',
    textShadow: '0 1px 2px rgba(0,0,0,0.45)',
    fontWeight: 600,
  },
  ancient: {
    label: 'Ancient',
    accent: '#a16207',
    border: '3px double #a16207',
    background: '#e7d7b1',
    color: '#3f2d13',
    boxShadow: 'inset 0 0 10px rgba(120,80,20,0.35), 0 2px 3px rgba(63,45,19,0.3)',
    fontFamily: '"Trajan Pro", Cinzel, "Times New Roman", serif',
    borderRadius: '2px',
    textTransform: 'uppercase',
    letterSpacing: '0.1em',
  },
  neon: {
    label: 'Neon',
    accent: '#39ff14',
    border: '2px solid #39ff14',
    background: '#050505',
    color: '#39ff14',
    boxShadow: '0 0 6px #39ff14, 0 0 18px rgba(57,255,20,0.6), inset 0 0 6px rgba(57,255,20,0.4)',
    fontFamily: '"Tilt Neon", "Arial Rounded MT Bold", "Helvetica Neue", sans-serif',
    borderRadius: '999px',
    textShadow: '0 0 4px #39ff14, 0 0 10px #39ff14',
  },
  darkFantasy: {
    label: 'Dark Fantasy',
    accent: '#a855f7',
    border: '1px solid #6b21a8',
    background: 'linear-gradient(180deg, #1e1b2e 0%, #0f0a1a 100%)',
    color: '#d8b4fe',
    boxShadow: '0 0 14px rgba(107,33,168,0.55), inset 0 0 0 1px rgba(216,180,254,0.15)',
    fontFamily: '"Cinzel Decorative", Cinzel, Georgia, serif',
    borderRadius: '6px',
    textShadow: '0 0 8px rgba(168,85,247,0.6)',
    letterSpacing: '0.06em',
  },
} as const satisfies Record<string, PresetStyle>;

export type StylePresetName = keyof typeof STYLE_PRESETS;

/** The preset names, in the order of libs/game-sdk/README.md (Style presets). */
export const STYLE_PRESET_NAMES = Object.keys(STYLE_PRESETS) as StylePresetName[];

const lookUp = (name: string | undefined): PresetStyle =>
  name !== undefined && Object.hasOwn(STYLE_PRESETS, name) ? STYLE_PRESETS[name as StylePresetName] : STYLE_PRESETS.modern;

/** The preset's CSS (without label and accent); an unknown name gives the modern preset. */
export const presetStyle = (name: string | undefined): Omit<PresetStyle, 'label' | 'accent'> => {
  const { label: _label, accent: _accent, ...css } = lookUp(name);
  return css;
};

/** The preset's highlight colour; an unknown name gives the modern preset's. */
export const presetAccent = (name: string | undefined): string => lookUp(name).accent;
