import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded screen arrives on a first visit straight to its address. */
export function RouteLoading() {
  return (
    <Center py={80} aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}
