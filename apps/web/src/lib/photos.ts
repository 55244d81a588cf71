import { useRouter } from '@tanstack/react-router';

/**
 * Where the page names the stored photos from: the router context's `photosBase`, set for each
 * server render and once in the browser. Components drawn outside a router (in their own tests)
 * name them at the site's /uploads/.
 */
export function usePhotosBase(): string | undefined {
  // `useRouter` answers undefined outside a RouterProvider, whatever its type says.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  return router?.options.context.photosBase;
}
