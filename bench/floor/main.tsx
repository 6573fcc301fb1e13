import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';

// The floor the app's bundle is measured against: the least a React 19 data-router app with one lazy
// screen can load. Imported the way the app imports them, so the same library builds are compared.
const router = createBrowserRouter([
  {
    path: '/',
    Component: Outlet,
    children: [{ path: 'login', lazy: () => import('./login-page') }],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
