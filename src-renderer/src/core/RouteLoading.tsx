import { Center, Loader } from '@mantine/core';
import { useShellTexts } from './shell-texts';

/** Shown while a lazily loaded screen arrives on a first visit straight to its address. */
export function RouteLoading() {
  const t = useShellTexts();
  return (
    <Center py={80} aria-busy="true" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
