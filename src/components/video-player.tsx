import { useState, type SyntheticEvent } from 'react';
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
 * The site's video player. When the video cannot be loaded (the address was refused or has expired, the file is
 * missing or the browser cannot play it), it says so in the user's language in the player's place instead of
 * leaving an empty black box.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  // A new address is a new video: its failure state starts afresh.
  return <Player key={props.src} {...props} />;
}

function Player({ src, poster, label, liveSince, maxH = '28rem' }: VideoPlayerProps) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
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
  const joinLive = liveSince
    ? (e: SyntheticEvent<HTMLVideoElement>) => {
        const video = e.currentTarget;
        const elapsed = (Date.now() - Date.parse(liveSince)) / 1000;
        if (Number.isFinite(video.duration) && video.duration > 0 && elapsed > 0) video.currentTime = elapsed % video.duration;
      }
    : undefined;
  return (
    <Box w="full" bg="black" rounded="md" overflow="hidden">
      <video
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
        onLoadedMetadata={joinLive}
        onError={() => setFailed(true)}
      />
    </Box>
  );
}
