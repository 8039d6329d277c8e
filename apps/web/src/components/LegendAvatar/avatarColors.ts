/** Initials avatars draw from the brand-adjacent hues only (no red: it reads as an error). */
export const AVATAR_COLORS = ['storm', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'grape', 'pink'];
