import { createFileRoute } from '@tanstack/react-router';
import { VideoScreen } from '../../screens/public/media-screens';
import { loadVideo } from '../../actors/public';

export const Route = createFileRoute('/_public/video')({
  validateSearch: (search: Record<string, unknown>): { videoId?: string } =>
    typeof search.videoId === 'string' ? { videoId: search.videoId } : {},
  loaderDeps: ({ search }) => ({ videoId: search.videoId }),
  loader: ({ deps }) => loadVideo(deps.videoId),
  component: Page,
});

function Page() {
  return <VideoScreen video={Route.useLoaderData()} />;
}
