import { useParams, type LoaderFunctionArgs } from 'react-router';
import { publicAlbumQuery } from '../../features/public-albums/api/public-albums.ts';
import { PublicAlbumPage } from '../../features/public-albums/components/public-album-page.tsx';
import { prefetch } from './prefetch.ts';

export const loader = ({ params }: LoaderFunctionArgs) =>
  prefetch((client) => [client.prefetchQuery(publicAlbumQuery(params.albumId ?? ''))]);

export function Component() {
  const { albumId = '' } = useParams();
  return <PublicAlbumPage key={albumId} albumId={albumId} />;
}
