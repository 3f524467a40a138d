import { Group, Text } from '@mantine/core';

/** The product's name: a brand, the same in every language. */
export const productName = 'Kodeshala';

export function Logo({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-violet-7)" />
      <path d="M24 20 12 32l12 12M40 20l12 12-12 12" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The logo with the product name beside it, as the header, footer and mobile menu show it. */
export function Wordmark({ size = 'lg' }: { size?: 'lg' | 'xl' }) {
  return (
    <Group gap="xs">
      <Logo size={size === 'xl' ? 32 : 28} />
      <Text fw={800} fz={size}>
        {productName}
      </Text>
    </Group>
  );
}
