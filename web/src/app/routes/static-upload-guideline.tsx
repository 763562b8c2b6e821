import { UploadGuidelinePage } from '../../features/static-pages/components/upload-guideline-page.tsx';

export function Component() {
  return <UploadGuidelinePage />;
}
