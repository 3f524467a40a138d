import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandGithub, IconBrandInstagram, IconBrandLinkedin, IconBrandX, IconBrandYoutube, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Wordmark } from './Logo';

const quickLinks = [
  { label: 'Home', to: '/' },
  { label: 'Courses', to: '/courses' },
  { label: 'Playground', to: '/playground' },
  { label: 'Hackathon', to: '/hackathon' },
  { label: 'Pricing', to: '/#pricing' },
];

const legalLinks = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms & Conditions', to: '/terms-conditions' },
  { label: 'Refund Policy', to: '/refund-policy' },
  { label: 'Shipping Policy', to: '/shipping-policy' },
];

export const socialLinks = [
  { label: 'GitHub', href: 'https://github.com/kodeshala', Icon: IconBrandGithub },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/kodeshala', Icon: IconBrandLinkedin },
  { label: 'X', href: 'https://x.com/kodeshala', Icon: IconBrandX },
  { label: 'YouTube', href: 'https://www.youtube.com/@kodeshala', Icon: IconBrandYoutube },
  { label: 'Instagram', href: 'https://www.instagram.com/kodeshala', Icon: IconBrandInstagram },
];

export const supportEmail = 'support@kodeshala.in';

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed">
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} c="inherit" fz="sm">
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

export function Footer() {
  return (
    <footer>
      <Divider />
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Wordmark />
            <Text fz="sm" c="dimmed">
              Learn to code, build real projects and compete, in a language you are comfortable with.
            </Text>
          </Stack>
          <LinkColumn title="Quick links" links={quickLinks} />
          <LinkColumn title="Legal" links={legalLinks} />
          <Stack gap={6}>
            <Title order={3} fz="sm" tt="uppercase" c="dimmed">
              Support
            </Title>
            <Anchor href={`mailto:${supportEmail}`} fz="sm" c="inherit">
              <Group gap={6} component="span">
                <IconMail size={16} />
                {supportEmail}
              </Group>
            </Anchor>
            <Text fz="xs" c="dimmed">
              We reply within 24 to 48 hours.
            </Text>
            <Group gap="sm" mt="xs">
              {socialLinks.map(({ label, href, Icon }) => (
                <Anchor key={label} href={href} target="_blank" rel="noopener noreferrer" aria-label={`Kodeshala on ${label}`} c="dimmed">
                  <Icon size={22} />
                </Anchor>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
        <Text fz="xs" c="dimmed" mt="xl" ta="center">
          © {new Date().getFullYear()} Kodeshala, Hyderabad, India. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
