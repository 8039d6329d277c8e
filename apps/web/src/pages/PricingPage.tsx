import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCrown, IconInfoCircle, IconMail, IconSparkles, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PricingTier } from '../components/PricingTier/PricingTier';
import { CONTACT_EMAIL } from '../components/SiteLinks/siteLinks';
import { useCurrentUser } from '../features/account/hooks/useCurrentUser';
import { useSubscription } from '../features/account/hooks/useSubscription';

const CREATOR_FEATURES = [
  'Create games by chatting with the AI agent',
  'A fresh token allowance every week',
  'Choose your chat and image models',
  'Publish your games and share them with players',
  'Every change recorded — return to any checkpoint',
] as const;

const LEGEND_FEATURES = [
  'Everything in Creator',
  'Legend Status: a gold-glow avatar and crown wherever you appear',
  'Manage your subscription from the avatar menu',
  'Directly supports the studio and what we build next',
] as const;

const LEGEND_MAIL = `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Becoming a Legend')}`;

/** /pricing/ — the free tier and Legend, without amounts (none are set yet). */
export function PricingPage() {
  useDocumentTitle('Pricing · Tempest');
  const { isAuthenticated } = useCurrentUser();
  const { isPremium } = useSubscription();

  const creatorAction = isAuthenticated ? (
    <Button variant="default" disabled fullWidth>
      {isPremium ? 'Included in Legend' : 'Your current plan'}
    </Button>
  ) : (
    <Button component={Link} to="/register" variant="default" fullWidth leftSection={<IconUserPlus size={18} />}>
      Create a free account
    </Button>
  );
  const legendAction = isPremium ? (
    <Button color="yellow" variant="light" disabled fullWidth leftSection={<IconCrown size={18} />}>
      You're a Legend
    </Button>
  ) : (
    <Button component="a" href={LEGEND_MAIL} color="yellow" fullWidth leftSection={<IconMail size={18} />} data-testid="legend-contact">
      Contact us
    </Button>
  );

  return (
    <Stack gap="xl" maw={960} mx="auto" py="md" data-testid="pricing">
      <Stack gap="sm" align="center" ta="center">
        <Title order={1} c="white" fz={{ base: 34, sm: 46 }} data-testid="page-title">
          Pick how you build
        </Title>
        <Text size="lg" c="dimmed" maw={620} style={{ textWrap: 'balance' }}>
          Everyone can create for free with a weekly token allowance. Legend is the premium tier for
          creators who want to go further and stand out.
        </Text>
      </Stack>

      <Alert variant="light" color="yellow" radius="lg" icon={<IconInfoCircle size={20} />} title="Online payment isn't available yet">
        For now Legend is granted by the Tempest team. Contact us and we'll set you up — we will publish
        prices before anyone is ever charged.
      </Alert>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <PricingTier
          name="Creator"
          icon={<IconSparkles size={22} />}
          tagline="For everyone with a game in them"
          price="Free"
          priceNote="Tokens refill every week."
          features={CREATOR_FEATURES}
          badge={isAuthenticated && !isPremium ? 'Your plan' : undefined}
          action={creatorAction}
          testId="tier-creator"
        />
        <PricingTier
          name="Legend"
          icon={<IconCrown size={22} />}
          tagline="The premium tier"
          price="By arrangement"
          priceNote="Staff-granted while payments are being built."
          features={LEGEND_FEATURES}
          featured
          badge={isPremium ? 'Your plan' : 'Premium'}
          action={legendAction}
          testId="tier-legend"
        />
      </SimpleGrid>

      <Text size="sm" c="dimmed" ta="center">
        Running low on tokens? Your balance and its history are on the{' '}
        <Text component={Link} to="/tokens/" c="storm.2" inherit>
          tokens page
        </Text>
        .
      </Text>
    </Stack>
  );
}
