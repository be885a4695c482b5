import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/** What a server render learns while rendering: the redirect a page asked for. */
export interface ServerRenderContext {
  redirect?: string;
}

/** Present only while the server renders a page (ui/server/render-page.tsx). */
export const ServerRenderContext = createContext<ServerRenderContext | undefined>(undefined);

/**
 * `<Navigate to replace>` that also works on the server: there it records the redirect for the server to answer
 * with (302 and Location) instead of rendering, since a static render cannot navigate.
 */
export function Redirect({ to }: { to: string }) {
  const server = useContext(ServerRenderContext);
  if (server) {
    server.redirect ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
