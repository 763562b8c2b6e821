import { featuredPhotosQuery } from '../../features/home/api/get-featured-photos.ts';
import { HomePage } from '../../features/home/components/home-page.tsx';
import { prefetch } from './prefetch.ts';

export const loader = () => prefetch((client) => [client.prefetchQuery(featuredPhotosQuery())]);

export function Component() {
  return <HomePage />;
}
