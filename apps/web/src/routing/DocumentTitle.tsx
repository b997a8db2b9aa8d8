import { APP_NAME } from '@praxisdesk/domain/texts';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { routeHandles } from './handle';

/** Keeps the tab title in step with the route, so screen-reader users hear where they landed. */
export function DocumentTitle() {
  const handles = routeHandles(useMatches());
  const title = handles.findLast((handle) => handle.title)?.title;
  useEffect(() => {
    document.title = title ? `${title} – ${APP_NAME}` : APP_NAME;
  }, [title]);
  return null;
}
