/** The element `selector` names, if it is on screen (not hidden, not in a hidden pane, not zero-sized). */
export const shownElement = (selector: string): Element | null => {
  const element = document.querySelector(selector);
  if (!element) return null;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 ? element : null;
};

/** Polls `find` each animation frame until it answers or `ms` pass (null then). */
export const waitFor = <T>(find: () => T | null, ms: number): Promise<T | null> =>
  new Promise((resolve) => {
    const until = performance.now() + ms;
    const look = () => {
      const found = find();
      if (found !== null) return resolve(found);
      if (performance.now() > until) return resolve(null);
      window.requestAnimationFrame(look);
    };
    look();
  });
