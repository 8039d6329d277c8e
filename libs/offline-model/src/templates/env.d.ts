// What the studio's compiler declares for every game (type-check.ts, ENV_DECLARATIONS): for editors and tsc only.
declare module '*.css';
