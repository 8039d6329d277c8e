import { IconBrandDiscord, IconBrandReddit, IconBrandTiktok, type Icon } from '@tabler/icons-react';

/** The external guides site (opens in a new tab). */
export const GUIDES_URL = 'https://guides.tempest.example';

export const CONTACT_EMAIL = 'hello@tempest.example';
export const CAREERS_EMAIL = 'careers@tempest.example';
export const PRIVACY_EMAIL = 'privacy@tempest.example';

export const COMPANY_NAME = 'Tempest Studios Ltd.';

export type SocialLink = {
  key: 'chat' | 'video' | 'forum';
  /** Accessible name and tooltip. */
  label: string;
  href: string;
  icon: Icon;
};

/** The footer's social links: a chat community, a short-video profile and a forum community. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { key: 'chat', label: 'Chat with the community on Discord', href: 'https://discord.tempest.example', icon: IconBrandDiscord },
  { key: 'video', label: 'Watch Tempest on TikTok', href: 'https://tiktok.tempest.example', icon: IconBrandTiktok },
  { key: 'forum', label: 'Join the discussion on Reddit', href: 'https://reddit.tempest.example', icon: IconBrandReddit },
];

/** True for same-site paths ("/pricing/"), which the router handles; false for full URLs. */
export function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** Attributes for a link that leaves the studio. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
