import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandGithub, IconBrandInstagram, IconBrandLinkedin, IconBrandX, IconBrandYoutube, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { socialProfiles, supportEmail, type SocialNetwork } from '@shared/home/organization';
import { type ShellKey, useShellTexts } from '../../core/shell-texts';
import { Wordmark } from './Logo';

interface FooterLink {
  label: ShellKey;
  to: string;
}

const quickLinks: FooterLink[] = [
  { label: 'navHome', to: '/' },
  { label: 'navCourses', to: '/courses' },
  { label: 'navPlayground', to: '/playground' },
  { label: 'navHackathon', to: '/hackathon' },
  { label: 'navPricing', to: '/#pricing' },
];

const legalLinks: FooterLink[] = [
  { label: 'privacyPolicy', to: '/privacy-policy' },
  { label: 'termsConditions', to: '/terms-conditions' },
  { label: 'refundPolicy', to: '/refund-policy' },
  { label: 'shippingPolicy', to: '/shipping-policy' },
];

const networkIcons: Record<SocialNetwork, typeof IconBrandGithub> = {
  GitHub: IconBrandGithub,
  LinkedIn: IconBrandLinkedin,
  X: IconBrandX,
  YouTube: IconBrandYoutube,
  Instagram: IconBrandInstagram,
};

const socialLinks = socialProfiles.map((profile) => ({ ...profile, Icon: networkIcons[profile.label] }));

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const t = useShellTexts();
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed">
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} c="inherit" fz="sm">
          {t(link.label)}
        </Anchor>
      ))}
    </Stack>
  );
}

export function Footer() {
  const t = useShellTexts();
  return (
    <footer>
      <Divider />
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Wordmark />
            <Text fz="sm" c="dimmed">
              {t('footerTagline')}
            </Text>
          </Stack>
          <LinkColumn title={t('footerQuickLinks')} links={quickLinks} />
          <LinkColumn title={t('footerLegal')} links={legalLinks} />
          <Stack gap={6}>
            <Title order={3} fz="sm" tt="uppercase" c="dimmed">
              {t('footerSupport')}
            </Title>
            <Anchor href={`mailto:${supportEmail}`} fz="sm" c="inherit">
              <Group gap={6} component="span">
                <IconMail size={16} />
                {supportEmail}
              </Group>
            </Anchor>
            <Text fz="xs" c="dimmed">
              {t('replyTime')}
            </Text>
            <Group gap="sm" mt="xs">
              {socialLinks.map(({ label, href, Icon }) => (
                <Anchor key={label} href={href} target="_blank" rel="noopener noreferrer" aria-label={t('onSocial', { network: label })} c="dimmed">
                  <Icon size={22} />
                </Anchor>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
        <Text fz="xs" c="dimmed" mt="xl" ta="center">
          {t('copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </footer>
  );
}
