import { HomePage } from '../../features/home/components/home-page.tsx';

export function Component() {
  return <HomePage />;
}
