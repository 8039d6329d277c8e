/** How often an open server-sent event stream writes a comment line, so proxies and browsers keep it open. */
export const SSE_HEARTBEAT_MS = 15_000;
