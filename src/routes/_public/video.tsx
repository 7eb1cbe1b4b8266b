import { createFileRoute, Link } from '@tanstack/react-router';
import { VideoScreen } from '../../screens/public/media-screens';
import { loadVideo, loadVideos } from '../../actors/public';
import { usePublicLocale } from '../../app/public-gate';
import type { RenderLink } from '../../components/render-link';

const hrefFor = (videoId: string) => `/video?videoId=${encodeURIComponent(videoId)}`;
const renderLink: RenderLink = ({ href, children }) => <Link to={href}>{children}</Link>;

// /video: the videos a visitor may play; /video?videoId=…: that video playing, above the others.
export const Route = createFileRoute('/_public/video')({
  validateSearch: (search: Record<string, unknown>): { videoId?: string } =>
    typeof search.videoId === 'string' ? { videoId: search.videoId } : {},
  loaderDeps: ({ search }) => ({ videoId: search.videoId }),
  loader: async ({ deps }) => {
    const [videos, video] = await Promise.all([loadVideos(), loadVideo(deps.videoId)]);
    return { videos, video };
  },
  component: Page,
});

function Page() {
  const { videos, video } = Route.useLoaderData();
  const { videoId } = Route.useSearch();
  const locale = usePublicLocale();
  return <VideoScreen locale={locale} videos={videos} video={video} currentId={videoId} hrefFor={hrefFor} renderLink={renderLink} />;
}
