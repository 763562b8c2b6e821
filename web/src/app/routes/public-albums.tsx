import { useParams } from 'react-router';
import { PublicAlbumsPage } from '../../features/public-albums/components/public-albums-page.tsx';

export function Component() {
  const { username = '' } = useParams();
  return <PublicAlbumsPage key={username} username={username} />;
}
