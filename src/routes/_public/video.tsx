import { createFileRoute, Link } from '@tanstack/react-router';
import { usePublicLocale } from '../../flows/public-gate';
import { videoSearch } from '../../app/search-params';
import type { RenderLink } from '../../components/render-link';
import { loadVideoPage } from '../../flows/media';
import { VideoScreen } from '../../screens/public/media-screens';

const hrefFor = (videoId: string) => `/video?videoId=${encodeURIComponent(videoId)}`;
const renderLink: RenderLink = ({ href, children }) => <Link to={href}>{children}</Link>;

// /video: the videos a visitor may play; /video?videoId=…: that video playing, above the others.
export const Route = createFileRoute('/_public/video')({
  validateSearch: videoSearch,
  loaderDeps: ({ search }) => ({ videoId: search.videoId }),
  loader: ({ deps }) => loadVideoPage(deps.videoId),
  component: Page,
});

function Page() {
  const { videos, video } = Route.useLoaderData();
  const { videoId } = Route.useSearch();
  const locale = usePublicLocale();
  return <VideoScreen locale={locale} videos={videos} video={video} currentId={videoId} hrefFor={hrefFor} renderLink={renderLink} />;
}
