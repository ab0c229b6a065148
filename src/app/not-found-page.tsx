import { Link, useLocation } from '@tanstack/react-router';

/** An address that is no view: said inside the shell, so the navigation still offers every view. */
export function NotFoundPage() {
  const path = useLocation({ select: (location) => location.pathname });
  return (
    <>
      <header className="page-header">
        <h1>Page not found</h1>
      </header>
      <p>
        There is no page at <code>{path}</code>.
      </p>
      <p>
        <Link to="/">Back to the cash position</Link>
      </p>
    </>
  );
}
