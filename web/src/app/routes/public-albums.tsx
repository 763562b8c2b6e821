import { useParams, type LoaderFunctionArgs } from 'react-router';
import {
  publicAlbumsQuery,
  publicUserQuery,
} from '../../features/public-albums/api/public-albums.ts';
import { PublicAlbumsPage } from '../../features/public-albums/components/public-albums-page.tsx';
import { prefetch } from './prefetch.ts';

export const loader = ({ params }: LoaderFunctionArgs) =>
  prefetch((client) => [
    client.prefetchQuery(publicUserQuery(params.username ?? '')),
    client.prefetchQuery(publicAlbumsQuery(params.username ?? '')),
  ]);

export function Component() {
  const { username = '' } = useParams();
  return <PublicAlbumsPage key={username} username={username} />;
}
