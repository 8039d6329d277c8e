/**
 * The studio's default pane widths in pixels for a window `width` px wide: about a seventh of the window for
 * the sidebar and a quarter for the chat, within bounds, so a 1440 px window keeps ~890 px for the dashboard
 * (a 600 px code column with the chat open) and a 1024 px one still has more than half for it.
 */
export function defaultPaneSizes(width: number): { sidebar: number; chat: number } {
  const clamp = (value: number, min: number, max: number) => Math.round(Math.min(max, Math.max(min, value)));
  return { sidebar: clamp(width * 0.145, 180, 260), chat: clamp(width * 0.235, 280, 400) };
}
