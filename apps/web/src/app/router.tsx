import { createBrowserRouter } from 'react-router';
import { AppLayout } from '../components/AppLayout/AppLayout';
import { GamesPage } from '../pages/GamesPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';

export function makeRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        {
          // Pathless, so a crashing page renders its error inside the header and footer.
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <GamesPage /> },
            { path: 'games', element: <GamesPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
