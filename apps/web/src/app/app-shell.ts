// The signed-in app's frame, loaded as one chunk when a route under /app (or /waiting-list) is
// first visited: its guards and layout together, so opening /app waits for one file, not three in
// a row, before the page's own (issue 14).
export { AdminRoute } from './guards/admin-route';
export { LeadRoute } from './guards/lead-route';
export { ProtectedRoute } from './guards/protected-route';
export { AppLayout } from './layouts/app-layout';
