import { ActionIcon, Group, Tooltip, type MantineSize } from '@mantine/core';
import { NEW_TAB, SOCIAL_LINKS } from '../SiteLinks/siteLinks';

type SocialLinksProps = {
  size?: MantineSize | number;
  gap?: MantineSize;
};

/** The three community buttons, each opening in a new tab. */
export function SocialLinks({ size = 'lg', gap = 'xs' }: SocialLinksProps) {
  return (
    <Group gap={gap} wrap="nowrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Tempest communities">
      {SOCIAL_LINKS.map(({ key, label, href, icon: Icon }) => (
        <li key={key}>
          <Tooltip label={label}>
            <ActionIcon
              component="a"
              href={href}
              {...NEW_TAB}
              size={size}
              radius="xl"
              variant="default"
              aria-label={label}
              data-testid={`social-${key}`}
            >
              <Icon size={18} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
        </li>
      ))}
    </Group>
  );
}
