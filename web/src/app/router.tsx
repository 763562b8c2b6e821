import { BrowserRouter, Route, Routes } from 'react-router';
import { HomePage } from '../features/home/components/home-page.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { Layout } from '../components/layout.tsx';

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
