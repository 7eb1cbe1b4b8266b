import { useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { Box, Image, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

export interface VideoPlayerProps {
  /** A signed address of the video (it expires; a refused one shows the message below). */
  src: string;
  poster?: string;
  /** The player's accessible name. */
  label?: string;
  /**
   * A live broadcast: plays at once without sound (browsers refuse sound before a click), loops, and starts where the
   * broadcast is now: `liveSince` (ISO) is when it began.
   */
  liveSince?: string;
  maxH?: string;
}

/**
 * The site's video player. A new address of the same video (its signature renewed before it expires) plays on from
 * where the viewer was; a live broadcast joins where the broadcast is now. When the video cannot be loaded (the address was refused or has expired, the file is
 * missing or the browser cannot play it), it says so in the user's language in the player's place instead of
 * leaving an empty black box.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  // Where the video was, so a new address of the same video (a renewed signature) plays on from there.
  const position = useRef<Position | null>(null);
  // A new address is a new video: its failure state starts afresh.
  return <Player key={props.src} {...props} positionRef={position} />;
}

/** The video's path (its address without the signature), time and whether it was playing. */
interface Position {
  path: string;
  time: number;
  playing: boolean;
}

const pathOf = (src: string) => src.split('?')[0];

function Player({ src, poster, label, liveSince, maxH = '28rem', positionRef }: VideoPlayerProps & { positionRef: RefObject<Position | null> }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLVideoElement>(null);
  // The element starts loading when React creates it, before the page is committed: an address refused in that
  // moment fires its error event while React still holds it back, so the handler never sees it. The element keeps
  // its error, which is read once it is on the page.
  useEffect(() => {
    if (element.current?.error) setFailed(true);
  }, []);
  if (failed) {
    return (
      <Box rounded="md" bg="bg.muted" p="6" textAlign="center" role="alert" data-video-error="">
        {poster && <Image src={poster} alt="" mx="auto" mb="3" maxH="48" />}
        <Text color="fg.muted">
          <Trans>视频暂时无法播放，请稍后再试</Trans>
        </Text>
      </Box>
    );
  }
  const start = (e: SyntheticEvent<HTMLVideoElement>) => {
    const video = e.currentTarget;
    const known = Number.isFinite(video.duration) && video.duration > 0;
    if (liveSince) {
      const elapsed = (Date.now() - Date.parse(liveSince)) / 1000;
      if (known && elapsed > 0) video.currentTime = elapsed % video.duration;
      return;
    }
    const was = positionRef.current;
    if (was?.path !== pathOf(src)) return;
    if (known) video.currentTime = Math.min(was.time, video.duration);
    if (was.playing) void video.play().catch(() => undefined);
  };
  const remember = (e: SyntheticEvent<HTMLVideoElement>) => {
    const video = e.currentTarget;
    positionRef.current = { path: pathOf(src), time: video.currentTime, playing: !video.paused && !video.ended };
  };
  return (
    <Box w="full" bg="black" rounded="md" overflow="hidden">
      <video
        ref={element}
        controls
        preload="metadata"
        playsInline
        src={src}
        poster={poster || undefined}
        aria-label={label ?? t`视频播放器`}
        style={{ width: '100%', maxHeight: maxH, display: 'block' }}
        autoPlay={liveSince !== undefined}
        muted={liveSince !== undefined}
        loop={liveSince !== undefined}
        onLoadedMetadata={start}
        onTimeUpdate={remember}
        onPause={remember}
        onError={() => setFailed(true)}
      />
    </Box>
  );
}
