import { Outlet } from 'react-router';
import { BetaGuard } from '../guards/beta-guard';
import { ScrollToTop } from '../guards/scroll-to-top';

/** Wraps every route: scroll restoration and the beta guard run on all of them. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <BetaGuard>
        <Outlet />
      </BetaGuard>
    </>
  );
}
