/**
 * The origin game frames are served from, as the studio's visitor reaches it. GAME_ORIGIN wins (a separate
 * domain in deployments). Otherwise the game port on the other loopback name when the studio is opened on
 * one — `localhost` ⇄ `127.0.0.1` — because cookies ignore ports: on the same host name a game could read
 * the studio's readable cookies (the CSRF token); on the other name it sees none of them.
 */
export const gameOriginFor = (protocol: string, studioHostname: string, port: number, configured: string | null): string => {
  if (configured) return configured;
  const host =
    studioHostname === 'localhost'
      ? '127.0.0.1'
      : studioHostname === '127.0.0.1'
        ? 'localhost'
        : studioHostname.includes(':') && !studioHostname.startsWith('[')
          ? `[${studioHostname}]`
          : studioHostname;
  return `${protocol}://${host}:${port}`;
};
